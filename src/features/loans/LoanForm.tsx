import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import {
  connectLoanForm,
  LOAN_FREQUENCIES,
  LOAN_METHODS,
  RATE_PERIODS,
  type LoanFieldErrors,
} from '../../../machines/loans/loanScreens.ts';
import { CustomerPicker } from '../../components/CustomerPicker.tsx';
import { DiscardChangesDialog, RecordFormFooter } from '../../components/screen/RecordFormParts.tsx';
import { useRecordFormPage } from '../../components/screen/useRecordFormPage.ts';
import { Card, inputCss, labelCss } from '../../components/ui.tsx';
import { space } from '../../styles/tokens.ts';
import { provideLoanForm } from './loansLogic.ts';
import {
  AMOUNT_ERRORS,
  CUSTOMER_ERRORS,
  FIRST_DUE_DATE_ERRORS,
  FORM_FAILURES,
  FREQUENCY_LABELS,
  INSTALLMENTS_ERRORS,
  METHOD_LABELS,
  NOTE_ERRORS,
  RATE_ERRORS,
  RATE_PERIOD_LABELS,
} from './loanTexts.ts';
import { SchedulePreview } from './SchedulePreview.tsx';
import { fieldErrorText } from '../../components/screen/fieldErrorText.ts';
import { AmountEcho } from '../../components/AmountEcho.tsx';
import { amountFormatMessage, isAmountFormatError } from '../../components/amountTexts.ts';
import type { NumberConventions } from '../../../machines/money/numberConventions.ts';
import { fieldMessages } from '../../components/screen/fieldMessages.tsx';
import { formCss, titleCss, wideCss } from '../../components/screen/recordFormStyles.ts';
import { DateEcho, describedWithEcho } from '../../components/DateEcho.tsx';

// The preview's six money columns need more room than the form: it takes twice the form's share of
// the spare width, and both wrap to full width on a phone.
const layoutCss = css`
  display: flex; flex-wrap: wrap; gap: ${space.lg}; align-items: flex-start;
  & > section:nth-of-type(1) { flex: 1 1 340px; min-width: 0; }
  & > section:nth-of-type(2) { flex: 2 1 480px; min-width: 0; }
`;

/**
 * 'Nuevo préstamo': the customer (searched in /clientes; a blocked one is said at once and can't be
 * submitted), the terms, and beside them (below, on a phone) the live 'Vista previa del cronograma'.
 * Every input has its label; an error is linked to its input and a refused submit moves the focus
 * to the first invalid field.
 */
export function LoanForm({ digits, conventions, businessDate, money }: { digits: number; conventions: NumberConventions; businessDate: string; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { prefix, idOf, view } = useRecordFormPage({ provide: provideLoanForm, connect: connectLoanForm, input: { digits, conventions, businessDate }, route: 'prestamos' });

  const errorText = fieldErrorText(i18n, view.errors, {
    customer: (code) => CUSTOMER_ERRORS[code],
    amount: (code) => (isAmountFormatError(code) ? amountFormatMessage(code, conventions, digits) : AMOUNT_ERRORS[code]),
    rate: (code) => RATE_ERRORS[code],
    installments: (code) => INSTALLMENTS_ERRORS[code],
    firstDueDate: (code) => FIRST_DUE_DATE_ERRORS[code],
    note: (code) => NOTE_ERRORS[code],
  });
  const { errorOf, aria, hintId } = fieldMessages<keyof LoanFieldErrors>(idOf, errorText);
  const common = (field: keyof LoanFieldErrors) => ({ ...aria(field), css: inputCss });
  const failure = view.failure === null ? null : FORM_FAILURES[view.failure];

  return (
    <div css={layoutCss}>
      <Card labelledBy={`${prefix}-title`}>
        <h2 id={`${prefix}-title`} css={titleCss}>{t`Solicitud`}</h2>
        <form
          css={formCss}
          noValidate
          aria-busy={view.saving}
          onSubmit={(event) => {
            event.preventDefault();
            view.submit();
          }}
        >
          <CustomerPicker
            view={view}
            legend={t`Cliente`}
            controlId={idOf('search')}
            error={errorText('customer') === null ? null : { id: `${idOf('customer')}-error`, text: errorText('customer') ?? '' }}
          />

          <div>
            <label css={labelCss} htmlFor={idOf('amount')}>{t`Monto`} *</label>
            <input {...aria('amount', true)} css={inputCss} readOnly={view.locked} inputMode="decimal" dir="ltr" autoComplete="off" value={view.values.amount} onChange={(event) => view.change('amount', event.target.value)} />
            {errorOf('amount')}
            <AmountEcho id={hintId('amount')} minor={view.understoodAmount} money={money} />
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('rate')}>{t`Tasa de interés (%)`} *</label>
            <input {...common('rate')} readOnly={view.locked} inputMode="decimal" dir="ltr" autoComplete="off" value={view.values.rate} onChange={(event) => view.change('rate', event.target.value)} />
            {errorOf('rate')}
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('ratePeriod')}>{t`Periodo de la tasa`}</label>
            <select id={idOf('ratePeriod')} css={inputCss} disabled={view.locked} value={view.values.ratePeriod} onChange={(event) => view.change('ratePeriod', event.target.value)}>
              {RATE_PERIODS.map((period) => <option key={period} value={period}>{i18n._(RATE_PERIOD_LABELS[period])}</option>)}
            </select>
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('installments')}>{t`Número de cuotas`} *</label>
            <input {...common('installments')} readOnly={view.locked} inputMode="numeric" dir="ltr" autoComplete="off" value={view.values.installments} onChange={(event) => view.change('installments', event.target.value)} />
            {errorOf('installments')}
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('frequency')}>{t`Frecuencia`}</label>
            <select id={idOf('frequency')} css={inputCss} disabled={view.locked} value={view.values.frequency} onChange={(event) => view.change('frequency', event.target.value)}>
              {LOAN_FREQUENCIES.map((frequency) => <option key={frequency} value={frequency}>{i18n._(FREQUENCY_LABELS[frequency])}</option>)}
            </select>
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('method')}>{t`Método`}</label>
            <select id={idOf('method')} css={inputCss} disabled={view.locked} value={view.values.method} onChange={(event) => view.change('method', event.target.value)}>
              {LOAN_METHODS.map((method) => <option key={method} value={method}>{i18n._(METHOD_LABELS[method])}</option>)}
            </select>
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('firstDueDate')}>{t`Primer vencimiento`} *</label>
            <input {...common('firstDueDate')} aria-describedby={describedWithEcho(common('firstDueDate')['aria-describedby'], `${idOf('firstDueDate')}-day`)} readOnly={view.locked} type="date" min={businessDate} value={view.values.firstDueDate} onChange={(event) => view.change('firstDueDate', event.target.value)} />
            {errorOf('firstDueDate')}
            <DateEcho id={`${idOf('firstDueDate')}-day`} value={view.values.firstDueDate} />
          </div>
          <div css={wideCss}>
            <label css={labelCss} htmlFor={idOf('note')}>{t`Nota`}</label>
            <textarea {...common('note')} readOnly={view.locked} rows={2} dir="auto" value={view.values.note} onChange={(event) => view.change('note', event.target.value)} />
            {errorOf('note')}
          </div>

          <RecordFormFooter
            failure={failure}
            form={view}
            onCancel={() => void navigate('/prestamos')}
            submit={t`Enviar solicitud`}
            submitting={t`Enviando…`}
          />
        </form>
      </Card>

      <Card labelledBy={`${prefix}-preview`}>
        <h2 id={`${prefix}-preview`} css={titleCss}>{t`Cronograma`}</h2>
        <SchedulePreview schedule={view.preview} problem={view.termsProblem} money={money} method={view.values.method} rates={view.rates} frequency={view.values.frequency} />
      </Card>

      <DiscardChangesDialog open={view.askingToLeave} description={t`La solicitud de préstamo no se envió. Si sale de esta página, se perderá.`} onStay={view.stay} onDiscard={view.confirmLeave} />
    </div>
  );
}
