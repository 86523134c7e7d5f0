import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PickedCustomer } from '../../machines/records/customerPicker.ts';
import { color, font, space } from '../styles/tokens.ts';
import { Button, inputCss, labelCss, mutedCss } from './ui.tsx';

const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const resultsCss = css`list-style: none; margin: ${space.sm} 0 0; padding: 0; display: grid; gap: ${space.xs}; li { display: flex; flex-wrap: wrap; gap: ${space.sm}; align-items: center; justify-content: space-between; }`;
const searchRowCss = css`display: flex; gap: ${space.sm}; input { flex: 1 1 auto; }`;
const fieldsetCss = css`border: 0; padding: 0; margin: 0;`;

export interface CustomerPickerProps {
  /** The id of the search box, or of 'Cambiar cliente' once one is picked: a refused submit focuses it. */
  controlId: string;
  /** The id of the error's paragraph (the control is described by it). */
  errorId: string;
  /** The field's error as the form says it, or null. */
  error: string | null;
  customer: PickedCustomer | null;
  results: readonly PickedCustomer[];
  searching: boolean;
  searchFailed: boolean;
  /** A search was answered (an empty list then says "no customer matches"). */
  searched: boolean;
  /** While saving or saved: the customer can't be changed. */
  locked: boolean;
  onSearch(search: string): void;
  onPick(customer: PickedCustomer): void;
  onClear(): void;
  className?: string;
}

/**
 * 'Cliente' of a form: search /clientes by name or document ('Buscar', or Enter), pick one of the
 * results, 'Cambiar cliente' to search again. A blocked customer is said as such. The form's
 * machine holds the search and the pick; this is only its view.
 */
export function CustomerPicker(props: CustomerPickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const { customer, error, errorId, controlId } = props;
  const described = error !== null ? errorId : undefined;
  const errorLine = error === null ? null : <p id={errorId} css={errorCss}>{error}</p>;
  return (
    <fieldset className={props.className} css={fieldsetCss}>
      <legend css={labelCss}>{t`Cliente`} *</legend>
      {customer !== null ? (
        <div>
          <p style={{ margin: 0 }}>
            <span dir="auto">{customer.name}</span> · <bdi dir="ltr">{customer.document}</bdi>
            {customer.blocked && <strong> · {t`bloqueado`}</strong>}
          </p>
          <Button id={controlId} variant="secondary" onClick={props.onClear} disabled={props.locked} aria-describedby={described}>{t`Cambiar cliente`}</Button>
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
              aria-describedby={described}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  props.onSearch(search);
                }
              }}
            />
            <Button variant="secondary" onClick={() => props.onSearch(search)} aria-busy={props.searching}>{t`Buscar`}</Button>
          </div>
          {errorLine}
          <div role="status">
            {props.searching && <p css={mutedCss}>{t`Buscando clientes…`}</p>}
            {props.searchFailed && <p css={errorCss}>{t`No se pudo buscar clientes. Intente nuevamente.`}</p>}
            {props.searched && props.results.length === 0 && <p css={mutedCss}>{t`Ningún cliente coincide con la búsqueda.`}</p>}
          </div>
          {props.results.length > 0 && (
            <ul css={resultsCss} aria-label={t`Clientes encontrados`}>
              {props.results.map((found) => {
                const name = found.name;
                return (
                  <li key={found.id}>
                    <span>
                      <span dir="auto">{found.name}</span> · <bdi dir="ltr">{found.document}</bdi>
                      {found.blocked && <strong> · {t`bloqueado`}</strong>}
                    </span>
                    <Button variant="secondary" onClick={() => props.onPick(found)} aria-label={t`Elegir a ${name}`}>{t`Elegir`}</Button>
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
