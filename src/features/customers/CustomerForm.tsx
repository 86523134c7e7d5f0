import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  connectCustomerForm,
  CUSTOMER_STATUSES,
  DOCUMENT_TYPES,
  type Customer,
  type CustomerField,
} from '../../../machines/customers/index.ts';
import { Modal } from '../../components/screen/Modal.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useUnsavedChangesGuard } from '../../components/screen/useUnsavedChangesGuard.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, Card, inputCss, labelCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { createFormGate, provideCustomerForm } from './customersLogic.ts';
import { DOCUMENT_TYPE_LABELS, FIELD_LABELS, fieldDir, fieldErrorText, fieldLabel, STATUS_LABELS, valueText } from './customerTexts.ts';

const formCss = css`display: grid; gap: ${space.lg}; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const actionsCss = css`grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;
const noticeCss = css`grid-column: 1 / -1; display: grid; gap: ${space.sm}; h3 { margin: 0; font-size: ${font.size.md}; } p { margin: 0; }`;
const compareCss = css`border-collapse: collapse; th, td { padding: ${space.xs} ${space.sm}; text-align: start; border-block-start: 1px solid ${color.border}; }`;

const TEXT_FIELDS = ['document_number', 'name', 'phone', 'address'] as const;
const REQUIRED: ReadonlySet<CustomerField> = new Set(['document_number', 'name']);

/**
 * 'Nuevo cliente' (customer null) and 'Editar cliente': the customer form machine on screen. Every
 * input has its label; an error is linked to its input (`aria-describedby`, `aria-invalid`) and a
 * refused submit moves the focus to the first invalid field.
 */
export function CustomerForm({ customer }: { customer: Customer | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const prefix = useId();
  const idOf = (field: CustomerField) => `${prefix}-${field}`;
  const [gate] = useState(createFormGate);
  gate.onFocus((field) => document.getElementById(idOf(field))?.focus());
  const form = useScreenActor((app) => provideCustomerForm(app.deps, gate), { input: { customer } });
  const view = useView(form, connectCustomerForm);
  useUnsavedChangesGuard(view.unsaved, gate, view.requestLeave);

  // Saved: the customer's page, with what was stored.
  const savedId = view.saved?.id;
  useEffect(() => {
    if (savedId !== undefined) void navigate(`/clientes/${savedId}`, { replace: customer === null });
  }, [savedId, navigate, customer]);

  const describedBy = (field: CustomerField) => (view.errors[field] ? `${idOf(field)}-error` : undefined);
  const errorOf = (field: CustomerField) => {
    const error = view.errors[field];
    if (!error) return null;
    const holder = field === 'document_number' ? view.duplicateOf : null;
    return (
      <p id={`${idOf(field)}-error`} css={errorCss}>
        {fieldErrorText(i18n, field, error)}
        {holder !== null && (
          <>
            {' '}
            <Link to={`/clientes/${holder}`}>{t`Ver el cliente N° ${holder}`}</Link>
          </>
        )}
      </p>
    );
  };
  const common = (field: CustomerField) => ({
    id: idOf(field),
    css: inputCss,
    'aria-invalid': view.errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
    'aria-required': REQUIRED.has(field) || undefined,
  });

  return (
    <Card labelledBy={`${prefix}-title`}>
      <h2 id={`${prefix}-title`} className="visually-hidden">{customer === null ? t`Nuevo cliente` : t`Editar cliente`}</h2>
      <form
        css={formCss}
        noValidate
        aria-busy={view.saving}
        onSubmit={(event) => {
          event.preventDefault();
          view.submit();
        }}
      >
        <div>
          <label css={labelCss} htmlFor={idOf('document_type')}>{i18n._(FIELD_LABELS.document_type)}</label>
          <select {...common('document_type')} disabled={view.locked} value={view.values.document_type} onChange={(event) => view.change('document_type', event.target.value)}>
            {DOCUMENT_TYPES.map((type) => <option key={type} value={type}>{i18n._(DOCUMENT_TYPE_LABELS[type])}</option>)}
          </select>
          {errorOf('document_type')}
        </div>
        {TEXT_FIELDS.map((field) => (
          <div key={field}>
            <label css={labelCss} htmlFor={idOf(field)}>{i18n._(FIELD_LABELS[field])}{REQUIRED.has(field) ? ' *' : ''}</label>
            <input
              {...common(field)}
              // Read-only, not disabled, while waiting: the focus can still reach a refused field.
              readOnly={view.locked}
              type={field === 'phone' ? 'tel' : 'text'}
              dir={fieldDir(field)}
              autoComplete="off"
              value={view.values[field]}
              onChange={(event) => view.change(field, event.target.value)}
            />
            {errorOf(field)}
          </div>
        ))}
        <div>
          <label css={labelCss} htmlFor={idOf('status')}>{i18n._(FIELD_LABELS.status)}</label>
          <select {...common('status')} disabled={view.locked} value={view.values.status} onChange={(event) => view.change('status', event.target.value)}>
            {CUSTOMER_STATUSES.map((status) => <option key={status} value={status}>{i18n._(STATUS_LABELS[status])}</option>)}
          </select>
          {errorOf('status')}
        </div>

        {view.notice === 'failed' && (
          <div css={noticeCss} role="alert">
            <h3>{t`No se pudo guardar`}</h3>
            <p>{view.failure === 'forbidden' ? t`Su rol no permite guardar clientes.` : t`Lo que escribió se conserva. Compruebe la conexión e intente nuevamente.`}</p>
            <div><Button onClick={view.retry}>{t`Reintentar`}</Button></div>
          </div>
        )}
        {(view.notice === 'conflict' || view.notice === 'reloading') && (
          <div css={noticeCss} role="alert">
            <h3>{t`Otra persona cambió este cliente`}</h3>
            <p>{t`Mientras usted editaba, otra persona guardó cambios en este cliente. Lo que usted escribió se conserva: recargue para comparar antes de decidir.`}</p>
            {view.failure !== null && <p>{t`No se pudo recargar el cliente. Intente nuevamente.`}</p>}
            <div>
              <Button onClick={view.reload} disabled={view.notice === 'reloading'} aria-busy={view.notice === 'reloading'}>
                {view.notice === 'reloading' ? t`Recargando…` : t`Recargar`}
              </Button>
            </div>
          </div>
        )}
        {view.notice === 'comparing' && (
          <div css={noticeCss} role="alert">
            <h3>{t`Otra persona cambió este cliente`}</h3>
            <table css={compareCss}>
              <caption className="visually-hidden">{t`Lo que usted escribió y lo guardado ahora`}</caption>
              <thead>
                <tr><th scope="col">{t`Dato`}</th><th scope="col">{t`Lo que usted escribió`}</th><th scope="col">{t`Lo guardado ahora`}</th></tr>
              </thead>
              <tbody>
                {view.differences.map((difference) => (
                  <tr key={difference.field}>
                    <th scope="row">{fieldLabel(i18n, difference.field)}</th>
                    <td dir={fieldDir(difference.field)}>{valueText(i18n, difference.field, difference.typed)}</td>
                    <td dir={fieldDir(difference.field)}>{valueText(i18n, difference.field, difference.stored)}</td>
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
          <Button variant="secondary" onClick={() => void navigate(customer === null ? '/clientes' : `/clientes/${customer.id}`)}>{t`Cancelar`}</Button>
          <Button type="submit" disabled={!view.canSubmit} aria-busy={view.saving}>{view.saving ? t`Guardando…` : t`Guardar`}</Button>
        </div>
      </form>

      <Modal
        open={view.askingToLeave}
        role="alertdialog"
        width={460}
        title={t`¿Descartar los cambios?`}
        description={t`Los datos del cliente no se guardaron. Si sale de esta página, se perderán.`}
        onClose={view.stay}
      >
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.stay}>{t`Seguir editando`}</Button>
          <Button onClick={view.confirmLeave}>{t`Descartar cambios`}</Button>
        </div>
      </Modal>
    </Card>
  );
}
