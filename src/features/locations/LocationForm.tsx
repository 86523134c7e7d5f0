import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { connectLocationForm, knownCurrencies, knownTimeZones, methodsOfText, withMethod, type LocationField } from '../../../machines/locations/index.ts';
import { PAYOFF_INTEREST } from '../../../machines/loans/payoff.ts';
import { PAYMENT_METHODS } from '../../../machines/payments/paymentMethods.ts';
import { METHOD_LABELS } from '../../components/paymentMethodTexts.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { HistoryPanel } from '../../components/HistoryPanel.tsx';
import { Modal } from '../../components/screen/Modal.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useUnsavedChangesGuard } from '../../components/screen/useUnsavedChangesGuard.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, Card, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { formatMoney } from '../../i18n/format.ts';
import { intlLocaleOf } from '../../i18n/locales.ts';
import { numberConventions } from '../../../machines/money/numberConventions.ts';
import { percentInputText } from '../../../machines/money/percent.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { color, font, space } from '../../styles/tokens.ts';
import { LOCATION_HISTORY_TEXTS } from './locationHistoryTexts.ts';
import { createLocationFormGate, provideLocationForm } from './locationsLogic.ts';
import { countryCodes, countryName, currencyName, LATE_CHARGE_KIND_LABELS, LOCATION_FIELD_LABELS, locationErrorText, PAYOFF_INTEREST_LABELS, locationValueText, timeZoneLabel } from './locationTexts.ts';
import { lateChargeSummaryText } from '../../components/lateChargeTexts.ts';

const formCss = css`display: grid; gap: ${space.lg}; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));`;
const wideCss = css`grid-column: 1 / -1;`;
const historyCss = css`margin-block-start: ${space.lg};`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const hintCss = css`margin: ${space.xs} 0 0; font-size: ${font.size.sm}; color: ${color.muted};`;
const actionsCss = css`grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;
const noticeCss = css`grid-column: 1 / -1; display: grid; gap: ${space.sm}; h3 { margin: 0; font-size: ${font.size.md}; } p { margin: 0; }`;
const compareCss = css`border-collapse: collapse; th, td { padding: ${space.xs} ${space.sm}; text-align: start; border-block-start: 1px solid ${color.border}; }`;

const REQUIRED: ReadonlySet<LocationField> = new Set(['name', 'country', 'currency', 'time_zone', 'minor_digits', 'grace_days', 'cash_tolerance', 'late_charge_value', 'late_charge_every_days', 'backdate_days']);
const TEXT_FIELDS = ['name', 'address', 'city'] as const;
/** Codes and zones are written left to right whatever the language (Arabic included). */
const LTR_FIELDS: ReadonlySet<LocationField> = new Set(['country', 'currency', 'time_zone', 'minor_digits', 'grace_days', 'cash_tolerance', 'late_charge_value', 'late_charge_every_days', 'late_charge_cap', 'backdate_days']);
const groupCss = css`grid-column: 1 / -1; display: grid; gap: ${space.lg}; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); margin: 0; padding: ${space.md}; border: 1px solid ${color.border}; border-radius: 6px; legend { padding: 0 ${space.xs}; font-weight: 600; }`;
const summaryCss = css`grid-column: 1 / -1; margin: 0;`;
const choiceCss = css`border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: ${space.xs}; legend { padding: 0; }`;
const radioCss = css`display: flex; align-items: flex-start; gap: ${space.sm}; input { margin: 0.2em 0 0; flex: none; }`;

const canEditLocations = selectCan('location.edit');
const canChangeFourEyes = selectCan('location.fourEyes');
const checkboxCss = css`display: flex; gap: ${space.sm}; align-items: center; font-weight: 600; input { inline-size: 1.1rem; block-size: 1.1rem; margin: 0; }`;

/**
 * 'Nueva ubicación' (id null) and a location's settings (id): the location form machine on screen.
 * Without `location.edit` the same fields are shown read-only and nothing can be sent. Codes
 * (country, currency, time zone) are typed or picked from lists named in the active language.
 */
export function LocationForm({ id }: { id: number | null }) {
  const { t, i18n } = useLingui();
  const app = useApp();
  const navigate = useNavigate();
  const locale = useSelector(app.settings, selectLocale);
  const mayEdit = useSelector(app.session, canEditLocations);
  const mayChangeFourEyes = useSelector(app.session, canChangeFourEyes);
  const active = useActiveLocation();
  const prefix = useId();
  const idOf = (field: LocationField) => `${prefix}-${field}`;
  const [gate] = useState(createLocationFormGate);
  gate.onFocus((field) => document.getElementById(idOf(field))?.focus());
  const form = useScreenActor((sofia) => provideLocationForm(sofia.deps, gate, active.reload), { input: { id, conventions: numberConventions(intlLocaleOf(locale)) } });
  const view = useView(form, connectLocationForm);
  useUnsavedChangesGuard(view.unsaved && mayEdit, gate, view.requestLeave);

  // A new location, once saved: back to the list, where it now is.
  const createdId = id === null ? view.saved?.id : undefined;
  useEffect(() => {
    if (createdId !== undefined) void navigate('/conf_ubicacion', { replace: true });
  }, [createdId, navigate]);

  const currencies = useMemo(() => knownCurrencies().map((code) => ({ code, label: currencyName(locale, code) })), [locale]);
  const zones = useMemo(() => knownTimeZones(), []);
  const countries = useMemo(() => countryCodes().map((code) => ({ code, label: countryName(locale, code) })), [locale]);

  if (view.notice === 'loading') return <p role="status">{t`Cargando la ubicación…`}</p>;
  if (view.notice === 'loadFailed') {
    return (
      <Card>
        <div css={noticeCss} role="alert">
          <h3>{view.failure === 'notFound' ? t`No existe esa ubicación` : t`No se pudo cargar la ubicación`}</h3>
          {view.failure !== 'notFound' && <p>{t`Compruebe la conexión e intente nuevamente.`}</p>}
          {view.failure !== 'notFound' && <div><Button onClick={view.retryLoad}>{t`Reintentar`}</Button></div>}
        </div>
      </Card>
    );
  }

  const readOnly = view.locked || !mayEdit;
  const conventions = numberConventions(intlLocaleOf(locale));
  const tolerancePreview = view.tolerance === null ? null : formatMoney(view.tolerance.minor, view.tolerance, locale);
  const percentCharge = view.values.late_charge_kind === 'percent';
  const percentExample = percentInputText(250, conventions);
  const lateChargeSummary = view.lateCharge === null ? null : lateChargeSummaryText(i18n, view.lateCharge, { currency: view.currency, digits: view.digits }, locale);
  // What each field's hint says (none for the plain texts); an input points only at what is shown.
  const hints: Partial<Record<LocationField, string | null>> = {
    country: view.country === null ? null : countryName(locale, view.country),
    currency: view.currency === null ? null : currencyName(locale, view.currency),
    minor_digits: view.digitsLocked ? t`No puede cambiar una vez creada la ubicación.` : t`Se ajusta a la moneda elegida.`,
    time_zone: t`La fecha de negocio es el día en esta zona.`,
    grace_days: t`Días después del vencimiento antes de contar una cuota como en mora.`,
    cash_tolerance: tolerancePreview ?? t`Diferencia del arqueo que no necesita aprobación.`,
    late_charge_value: percentCharge
      ? t`Porcentaje de la cuota vencida (capital más interés), por ejemplo ${percentExample}. 0: sin recargo.`
      : t`Monto por cada cobro. 0: sin recargo.`,
    late_charge_every_days: t`0: se cobra una sola vez. Otro número: se cobra de nuevo cada tantos días mientras la cuota siga impaga.`,
    late_charge_cap: t`Lo máximo que se cobra por cuota. Vacío: sin tope.`,
    payment_methods: t`Los que se ofrecen al registrar un pago. El efectivo siempre se acepta y entra en la caja; los demás no mueven la caja y piden una referencia.`,
    backdate_days: t`Un pago puede registrarse con una fecha valor de hasta estos días atrás; el efectivo entra en la caja de hoy.`,
    four_eyes: [
      view.values.four_eyes === 'false'
        ? t`Desactivada: quien presenta una solicitud de préstamo, o pide cerrar la caja con diferencia, también puede aprobarla.`
        : t`Activada: quien presenta una solicitud de préstamo, o pide cerrar la caja con diferencia, no puede aprobarla: otra persona debe hacerlo.`,
      mayChangeFourEyes ? '' : t`Solo un administrador puede cambiarla.`,
    ].filter(Boolean).join(' '),
  };
  const describedBy = (field: LocationField) =>
    [view.errors[field] ? `${idOf(field)}-error` : '', hints[field] ? `${idOf(field)}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: LocationField) => {
    const error = view.errors[field];
    return error ? <p id={`${idOf(field)}-error`} css={errorCss}>{locationErrorText(i18n, field, error, conventions, view.digits, percentCharge)}</p> : null;
  };
  const common = (field: LocationField) => ({
    id: idOf(field),
    css: inputCss,
    readOnly,
    autoComplete: 'off',
    dir: LTR_FIELDS.has(field) ? 'ltr' : 'auto',
    value: view.values[field],
    'aria-invalid': view.errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    'aria-required': (mayEdit && REQUIRED.has(field)) || undefined,
    onChange: (event: { target: { value: string } }) => view.change(field, event.target.value),
  });
  const label = (field: LocationField) => (
    <label css={labelCss} htmlFor={idOf(field)}>{i18n._(LOCATION_FIELD_LABELS[field])}{mayEdit && REQUIRED.has(field) ? ' *' : ''}</label>
  );
  const hint = (field: LocationField) => {
    const text = hints[field];
    return text ? <p id={`${idOf(field)}-hint`} css={hintCss}>{text}</p> : null;
  };

  const title = id === null ? t`Nueva ubicación` : t`Datos de la ubicación`;

  return (
    <>
    <Card labelledBy={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="visually-hidden">{title}</h2>
      {!mayEdit && <p css={mutedCss} role="note">{t`Solo lectura: su rol no permite cambiar la ubicación.`}</p>}
      <form
        css={formCss}
        noValidate
        aria-busy={view.saving}
        onSubmit={(event) => {
          event.preventDefault();
          if (mayEdit) view.submit();
        }}
      >
        {TEXT_FIELDS.map((field) => (
          <div key={field}>
            {label(field)}
            <input {...common(field)} type="text" />
            {errorOf(field)}
          </div>
        ))}
        <div>
          {label('country')}
          <input {...common('country')} type="text" list={`${prefix}-countries`} maxLength={2} />
          <datalist id={`${prefix}-countries`}>{countries.map((c) => <option key={c.code} value={c.code}>{c.label}</option>)}</datalist>
          {hint('country')}
          {errorOf('country')}
        </div>
        <div>
          {label('currency')}
          <input {...common('currency')} type="text" list={`${prefix}-currencies`} maxLength={3} />
          <datalist id={`${prefix}-currencies`}>{currencies.map((c) => <option key={c.code} value={c.code}>{c.label}</option>)}</datalist>
          {hint('currency')}
          {errorOf('currency')}
        </div>
        <div>
          {label('minor_digits')}
          <input {...common('minor_digits')} type="text" inputMode="numeric" readOnly={readOnly || view.digitsLocked} />
          {hint('minor_digits')}
          {errorOf('minor_digits')}
        </div>
        <div>
          {label('time_zone')}
          <input {...common('time_zone')} type="text" list={`${prefix}-zones`} />
          <datalist id={`${prefix}-zones`}>{zones.map((zone) => <option key={zone} value={zone}>{timeZoneLabel(locale, zone)}</option>)}</datalist>
          {hint('time_zone')}
          {errorOf('time_zone')}
        </div>
        <div>
          {label('grace_days')}
          <input {...common('grace_days')} type="text" inputMode="numeric" />
          {hint('grace_days')}
          {errorOf('grace_days')}
        </div>
        <div>
          {label('cash_tolerance')}
          <input {...common('cash_tolerance')} type="text" inputMode="decimal" />
          {hint('cash_tolerance')}
          {errorOf('cash_tolerance')}
        </div>
        <fieldset css={groupCss} aria-describedby={lateChargeSummary === null ? undefined : `${prefix}-late-summary`}>
          <legend>{t`Recargo por mora`}</legend>
          <div>
            {label('late_charge_kind')}
            <select
              id={idOf('late_charge_kind')}
              css={inputCss}
              disabled={readOnly}
              value={view.values.late_charge_kind}
              aria-invalid={view.errors.late_charge_kind ? true : undefined}
              aria-describedby={describedBy('late_charge_kind')}
              onChange={(event) => view.change('late_charge_kind', event.target.value)}
            >
              <option value="fixed">{i18n._(LATE_CHARGE_KIND_LABELS.fixed)}</option>
              <option value="percent">{i18n._(LATE_CHARGE_KIND_LABELS.percent)}</option>
            </select>
            {errorOf('late_charge_kind')}
          </div>
          <div>
            {label('late_charge_value')}
            <input {...common('late_charge_value')} type="text" inputMode="decimal" />
            {hint('late_charge_value')}
            {errorOf('late_charge_value')}
          </div>
          <div>
            {label('late_charge_every_days')}
            <input {...common('late_charge_every_days')} type="text" inputMode="numeric" />
            {hint('late_charge_every_days')}
            {errorOf('late_charge_every_days')}
          </div>
          <div>
            {label('late_charge_cap')}
            <input {...common('late_charge_cap')} type="text" inputMode="decimal" />
            {hint('late_charge_cap')}
            {errorOf('late_charge_cap')}
          </div>
          {lateChargeSummary !== null && <p id={`${prefix}-late-summary`} css={summaryCss}>{lateChargeSummary}</p>}
        </fieldset>
        <fieldset css={groupCss}>
          <legend>{t`Pagos`}</legend>
          {/* Radios, not a select: the choices are sentences that a closed select would cut at phone widths. */}
          <fieldset css={choiceCss} aria-describedby={describedBy('payoff_interest')}>
            <legend css={labelCss}>{i18n._(LOCATION_FIELD_LABELS.payoff_interest)}</legend>
            {PAYOFF_INTEREST.map((choice, index) => (
              <label key={choice} css={radioCss}>
                <input
                  type="radio"
                  name={idOf('payoff_interest')}
                  id={index === 0 ? idOf('payoff_interest') : undefined}
                  value={choice}
                  checked={view.values.payoff_interest === choice}
                  disabled={readOnly}
                  aria-invalid={view.errors.payoff_interest ? true : undefined}
                  onChange={() => view.change('payoff_interest', choice)}
                />
                <span>{i18n._(PAYOFF_INTEREST_LABELS[choice])}</span>
              </label>
            ))}
            {errorOf('payoff_interest')}
          </fieldset>
          <div>
            {label('backdate_days')}
            <input {...common('backdate_days')} type="text" inputMode="numeric" />
            {hint('backdate_days')}
            {errorOf('backdate_days')}
          </div>
          {/* Checkboxes: each method on or off; cash always (docs/decisions.md, 'Payment methods'). */}
          <fieldset css={choiceCss} aria-describedby={describedBy('payment_methods')}>
            <legend css={labelCss}>{i18n._(LOCATION_FIELD_LABELS.payment_methods)}</legend>
            {PAYMENT_METHODS.map((method, index) => (
              <label key={method} css={radioCss}>
                <input
                  type="checkbox"
                  name={idOf('payment_methods')}
                  id={index === 0 ? idOf('payment_methods') : undefined}
                  value={method}
                  checked={method === 'cash' || methodsOfText(view.values.payment_methods).includes(method)}
                  disabled={readOnly || method === 'cash'}
                  aria-invalid={view.errors.payment_methods ? true : undefined}
                  onChange={(event) => view.change('payment_methods', withMethod(view.values.payment_methods, method, event.target.checked))}
                />
                <span>{i18n._(METHOD_LABELS[method])}</span>
              </label>
            ))}
            {hint('payment_methods')}
            {errorOf('payment_methods')}
          </fieldset>
        </fieldset>
        <div css={wideCss}>
          {label('receipt_footer')}
          <textarea {...common('receipt_footer')} rows={3} />
          {errorOf('receipt_footer')}
        </div>
        <div css={wideCss}>
          <label css={checkboxCss}>
            <input
              id={idOf('four_eyes')}
              type="checkbox"
              checked={view.values.four_eyes !== 'false'}
              // Only an administrator turns it on or off (location.fourEyes; docs/decisions.md, 'Four eyes').
              disabled={readOnly || !mayChangeFourEyes}
              aria-describedby={describedBy('four_eyes')}
              onChange={(event) => view.change('four_eyes', event.target.checked ? 'true' : 'false')}
            />
            {i18n._(LOCATION_FIELD_LABELS.four_eyes)}
          </label>
          {hint('four_eyes')}
        </div>

        {view.notice === 'saved' && <p css={wideCss} role="status">{t`Ubicación guardada.`}</p>}
        {view.notice === 'failed' && (
          <div css={noticeCss} role="alert">
            <h3>{t`No se pudo guardar`}</h3>
            <p>
              {view.failure === 'forbidden'
                ? t`Su rol no permite cambiar la ubicación.`
                : view.failure === 'refused'
                  ? t`El servidor rechazó los datos. Revíselos y guarde de nuevo.`
                  : t`Lo que escribió se conserva. Compruebe la conexión e intente nuevamente.`}
            </p>
            <div><Button onClick={view.retry}>{t`Reintentar`}</Button></div>
          </div>
        )}
        {(view.notice === 'conflict' || view.notice === 'reloading') && (
          <div css={noticeCss} role="alert">
            <h3>{t`Otra persona cambió esta ubicación`}</h3>
            <p>{t`Mientras usted editaba, otra persona guardó cambios en esta ubicación. Lo que usted escribió se conserva: recargue para comparar antes de decidir.`}</p>
            {view.failure !== null && <p>{t`No se pudo recargar la ubicación. Intente nuevamente.`}</p>}
            <div>
              <Button onClick={view.reload} disabled={view.notice === 'reloading'} aria-busy={view.notice === 'reloading'}>
                {view.notice === 'reloading' ? t`Recargando…` : t`Recargar`}
              </Button>
            </div>
          </div>
        )}
        {view.notice === 'comparing' && (
          <div css={noticeCss} role="alert">
            <h3>{t`Otra persona cambió esta ubicación`}</h3>
            <table css={compareCss}>
              <caption className="visually-hidden">{t`Lo que usted escribió y lo guardado ahora`}</caption>
              <thead>
                <tr><th scope="col">{t`Dato`}</th><th scope="col">{t`Lo que usted escribió`}</th><th scope="col">{t`Lo guardado ahora`}</th></tr>
              </thead>
              <tbody>
                {view.differences.map((difference) => (
                  <tr key={difference.field}>
                    <th scope="row">{i18n._(LOCATION_FIELD_LABELS[difference.field])}</th>
                    <td dir="auto">{locationValueText(i18n, difference.field, difference.typed) || '—'}</td>
                    <td dir="auto">{locationValueText(i18n, difference.field, difference.stored) || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {view.differences.length === 0 && <p>{t`Lo guardado ahora coincide con lo que usted escribió.`}</p>}
            <div css={actionsCss}>
              <Button variant="secondary" onClick={view.takeStored}>{t`Usar lo guardado`}</Button>
              <Button onClick={view.keepMine}>{t`Mantener lo que escribí`}</Button>
            </div>
          </div>
        )}

        <div css={actionsCss}>
          <Button variant="secondary" onClick={() => void navigate('/conf_ubicacion')}>{mayEdit ? t`Cancelar` : t`Volver`}</Button>
          {mayEdit && <Button type="submit" disabled={!view.canSubmit} aria-busy={view.saving}>{view.saving ? t`Guardando…` : t`Guardar`}</Button>}
        </div>
      </form>

      <Modal
        open={view.askingToLeave}
        role="alertdialog"
        width={460}
        title={t`¿Descartar los cambios?`}
        description={t`Los datos de la ubicación no se guardaron. Si sale de esta página, se perderán.`}
        onClose={view.stay}
      >
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.stay}>{t`Seguir editando`}</Button>
          <Button onClick={view.confirmLeave}>{t`Descartar cambios`}</Button>
        </div>
      </Modal>
    </Card>
    {/* Keyed by the stored version: a save (or a reload after a 409) reads the history again. */}
    {id !== null && view.storedVersion !== null && (
      <div css={historyCss}>
        <HistoryPanel key={view.storedVersion} record={{ area: 'ubicaciones', id }} texts={LOCATION_HISTORY_TEXTS} />
      </div>
    )}
    </>
  );
}
