import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CustomerFilterView } from '../../machines/records/customerFilter.connect.ts';
import type { PickedCustomer } from '../../machines/records/customerPick.ts';
import { space } from '../styles/tokens.ts';
import { CustomerPicker } from './CustomerPicker.tsx';
import { Button, labelCss } from './ui.tsx';

const pendingCss = css`display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm}; p { margin: 0; }`;
const boxCss = css`margin: 0 0 ${space.md};`;

/**
 * 'Cliente' over a records list: the shared customer picker as a filter (search, 'Elegir'); once
 * filtered, whose records are listed and 'Ver todos los clientes'. `onPick` / `onClear` put the
 * filter in the URL (its one source) besides telling the filter's view.
 */
export function CustomerFilter({ view, onPick, onClear }: { view: CustomerFilterView; onPick(customer: PickedCustomer): void; onClear(): void }) {
  const { t } = useLingui();
  const controlId = useId();
  const customerId = view.pendingId;
  const all = t`Ver todos los clientes`;
  return (
    <div css={boxCss}>
      {customerId !== null ? (
        <div role="group" aria-labelledby={`${controlId}-legend`}>
          <p id={`${controlId}-legend`} css={labelCss}>{t`Cliente`}</p>
          <div css={pendingCss}>
            <p role="status">{t`Cliente N° ${customerId}`}</p>
            <Button variant="secondary" onClick={onClear}>{all}</Button>
          </div>
        </div>
      ) : (
        <CustomerPicker
          view={{ ...view, pick: onPick, clearCustomer: onClear }}
          legend={t`Cliente`}
          controlId={controlId}
          error={null}
          required={false}
          clearLabel={all}
        />
      )}
    </div>
  );
}
