import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { connectDebtForm, DEBT_FREQUENCIES, DEBT_ROUTES, type DebtFieldErrors, type DebtKind } from '../../../machines/debts/index.ts';
import { CustomerPicker } from '../../components/CustomerPicker.tsx';
import { DiscardChangesDialog, RecordFormFooter } from '../../components/screen/RecordFormParts.tsx';
import { useRecordFormPage } from '../../components/screen/useRecordFormPage.ts';
import { Card, inputCss, labelCss } from '../../components/ui.tsx';
import { provideDebtForm } from './debtFormLogic.ts';
import { layoutCss } from './debtFormStyles.ts';
import { fieldMessages } from '../../components/screen/fieldMessages.tsx';
import { formCss, titleCss, wideCss } from '../../components/screen/recordFormStyles.ts';
import {
  CONCEPT_ERRORS,
  DEBT_AMOUNT_ERRORS,
  DEBT_CUSTOMER_ERRORS,
  DEBT_DUE_DATE_ERRORS,
  DEBT_FORM_FAILURES,
  DEBT_FORM_TEXTS,
  DEBT_FREQUENCY_LABELS,
  DEBT_INSTALLMENTS_ERRORS,
  DEBT_NOTE_ERROR,
} from './debtFormTexts.ts';
import { DuesPreview } from './DuesPreview.tsx';
import { fieldErrorText } from '../../components/screen/fieldErrorText.ts';
import { AmountEcho } from '../../components/AmountEcho.tsx';
import { amountFormatMessage, isAmountFormatError } from '../../components/amountTexts.ts';
import type { NumberConventions } from '../../../machines/money/numberConventions.ts';
import { DateEcho, describedWithEcho } from '../../components/DateEcho.tsx';

/**
 * 'Nueva deuda' / 'Nuevo honorario': the customer (searched in /clientes; a blocked one is said at
 * once and can't be submitted), concept, amount, first due date, installments and frequency (a debt
 * only: a fee is one payment), note; beside them (below, on a phone) the live preview of the
 * installments. Every input has its label; an error is linked to its input and a refused submit
 * moves the focus to the first invalid field. Saved, it goes to the record's page.
 */
export function DebtForm({ kind, digits, conventions, businessDate, money }: { kind: DebtKind; digits: number; conventions: NumberConventions; businessDate: string; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const route = DEBT_ROUTES[kind];
  const texts = DEBT_FORM_TEXTS[kind];
  const { prefix, idOf, view } = useRecordFormPage({ provide: provideDebtForm, connect: connectDebtForm, input: { kind, digits, conventions, businessDate }, route });

  const errorText = fieldErrorText(i18n, view.errors, {
    customer: (code) => DEBT_CUSTOMER_ERRORS[code],
    concept: (code) => CONCEPT_ERRORS[code],
    amount: (code) => (isAmountFormatError(code) ? amountFormatMessage(code, conventions, digits) : DEBT_AMOUNT_ERRORS[code]),
    firstDueDate: (code) => DEBT_DUE_DATE_ERRORS[code],
    installments: (code) => DEBT_INSTALLMENTS_ERRORS[code],
    note: () => DEBT_NOTE_ERROR,
  });
  const { errorOf, aria, hintId } = fieldMessages<keyof DebtFieldErrors>(idOf, errorText);
  const common = (field: keyof DebtFieldErrors) => ({ ...aria(field), css: inputCss, readOnly: view.locked });
  const failure = view.failure === null ? null : DEBT_FORM_FAILURES[view.failure];

  return (
    <div css={layoutCss}>
      <Card labelledBy={`${prefix}-title`}>
        <h2 id={`${prefix}-title`} css={titleCss}>{i18n._(texts.details)}</h2>
        <form
          css={formCss}
          noValidate
          aria-busy={view.saving}
          onSubmit={(event) => {
            event.preventDefault();
            view.submit();
          }}
        >
          <div css={wideCss}>
            <CustomerPicker
              view={view}
              legend={t`Cliente`}
              controlId={idOf('search')}
              error={errorText('customer') === null ? null : { id: `${idOf('customer')}-error`, text: errorText('customer') ?? '' }}
            />
          </div>
          <div css={wideCss}>
            <label css={labelCss} htmlFor={idOf('concept')}>{t`Concepto`} *</label>
            <input {...common('concept')} dir="auto" autoComplete="off" maxLength={250} value={view.values.concept} onChange={(event) => view.change('concept', event.target.value)} />
            {errorOf('concept')}
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('amount')}>{t`Monto`} *</label>
            <input {...common('amount')} {...aria('amount', true)} inputMode="decimal" dir="ltr" autoComplete="off" value={view.values.amount} onChange={(event) => view.change('amount', event.target.value)} />
            {errorOf('amount')}
            <AmountEcho id={hintId('amount')} minor={view.understoodAmount} money={money} />
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('firstDueDate')}>{kind === 'fee' ? t`Vencimiento` : t`Primer vencimiento`} *</label>
            <input {...common('firstDueDate')} aria-describedby={describedWithEcho(common('firstDueDate')['aria-describedby'], `${idOf('firstDueDate')}-day`)} type="date" min={businessDate} value={view.values.firstDueDate} onChange={(event) => view.change('firstDueDate', event.target.value)} />
            {errorOf('firstDueDate')}
            <DateEcho id={`${idOf('firstDueDate')}-day`} value={view.values.firstDueDate} />
          </div>
          {kind === 'debt' && (
            <>
              <div>
                <label css={labelCss} htmlFor={idOf('installments')}>{t`Número de cuotas`} *</label>
                <input {...common('installments')} inputMode="numeric" dir="ltr" autoComplete="off" value={view.values.installments} onChange={(event) => view.change('installments', event.target.value)} />
                {errorOf('installments')}
              </div>
              <div>
                <label css={labelCss} htmlFor={idOf('frequency')}>{t`Frecuencia`}</label>
                <select id={idOf('frequency')} css={inputCss} disabled={view.locked} value={view.values.frequency} onChange={(event) => view.change('frequency', event.target.value)}>
                  {DEBT_FREQUENCIES.map((frequency) => <option key={frequency} value={frequency}>{i18n._(DEBT_FREQUENCY_LABELS[frequency])}</option>)}
                </select>
              </div>
            </>
          )}
          <div css={wideCss}>
            <label css={labelCss} htmlFor={idOf('note')}>{t`Nota`}</label>
            <textarea {...common('note')} rows={2} dir="auto" value={view.values.note} onChange={(event) => view.change('note', event.target.value)} />
            {errorOf('note')}
          </div>

          <RecordFormFooter
            failure={failure}
            form={view}
            onCancel={() => void navigate(`/${route}`)}
            submit={t`Guardar`}
            submitting={t`Guardando…`}
          />
        </form>
      </Card>

      {kind === 'debt' && (
        <Card labelledBy={`${prefix}-preview`}>
          <h2 id={`${prefix}-preview`} css={titleCss}>{t`Cuotas`}</h2>
          <DuesPreview dues={view.preview} money={money} />
        </Card>
      )}

      <DiscardChangesDialog open={view.askingToLeave} description={i18n._(texts.unsaved)} onStay={view.stay} onDiscard={view.confirmLeave} />
    </div>
  );
}
