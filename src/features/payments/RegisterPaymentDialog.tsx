import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { connectPaymentDialog, REFERENCE_MAX, type PaymentMethod } from '../../../machines/payments/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import type { BusinessDate } from '../../../machines/money/isoDate.ts';
import type { NumberConventions } from '../../../machines/money/numberConventions.ts';
import type { PayableRecord } from '../../../machines/payments/paymentKinds.ts';
import { useSelector } from '@xstate/react';
import { AmountEcho } from '../../components/AmountEcho.tsx';
import { useApp } from '../../app/AppContext.tsx';
import { can } from '../../../machines/permissions.ts';
import { selectPermissions } from '../../../machines/session/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { formatBusinessDate } from '../../i18n/format.ts';
import { Modal } from '../../components/screen/Modal.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { AllocationTable } from './AllocationTable.tsx';
import { providePaymentDialog } from './paymentsLogic.ts';
import { PaymentReceipt } from './PaymentReceipt.tsx';
import { PrepayQuestion } from './PrepayQuestion.tsx';
import { amountErrorText, METHOD_LABELS, paymentFailureText, RECORD_PAYMENT_TEXTS, REFERENCE_ERRORS } from './paymentTexts.ts';
import { fieldErrorText } from '../../components/screen/fieldErrorText.ts';

const bodyCss = css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${space.md}; p { margin: 0; } fieldset { border: 0; margin: 0; padding: 0; display: flex; gap: ${space.md}; }`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;
/** 409 duplicateReference: the earlier payment with the reference, by its receipt number, date and amount. */
function DuplicateWarning({ number, date, amount }: { number: number; date: string; amount: string }) {
  const { t } = useLingui();
  return (
    <div role="alert" css={warningCss}>
      {t`Ya hay un pago con esta referencia y este método: recibo N° ${number} del ${date} por ${amount}. ¿Registrar este pago igualmente?`}
    </div>
  );
}

const warningCss = css`padding: ${space.sm} ${space.md}; border: 1px solid ${color.danger}; border-radius: 4px; background: ${color.surfaceAlt}; font-weight: 600;`;

export interface RegisterPaymentDialogProps {
  record: PayableRecord;
  digits: number;
  /** How the active language writes amounts (what 'Monto' reads). */
  conventions: NumberConventions;
  money(minor: Minor): string;
  /** The dialog is over; `posted`: a payment was posted (the record changed). */
  onClose(posted: boolean): void;
  /** 'Liquidar': the payment is the loan's payoff quote and settles it. */
  settle?: boolean;
  /** The methods the location takes (absent: cash and transfer). */
  methods?: readonly PaymentMethod[];
}

/**
 * 'Registrar pago': 'Monto' (what is due today to start with), 'Método' (the location's methods),
 * 'Referencia' (every method but cash), the allocation preview of what is typed over the record's
 * schedule, a warning to confirm when the amount is above the balance (naming the excess), another
 * when the server finds the reference on an earlier payment of the method (naming it), then the receipt with 'Imprimir recibo'. A refusal says
 * why and keeps the input; a record changed meanwhile is reloaded with a note. Texts that name the
 * record are its kind's.
 */
export function RegisterPaymentDialog({ record, digits, conventions, money, onClose, settle = false, methods }: RegisterPaymentDialogProps) {
  const { t, i18n } = useLingui();
  const amountId = useId();
  const actor = useScreenActor((app) => providePaymentDialog(app.deps), { input: { record, digits, conventions, ...(settle ? { settle } : {}), ...(methods ? { methods } : {}) } });
  const view = useView(actor, connectPaymentDialog);
  const { face } = view;
  const app = useApp();
  const mayBackdate = can(useSelector(app.session, selectPermissions), 'payment.backdate');
  const locale = useSelector(app.settings, selectLocale);

  useEffect(() => {
    if (face === 'closed') onClose(true);
    if (face === 'cancelled') onClose(false);
  }, [face, onClose]);
  if (face === 'closed' || face === 'cancelled') return null;

  const texts = RECORD_PAYMENT_TEXTS[view.record.kind];
  const close = () => {
    if (!view.busy) view.close();
  };

  if (face === 'receipt' && view.result !== null) {
    return (
      <Modal open title={t`Pago registrado`} onClose={close} width={560}>
        <div css={bodyCss}>
          <PaymentReceipt receipt={view.result.receipt} money={money} />
          <div css={actionsCss}>
            <Button variant="secondary" onClick={() => window.print()}>{t`Imprimir recibo`}</Button>
            <Button onClick={view.close}>{t`Cerrar`}</Button>
          </div>
        </div>
      </Modal>
    );
  }

  const amountError = view.amountError;
  const preview = view.preview;
  // 'El pago supera el saldo en …': asked before posting (the chart's `confirmingExcess`).
  // 'Ya hay un pago con esta referencia': asked when the server names one (`confirmingDuplicate`).
  const confirmingDuplicate = face === 'confirmingDuplicate';
  const confirming = face === 'confirmingExcess' || confirmingDuplicate;
  const excess = view.excess;
  const duplicate = view.duplicate;
  const referenceError = fieldErrorText(i18n, { reference: view.referenceError ?? undefined }, { reference: (code) => REFERENCE_ERRORS[code] })('reference');
  const referenceId = `${amountId}-reference`;
  return (
    <Modal open title={view.settle ? t`Liquidar el préstamo N° ${view.record.id}` : texts.registerTitle(i18n, view.record.id)} onClose={close} busy={view.busy} width={560}>
      <form
        css={bodyCss}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (face === 'failed' && view.failure === 'unavailable') view.retry();
          else if (face === 'confirmingExcess') view.confirmExcess();
          else if (confirmingDuplicate) view.confirmDuplicate();
          else view.submit();
        }}
      >
        {view.reloaded && <p role="status">{i18n._(texts.reloaded)}</p>}
        <p css={mutedCss}>{t`Saldo: ${money(view.record.balance)}`}</p>
        {view.record.recovery === true && <p>{t`Préstamo castigado: el pago se registra como recupero y el préstamo sigue castigado.`}</p>}
        {view.settle && <p>{t`Cancelación anticipada: el monto es lo que cancela el préstamo hoy, sin los intereses de los períodos que faltan. Al registrarlo, el préstamo queda cancelado.`}</p>}
        <div>
          <label css={labelCss} htmlFor={amountId}>{t`Monto`} *</label>
          <input
            id={amountId}
            css={inputCss}
            inputMode="decimal"
            autoComplete="off"
            aria-required
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${amountId}-error ${amountId}-echo` : `${amountId}-echo`}
            readOnly={view.busy || confirming || view.settle}
            value={view.values.amount}
            onChange={(event) => view.changeAmount(event.target.value)}
          />
          {amountError && <p id={`${amountId}-error`} css={errorCss}>{amountErrorText(i18n, amountError, view.conventions, view.digits)}</p>}
          <AmountEcho id={`${amountId}-echo`} minor={view.understood} money={money} />
        </div>
        {mayBackdate && (
          <div>
            <label css={labelCss} htmlFor={`${amountId}-value-date`}>{t`Fecha valor`}</label>
            <input
              id={`${amountId}-value-date`}
              css={inputCss}
              type="date"
              aria-describedby={`${amountId}-value-date-hint`}
              readOnly={view.busy || confirming}
              value={view.values.valueDate}
              onChange={(event) => view.changeValueDate(event.target.value)}
            />
            <p id={`${amountId}-value-date-hint`} css={mutedCss}>{t`Vacía: hoy. Si el pago llegó antes (una transferencia del lunes), ponga esa fecha: el efectivo entra en la caja de hoy.`}</p>
          </div>
        )}
        <fieldset>
          <legend css={labelCss}>{t`Método`}</legend>
          {view.methods.map((method) => (
            <label key={method}>
              <input type="radio" name="method" value={method} checked={view.values.method === method} disabled={view.busy || confirming} onChange={() => view.changeMethod(method)} />{' '}
              {i18n._(METHOD_LABELS[method])}
            </label>
          ))}
        </fieldset>
        {view.referenceShown && (
          <div>
            <label css={labelCss} htmlFor={referenceId}>{t`Referencia`} *</label>
            <input
              id={referenceId}
              css={inputCss}
              autoComplete="off"
              dir="auto"
              maxLength={REFERENCE_MAX + 16}
              aria-required
              aria-invalid={referenceError ? true : undefined}
              aria-describedby={referenceError ? `${referenceId}-error ${referenceId}-hint` : `${referenceId}-hint`}
              readOnly={view.busy || confirming}
              value={view.values.reference}
              onChange={(event) => view.changeReference(event.target.value)}
            />
            <p id={`${referenceId}-hint`} css={mutedCss}>{t`El número de operación de la transferencia, de la billetera o del comprobante de la tarjeta.`}</p>
            {referenceError && <p id={`${referenceId}-error`} css={errorCss}>{referenceError}</p>}
          </div>
        )}
        {view.prepay !== null && <PrepayQuestion question={view.prepay} money={money} disabled={view.busy || confirming} onChoose={view.choosePrepay} />}
        <section aria-label={t`Vista previa de la imputación`}>
          <h3>{t`Vista previa de la imputación`}</h3>
          {preview === null ? (
            <p css={mutedCss}>{t`Escriba el monto para ver qué cuotas paga.`}</p>
          ) : (
            <>
              <AllocationTable kind={view.record.kind} caption={t`Vista previa de la imputación`} rows={preview.rows} overpayment={preview.overpayment} money={money} />
              <p>{t`Saldo después del pago: ${money(preview.remaining)}`}</p>
            </>
          )}
        </section>
        {face === 'failed' && view.failure !== null && <p role="alert">{paymentFailureText(i18n, view.record.kind, view.failure)}</p>}
        {excess !== null && (
          <div role="alert" css={warningCss}>
            {t`El pago supera el saldo en ${money(excess)}: quedará un saldo a favor del cliente. ¿Confirmar?`}
          </div>
        )}
        {duplicate !== null && <DuplicateWarning number={duplicate.payment_id} date={formatBusinessDate(duplicate.business_date as BusinessDate, locale)} amount={money(duplicate.amount)} />}
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.close} disabled={view.busy}>{t`Cancelar`}</Button>
          {face === 'confirmingExcess' && <Button variant="secondary" onClick={view.declineExcess}>{t`Corregir el monto`}</Button>}
          {confirmingDuplicate && <Button variant="secondary" onClick={view.declineDuplicate}>{t`Corregir la referencia`}</Button>}
          <Button type="submit" disabled={view.busy} aria-busy={view.busy} autoFocus={confirming}>
            {view.busy ? t`Enviando…` : face === 'failed' && view.failure === 'unavailable' ? t`Reintentar` : confirming ? t`Confirmar` : view.settle ? t`Liquidar` : t`Registrar pago`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
