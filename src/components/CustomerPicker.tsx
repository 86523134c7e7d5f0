import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { PickedCustomer } from '../../machines/records/customerPick.ts';
import { color, font, space } from '../styles/tokens.ts';
import { Button, inputCss, labelCss, mutedCss } from './ui.tsx';

const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const resultsCss = css`list-style: none; margin: ${space.sm} 0 0; padding: 0; display: grid; gap: ${space.xs}; li { display: flex; flex-wrap: wrap; gap: ${space.sm}; align-items: center; justify-content: space-between; }`;
const searchRowCss = css`display: flex; gap: ${space.sm}; input { flex: 1 1 auto; }`;

/** The picker's part of a form's view model (machines/records/customerPick.ts). */
export interface CustomerPickerView {
  customer: PickedCustomer | null;
  results: PickedCustomer[];
  searching: boolean;
  searchFailed: boolean;
  searched: boolean;
  locked: boolean;
  searchCustomers(search: string): void;
  pick(customer: PickedCustomer): void;
  clearCustomer(): void;
}

/**
 * The customer a record is for (a loan's 'Cliente', a contract's 'Inquilino'): a search of
 * /clientes, the customers found with 'Elegir', then the one chosen with 'Cambiar cliente'. A
 * blocked customer is marked. `controlId` is the id of the control that takes the focus (the search
 * box, or 'Cambiar cliente' once chosen); `error` is linked to it. A list's filter by customer
 * uses it too: not `required`, and its `clearLabel` says what clearing does there.
 */
export function CustomerPicker({ view, legend, controlId, error, required = true, clearLabel }: {
  view: CustomerPickerView;
  legend: string;
  controlId: string;
  error: { id: string; text: string } | null;
  required?: boolean;
  clearLabel?: string;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const describedBy = error === null ? undefined : error.id;
  const errorLine: ReactNode = error === null ? null : <p id={error.id} css={errorCss}>{error.text}</p>;
  const customer = view.customer;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, gridColumn: '1 / -1' }}>
      <legend css={labelCss}>{required ? `${legend} *` : legend}</legend>
      {customer !== null ? (
        <div>
          <p style={{ margin: 0 }}>
            <span dir="auto">{customer.name}</span> · <bdi dir="ltr">{customer.document}</bdi>
            {customer.blocked && <strong> · {t`bloqueado`}</strong>}
          </p>
          {/* The customer's control while one is chosen: a refused submit focuses it. */}
          <Button id={controlId} variant="secondary" onClick={view.clearCustomer} disabled={view.locked} aria-describedby={describedBy}>{clearLabel ?? t`Cambiar cliente`}</Button>
          {errorLine}
        </div>
      ) : (
        <div>
          <label css={labelCss} htmlFor={controlId}>{t`Buscar cliente`}</label>
          <div css={searchRowCss}>
            <input
              id={controlId}
              css={inputCss}
              type="search"
              autoComplete="off"
              placeholder={t`Nombre o documento`}
              value={search}
              aria-invalid={error !== null ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  view.searchCustomers(search);
                }
              }}
            />
            <Button variant="secondary" onClick={() => view.searchCustomers(search)} aria-busy={view.searching}>{t`Buscar`}</Button>
          </div>
          {errorLine}
          <div role="status">
            {view.searching && <p css={mutedCss}>{t`Buscando clientes…`}</p>}
            {view.searchFailed && <p css={errorCss}>{t`No se pudo buscar clientes. Intente nuevamente.`}</p>}
            {view.searched && view.results.length === 0 && <p css={mutedCss}>{t`Ningún cliente coincide con la búsqueda.`}</p>}
          </div>
          {view.results.length > 0 && (
            <ul css={resultsCss} aria-label={t`Clientes encontrados`}>
              {view.results.map((found) => {
                const name = found.name;
                return (
                  <li key={found.id}>
                    <span>
                      <span dir="auto">{found.name}</span> · <bdi dir="ltr">{found.document}</bdi>
                      {found.blocked && <strong> · {t`bloqueado`}</strong>}
                    </span>
                    <Button variant="secondary" onClick={() => view.pick(found)} aria-label={t`Elegir a ${name}`}>{t`Elegir`}</Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
