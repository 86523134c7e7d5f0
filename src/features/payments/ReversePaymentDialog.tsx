import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { connectPaymentReversal, PAYMENT_LIMITS, type Payment } from '../../../machines/payments/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { Modal } from '../../components/screen/Modal.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, inputCss, labelCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { providePaymentReversal } from './paymentsLogic.ts';
import { reversalFailureText } from './paymentTexts.ts';

const bodyCss = css`display: grid; gap: ${space.md}; p { margin: 0; }`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

export interface ReversePaymentDialogProps {
  payment: Payment;
  money(minor: Minor): string;
  /** The dialog is over: `changed` when the payment was reversed or someone else's change was found. */
  onClose(changed: boolean): void;
}

/**
 * 'Revertir pago': what happens (a cash payment's money leaves the user's open cash session; the
 * loan's payments are replayed without it), the required 'Motivo', then the call; a refusal says
 * its own reason; a failure keeps the reason for 'Reintentar'.
 */
export function ReversePaymentDialog({ payment, money, onClose }: ReversePaymentDialogProps) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const actor = useScreenActor((app) => providePaymentReversal(app.deps, payment.kind), { input: { payment } });
  const view = useView(actor, connectPaymentReversal);
  const { face } = view;
  useEffect(() => {
    if (face === 'done') onClose(true);
    if (face === 'cancelled') onClose(actor.getSnapshot().context.failure !== null);
  }, [face, onClose, actor]);
  if (face === 'done' || face === 'cancelled') return null;

  const number = payment.id;
  const amount = money(payment.amount);
  const description =
    payment.method === 'cash'
      ? t`Se devolverán ${amount} en efectivo desde su caja abierta, y los pagos del préstamo se reimputarán sin este. El pago no se borra: queda revertido.`
      : t`Los pagos del préstamo se reimputarán sin este pago de ${amount} (transferencia: no mueve efectivo). El pago no se borra: queda revertido.`;
  const reasonError = view.reasonError;
  const max = PAYMENT_LIMITS.reason;
  const cancel = () => {
    if (!view.busy) view.cancel();
  };

  return (
    <Modal open role="alertdialog" title={t`Revertir el pago N° ${number}`} description={description} onClose={cancel} busy={view.busy} width={520}>
      <form
        css={bodyCss}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (face === 'failed') view.retry();
          else view.confirm();
        }}
      >
        {face !== 'refused' && (
          <div>
            <label css={labelCss} htmlFor={reasonId}>{t`Motivo`} *</label>
            <textarea
              id={reasonId}
              css={inputCss}
              rows={3}
              dir="auto"
              aria-required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
              readOnly={view.busy}
              value={view.reason}
              onChange={(event) => view.changeReason(event.target.value)}
            />
            {reasonError && (
              <p id={`${reasonId}-error`} css={errorCss}>
                {reasonError === 'required' ? t`Escriba el motivo de la reversión.` : t`El motivo no puede superar los ${max} caracteres.`}
              </p>
            )}
          </div>
        )}
        {view.failure !== null && <p role="alert">{reversalFailureText(i18n, payment.kind, view.failure)}</p>}
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.cancel} disabled={view.busy}>{face === 'refused' ? t`Cerrar` : t`Cancelar`}</Button>
          {face !== 'refused' && (
            <Button type="submit" disabled={view.busy} aria-busy={view.busy}>
              {view.busy ? t`Enviando…` : face === 'failed' ? t`Reintentar` : t`Revertir`}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
