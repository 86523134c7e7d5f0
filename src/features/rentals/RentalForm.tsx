import { css } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LATE_FEE_KINDS, RENTAL_FREQUENCIES } from '../../../machines/rentals/index.ts';
import { connectRentalForm, type RentalFieldErrors, type RentalTextField } from '../../../machines/rentals/rentalForm.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { CustomerPicker } from '../../components/CustomerPicker.tsx';
import { DiscardChangesDialog, RecordFormFooter } from '../../components/screen/RecordFormParts.tsx';
import { useRecordFormPage } from '../../components/screen/useRecordFormPage.ts';
import { Button, Card, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { font, space } from '../../styles/tokens.ts';
import {
  CAP_ERRORS,
  DEPOSIT_ERRORS,
  dueDayErrorText,
  END_DATE_ERRORS,
  GRACE_DAYS_ERRORS,
  LATE_FEE_KIND_LABELS,
  LATE_FEE_VALUE_ERRORS,
  PROPERTY_ERRORS,
  RENT_ERRORS,
  RENTAL_FORM_FAILURES,
  RENTAL_FREQUENCY_LABELS,
  START_DATE_ERRORS,
  TENANT_ERRORS,
} from './rentalFormTexts.ts';
import { provideRentalForm } from './rentalsLogic.ts';
import { TermsPreview } from './TermsPreview.tsx';
import { fieldErrorText } from '../../components/screen/fieldErrorText.ts';
import { AmountEcho } from '../../components/AmountEcho.tsx';
import { amountFormatMessage, isAmountFormatError, type AmountFormatError } from '../../components/amountTexts.ts';
import type { NumberConventions } from '../../../machines/money/numberConventions.ts';
import { fieldMessages } from '../../components/screen/fieldMessages.tsx';
import { formCss, titleCss, wideCss } from '../../components/screen/recordFormStyles.ts';
import { DateEcho, describedWithEcho } from '../../components/DateEcho.tsx';

const layoutCss = css`
  display: flex; flex-wrap: wrap; gap: ${space.lg}; align-items: flex-start;
  & > section:nth-of-type(1) { flex: 3 1 340px; min-width: 0; }
  & > section:nth-of-type(2) { flex: 2 1 340px; min-width: 0; }
`;
const hintCss = css`margin: ${space.xs} 0 0; font-size: ${font.size.sm};`;
const legendCss = css`grid-column: 1 / -1; margin: ${space.sm} 0 0; font-size: ${font.size.md};`;
const suggestionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.xs}; margin: ${space.xs} 0 0;`;

/**
 * 'Nuevo alquiler': the tenant (searched in /clientes; a blocked one is said at once and can't be
 * submitted), the property, the rent and its periods, the deposit, the dates and the late-fee rule,
 * and beside them (below, on a phone) the live preview of the terms. Every input has its label; an
 * error (and a hint) is linked to its input, and a refused submit moves the focus to the first
 * invalid field. An end that closes no whole period is said at once, with the nearest ends that do
 * as one click each.
 */
type AmountField = 'rent' | 'deposit' | 'lateFeeValue' | 'lateFeeCap';

export function RentalForm({ digits, conventions, businessDate, money }: { digits: number; conventions: NumberConventions; businessDate: string; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  const navigate = useNavigate();
  const { prefix, idOf, view } = useRecordFormPage({ provide: provideRentalForm, connect: connectRentalForm, input: { digits, conventions, businessDate }, route: 'alquileres' });

  // How to write an amount is said in the active language's convention (a percent with 2 decimals).
  const amountText = <E extends string>(code: E, texts: Record<Exclude<E, AmountFormatError>, MessageDescriptor>, fieldDigits = digits): MessageDescriptor =>
    isAmountFormatError(code) ? amountFormatMessage(code, conventions, fieldDigits) : texts[code as Exclude<E, AmountFormatError>];
  const errorText = fieldErrorText(i18n, view.errors, {
    customer: (code) => TENANT_ERRORS[code],
    property: (code) => PROPERTY_ERRORS[code],
    rent: (code) => amountText(code, RENT_ERRORS),
    dueDay: (code) => dueDayErrorText(code, view.maxDueDay),
    deposit: (code) => amountText(code, DEPOSIT_ERRORS),
    startDate: (code) => START_DATE_ERRORS[code],
    endDate: (code) => END_DATE_ERRORS[code],
    graceDays: (code) => GRACE_DAYS_ERRORS[code],
    lateFeeValue: (code) => amountText(code, LATE_FEE_VALUE_ERRORS, view.values.lateFeeKind === 'percent' ? 2 : digits),
    lateFeeCap: (code) => amountText(code, CAP_ERRORS),
  });
  const { errorId, hintId, errorOf, aria } = fieldMessages(idOf, errorText);
  /** The props every text input shares: its id, the error state and what describes it (its error, then its hint). */
  const common = (field: keyof RentalFieldErrors & RentalTextField, hint = false) => ({
    ...aria(field, hint),
    css: inputCss,
    readOnly: view.locked,
    value: view.values[field],
    onChange: (event: { target: { value: string } }) => view.change(field, event.target.value),
  });
  /** A money input is also described by what it understood ('= 10.000,50 ARS'). */
  const echoId = (field: AmountField) => `${idOf(field)}-echo`;
  const amountInput = (field: AmountField) => {
    const props = common(field, true);
    return { ...props, 'aria-describedby': `${props['aria-describedby'] ?? ''} ${echoId(field)}`.trim() };
  };
  const hint = (field: keyof RentalFieldErrors, text: ReactNode) => <p id={hintId(field)} css={[mutedCss, hintCss]}>{text}</p>;
  const failure = view.failure === null ? null : RENTAL_FORM_FAILURES[view.failure];
  const customerError = errorText('customer');
  const maxDay = view.maxDueDay;
  const percent = view.values.lateFeeKind === 'percent';

  return (
    <div css={layoutCss}>
      <Card labelledBy={`${prefix}-title`}>
        <h2 id={`${prefix}-title`} css={titleCss}>{t`Contrato`}</h2>
        <form
          css={formCss}
          noValidate
          aria-busy={view.saving}
          onSubmit={(event) => {
            event.preventDefault();
            view.submit();
          }}
        >
          <CustomerPicker view={view} legend={t`Inquilino`} controlId={idOf('search')} error={customerError === null ? null : { id: errorId('customer'), text: customerError }} />

          <div css={wideCss}>
            <label css={labelCss} htmlFor={idOf('property')}>{t`Inmueble`} *</label>
            <input {...common('property', true)} dir="auto" autoComplete="off" />
            {errorOf('property')}
            {hint('property', t`Qué se alquila: la dirección, la unidad o el local.`)}
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('rent')}>{t`Alquiler`} *</label>
            <input {...amountInput('rent')} inputMode="decimal" dir="ltr" autoComplete="off" />
            {errorOf('rent')}
            <AmountEcho id={echoId('rent')} minor={view.understood.rent} money={money} />
            {hint('rent', t`Monto de cada periodo.`)}
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('frequency')}>{t`Frecuencia`}</label>
            <select id={idOf('frequency')} css={inputCss} disabled={view.locked} value={view.values.frequency} onChange={(event) => view.change('frequency', event.target.value)}>
              {RENTAL_FREQUENCIES.map((frequency) => <option key={frequency} value={frequency}>{i18n._(RENTAL_FREQUENCY_LABELS[frequency])}</option>)}
            </select>
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('dueDay')}>{t`Día de vencimiento`} *</label>
            <input {...common('dueDay', true)} inputMode="numeric" dir="ltr" autoComplete="off" />
            {errorOf('dueDay')}
            {hint('dueDay', view.values.frequency === 'monthly' ? t`Día del mes, de 1 a 28.` : t`Día del periodo, de 1 a ${maxDay}.`)}
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('deposit')}>{t`Depósito de garantía`} *</label>
            <input {...amountInput('deposit')} inputMode="decimal" dir="ltr" autoComplete="off" />
            {errorOf('deposit')}
            <AmountEcho id={echoId('deposit')} minor={view.understood.deposit} money={money} />
            {hint('deposit', t`Se recibe en la caja al firmar el contrato.`)}
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('startDate')}>{t`Inicio`} *</label>
            <input {...common('startDate')} aria-describedby={describedWithEcho(common('startDate')['aria-describedby'], `${idOf('startDate')}-day`)} type="date" />
            {errorOf('startDate')}
            <DateEcho id={`${idOf('startDate')}-day`} value={view.values.startDate} />
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('endDate')}>{t`Fin`} *</label>
            <input {...common('endDate', true)} aria-describedby={describedWithEcho(common('endDate', true)['aria-describedby'], `${idOf('endDate')}-day`)} type="date" min={view.values.startDate} />
            {errorOf('endDate')}
            <DateEcho id={`${idOf('endDate')}-day`} value={view.values.endDate} />
            {view.endSuggestions.length > 0 && (
              <div css={suggestionsCss}>
                {view.endSuggestions.map((end) => {
                  const date = formatBusinessDate(end, locale);
                  return <Button key={end} variant="secondary" onClick={() => view.change('endDate', end)}>{t`Terminar el ${date}`}</Button>;
                })}
              </div>
            )}
            {hint('endDate', t`El último día del último periodo.`)}
          </div>

          <h3 css={legendCss}>{t`Recargo por atraso`}</h3>
          <div>
            <label css={labelCss} htmlFor={idOf('graceDays')}>{t`Días de gracia`} *</label>
            <input {...common('graceDays', true)} inputMode="numeric" dir="ltr" autoComplete="off" />
            {errorOf('graceDays')}
            {hint('graceDays', t`Días después del vencimiento antes de cobrar el recargo.`)}
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('lateFeeKind')}>{t`Tipo de recargo`}</label>
            <select id={idOf('lateFeeKind')} css={inputCss} disabled={view.locked} value={view.values.lateFeeKind} onChange={(event) => view.change('lateFeeKind', event.target.value)}>
              {LATE_FEE_KINDS.map((kind) => <option key={kind} value={kind}>{i18n._(LATE_FEE_KIND_LABELS[kind])}</option>)}
            </select>
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('lateFeeValue')}>{percent ? t`Recargo (%)` : t`Recargo`} *</label>
            <input {...amountInput('lateFeeValue')} inputMode="decimal" dir="ltr" autoComplete="off" />
            {errorOf('lateFeeValue')}
            <AmountEcho id={echoId('lateFeeValue')} minor={view.understood.lateFeeValue} money={money} />
            {hint('lateFeeValue', percent ? t`Porcentaje del alquiler del periodo, por ejemplo 5.` : t`Monto por periodo vencido (0 si no hay recargo).`)}
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('lateFeeCap')}>{t`Tope del recargo`}</label>
            <input {...amountInput('lateFeeCap')} inputMode="decimal" dir="ltr" autoComplete="off" />
            {errorOf('lateFeeCap')}
            <AmountEcho id={echoId('lateFeeCap')} minor={view.understood.lateFeeCap} money={money} />
            {hint('lateFeeCap', t`Opcional: un recargo nunca supera este monto.`)}
          </div>

          <RecordFormFooter
            failure={failure}
            form={view}
            onCancel={() => void navigate('/alquileres')}
            submit={t`Crear contrato`}
            submitting={t`Guardando…`}
          />
        </form>
      </Card>

      <Card labelledBy={`${prefix}-preview`}>
        <h2 id={`${prefix}-preview`} css={titleCss}>{t`Periodos`}</h2>
        <TermsPreview preview={view.preview} money={money} />
      </Card>

      <DiscardChangesDialog open={view.askingToLeave} description={t`El contrato de alquiler no se guardó. Si sale de esta página, se perderá.`} onStay={view.stay} onDiscard={view.confirmLeave} />
    </div>
  );
}
