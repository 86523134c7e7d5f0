import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { connectPaymentReversal, type Payment } from '../../../machines/payments/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { ReasonReversalDialog } from '../../components/screen/ReasonReversalDialog.tsx';
import { CashSessionChoice } from '../../components/screen/CashSessionChoice.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { providePaymentReversal } from './paymentsLogic.ts';
import { reversalFailureText } from './paymentTexts.ts';

export interface ReversePaymentDialogProps {
  payment: Payment;
  money(minor: Minor): string;
  /** The dialog is over: `changed` when the payment was reversed or someone else's change was found. */
  onClose(changed: boolean): void;
}

/**
 * 'Revertir pago' of a payment of any kind: what happens (a cash payment's money goes back out
 * through the box it came in through — its open session, or the open session chosen, stated
 * before confirming —; a transfer or a deposit moved none; the record's other payments are replayed
 * without it), then the one reversal dialog of the screen kit: the required 'Motivo', the call, a
 * refusal in its own words (by the payment's kind), a failure that keeps the reason for 'Reintentar'.
 */
export function ReversePaymentDialog({ payment, money, onClose }: ReversePaymentDialogProps) {
  const { t, i18n } = useLingui();
  const actor = useScreenActor((app) => providePaymentReversal(app.deps, payment.kind), { input: { target: payment } });
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
      ? t`Se devolverán ${amount} en efectivo por la caja en que entró el pago, y los demás pagos se reimputarán sin este. El pago no se borra: queda revertido.`
      : t`Los demás pagos se reimputarán sin este pago de ${amount}, que no movió efectivo. El pago no se borra: queda revertido.`;
  return (
    <ReasonReversalDialog
      view={view}
      title={t`Revertir el pago N° ${number}`}
      description={description}
      failureText={(failure) => reversalFailureText(i18n, payment.kind, failure, view.available === null ? null : money(view.available))}
    >
      <CashSessionChoice route={view.route} session={view.cashSession} chooses={view.choosesSession} disabled={view.busy} onChoose={view.chooseSession} />
    </ReasonReversalDialog>
  );
}
