import { css } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AllocationRow } from '../../../machines/payments/index.ts';
import type { PaymentKind } from '../../../machines/payments/paymentKinds.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { space } from '../../styles/tokens.ts';

const tableCss = css`
  width: 100%; border-collapse: collapse;
  th, td { padding: ${space.xs} ${space.sm}; text-align: end; }
  td { font-variant-numeric: tabular-nums; white-space: nowrap; }
  tr > :first-child { text-align: start; }
`;

type Part = 'charges' | 'interest' | 'principal';

/**
 * The parts a kind's due has, named in its own words: a loan's installment has charges, interest
 * and principal; a rental's term a late fee and the rent; a debt's or a fee's installment one
 * amount. A part a kind never has is not a column (its allocation is always 0 there).
 */
const COLUMNS: Record<PaymentKind, { due: MessageDescriptor; parts: readonly { part: Part; label: MessageDescriptor }[] }> = {
  loan: { due: msg`Cuota`, parts: [{ part: 'charges', label: msg`Cargos` }, { part: 'interest', label: msg`Interés` }, { part: 'principal', label: msg`Capital` }] },
  rental: { due: msg`Período`, parts: [{ part: 'charges', label: msg`Recargo` }, { part: 'principal', label: msg`Alquiler` }] },
  debt: { due: msg`Cuota`, parts: [{ part: 'principal', label: msg`Importe` }] },
  fee: { due: msg`Cuota`, parts: [{ part: 'principal', label: msg`Importe` }] },
};

/** Which dues a payment pays, part by part in the kind's words, and what is left over. */
export function AllocationTable({ kind, caption, rows, overpayment, money }: { kind: PaymentKind; caption: string; rows: readonly AllocationRow[]; overpayment: Minor; money(minor: Minor): string }) {
  const { t, i18n } = useLingui();
  const columns = COLUMNS[kind];
  return (
    <ScrollRegion label={caption} bordered={false}>
      <table css={tableCss}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._(columns.due)}</th>
            {columns.parts.map(({ part, label }) => <th key={part} scope="col">{i18n._(label)}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number}>
              <th scope="row">{row.number}</th>
              {columns.parts.map(({ part }) => <td key={part}>{money(row[part])}</td>)}
            </tr>
          ))}
          {overpayment > 0 && (
            <tr>
              <th scope="row">{t`Pagado de más`}</th>
              <td colSpan={columns.parts.length}>{money(overpayment)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
