import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { connectCreditRefund, creditRefundTargetOf, type CreditRefund } from '../../../machines/payments/index.ts';
import type { PayableRecord } from '../../../machines/payments/paymentKinds.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { can } from '../../../machines/permissions.ts';
import { selectPermissions } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { Modal } from '../../components/screen/Modal.tsx';
import { ReasonReversalDialog } from '../../components/screen/ReasonReversalDialog.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { space } from '../../styles/tokens.ts';
import { CreditRefundReceipt } from './CreditRefundReceipt.tsx';
import { provideCreditRefund } from './paymentsLogic.ts';
import { RECORD_REFUND_TEXTS, refundFailureText } from './refundTexts.ts';

const bodyCss = css`display: grid; gap: ${space.md};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

/**
 * 'Devolver saldo a favor' on a record's page (any kind, in its payments section): shown while the
 * record holds a credit its chart lets be refunded (`record.refundable`), the user holds
 * `credit.refund` and the currency is known. The dialog asks the reason, pays the whole credit out
 * of the user's open session, then shows the receipt to print; `onChanged` reloads the record.
 */
export function CreditRefundButton({ record, onChanged }: { record: PayableRecord; onChanged(): void }) {
  const { t } = useLingui();
  const app = useApp();
  const permissions = useSelector(app.session, selectPermissions);
  const active = useActiveLocation();
  const [open, setOpen] = useState(false);
  const [receipt, setReceipt] = useState<CreditRefund | null>(null);
  const onClose = useCallback(
    (refund: CreditRefund | null, changed: boolean) => {
      setOpen(false);
      if (refund !== null) setReceipt(refund);
      else if (changed) onChanged();
    },
    [onChanged],
  );
  if (receipt !== null) {
    const done = () => {
      setReceipt(null);
      onChanged();
    };
    return (
      <Modal open title={t`Saldo a favor devuelto`} onClose={done} width={560}>
        <div css={bodyCss}>
          <CreditRefundReceipt refund={receipt} money={active.money} />
          <div css={actionsCss}>
            <Button variant="secondary" onClick={() => window.print()}>{t`Imprimir comprobante`}</Button>
            <Button onClick={done}>{t`Cerrar`}</Button>
          </div>
        </div>
      </Modal>
    );
  }
  if (!record.refundable || !can(permissions, 'credit.refund') || active.format === null) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>{t`Devolver saldo a favor`}</Button>
      {open && <CreditRefundDialog record={record} money={active.money} onClose={onClose} />}
    </>
  );
}

interface CreditRefundDialogProps {
  record: PayableRecord;
  money(minor: Minor): string;
  /** Over: the refund posted (its receipt), or none; `changed` when a refusal says the record moved. */
  onClose(refund: CreditRefund | null, changed: boolean): void;
}

/** The one reason dialog of the screen kit, worded for a refund: what leaves the box, the 'Motivo', 'Devolver'. */
function CreditRefundDialog({ record, money, onClose }: CreditRefundDialogProps) {
  const { t, i18n } = useLingui();
  const actor = useScreenActor((sofia) => provideCreditRefund(sofia.deps, record), { input: { target: creditRefundTargetOf(record) } });
  const view = useView(actor, connectCreditRefund);
  const { face } = view;
  useEffect(() => {
    if (face === 'done') onClose(actor.getSnapshot().context.result?.refund ?? null, true);
    if (face === 'cancelled') onClose(null, actor.getSnapshot().context.failure !== null);
  }, [face, onClose, actor]);
  if (face === 'done' || face === 'cancelled') return null;
  const texts = RECORD_REFUND_TEXTS[record.kind];
  return (
    <ReasonReversalDialog
      view={view}
      title={texts.title(i18n, record.id)}
      description={texts.description(i18n, money(record.overpaid))}
      failureText={(failure) => refundFailureText(i18n, record.kind, failure)}
      confirmLabel={t`Devolver`}
      reasonRequiredText={t`Escriba el motivo de la devolución.`}
    />
  );
}
