import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Minor } from '../../../machines/money/minor.ts';
import type { PaymentKind } from '../../../machines/payments/paymentKinds.ts';
import { Modal } from '../../components/screen/Modal.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { Button } from '../../components/ui.tsx';
import { space } from '../../styles/tokens.ts';
import { provideReceiptReprint } from './paymentsLogic.ts';
import { PaymentReceipt } from './PaymentReceipt.tsx';

const bodyCss = css`display: grid; gap: ${space.md}; p { margin: 0; }`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

/** 'Imprimir recibo' of a stored payment (`receiptReprint`): the server's receipt, then the browser's print. */
export function ReprintReceiptDialog({ kind, paymentId, money, onClose }: { kind: PaymentKind; paymentId: number; money(minor: Minor): string; onClose(): void }) {
  const { t } = useLingui();
  const actor = useScreenActor((app) => provideReceiptReprint(app.deps, kind), { input: { paymentId } });
  const snapshot = useSelector(actor, (s) => s);
  const closed = snapshot.matches('closed');
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  if (closed) return null;
  const { answer, failure } = snapshot.context;
  const close = () => actor.send({ type: 'reprint.closed' });
  const number = paymentId;
  return (
    <Modal open title={t`Recibo de pago N° ${number}`} onClose={close} busy={snapshot.hasTag('busy')} width={560}>
      <div css={bodyCss}>
        {snapshot.matches('loading') && <p role="status">{t`Cargando recibo…`}</p>}
        {snapshot.matches('failed') && (
          <p role="alert">{failure === 'unavailable' ? t`No se pudo cargar el recibo.` : t`Este recibo no está disponible para su usuario.`}</p>
        )}
        {snapshot.matches('shown') && answer !== null && <PaymentReceipt receipt={answer.receipt} money={money} />}
        <div css={actionsCss}>
          {snapshot.matches('failed') && failure === 'unavailable' && (
            <Button variant="secondary" onClick={() => actor.send({ type: 'reprint.retried' })}>{t`Reintentar`}</Button>
          )}
          {snapshot.matches('shown') && <Button variant="secondary" onClick={() => window.print()}>{t`Imprimir recibo`}</Button>}
          <Button onClick={close}>{t`Cerrar`}</Button>
        </div>
      </div>
    </Modal>
  );
}
