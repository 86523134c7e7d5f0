import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { Settlement } from '../../../machines/rentals/rentalScreens.ts';
import { space } from '../../styles/tokens.ts';

const figuresCss = css`display: grid; grid-template-columns: max-content max-content; gap: ${space.xs} ${space.lg}; margin: 0; dt { font-weight: 600; } dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }`;

/**
 * How the deposit settles the contract: what was owed and the credit, the part of the deposit
 * applied, what is returned in cash and what is still owed. The stored settlement once closed; the
 * settle dialog shows the same figures as a preview (`settlementPreview`).
 */
export function RentalSettlement({ settlement, money }: { settlement: Settlement; money: (minor: number) => string }) {
  const { t } = useLingui();
  const rows: [string, number][] = [
    [t`Depósito de garantía`, settlement.deposit],
    [t`Adeudado`, settlement.owed],
    [t`Saldo a favor`, settlement.credit],
    [t`Aplicado del depósito`, settlement.applied],
    [t`Devuelto al inquilino`, settlement.returned],
    [t`Queda adeudado`, settlement.stillOwed],
  ];
  return (
    <dl css={figuresCss}>
      {rows.map(([term, amount]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{money(amount)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
