import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { AllocationRow } from '../../../machines/payments/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { space } from '../../styles/tokens.ts';

const tableCss = css`
  width: 100%; border-collapse: collapse;
  th, td { padding: ${space.xs} ${space.sm}; text-align: end; }
  th:first-of-type, td:first-of-type { text-align: start; }
`;

/** Which installment a payment pays, part by part (charges, interest, principal), and what is left over. */
export function AllocationTable({ caption, rows, overpayment, money }: { caption: string; rows: readonly AllocationRow[]; overpayment: Minor; money(minor: Minor): string }) {
  const { t } = useLingui();
  return (
    <table css={tableCss}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Cuota`}</th>
          <th scope="col">{t`Cargos`}</th>
          <th scope="col">{t`Interés`}</th>
          <th scope="col">{t`Capital`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.number}>
            <th scope="row">{row.number}</th>
            <td>{money(row.charges)}</td>
            <td>{money(row.interest)}</td>
            <td>{money(row.principal)}</td>
          </tr>
        ))}
        {overpayment > 0 && (
          <tr>
            <th scope="row">{t`Pagado de más`}</th>
            <td colSpan={3}>{money(overpayment)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
