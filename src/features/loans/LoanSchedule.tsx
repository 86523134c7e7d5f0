import { useLingui } from '@lingui/react/macro';
import type { InstallmentRow } from '../../../machines/loans/loanScreens.ts';
import { InstallmentSchedule } from '../../components/InstallmentSchedule.tsx';

/**
 * 'Cronograma' of a loan: each installment as it stands at the business date (the server derives its status), with its parts;
 * the row a prepayment's schedule version starts with says so ('3 (prepago)').
 */
export function LoanSchedule({ rows, money, prepaymentRows = [] }: { rows: readonly InstallmentRow[]; money: (minor: number) => string; prepaymentRows?: readonly number[] }) {
  const { t } = useLingui();
  return (
    <InstallmentSchedule
      rows={rows}
      money={money}
      numberOf={(row) => (prepaymentRows.includes(row.number) ? t`${row.number} (prepago)` : row.number)}
      parts={[
        { header: t`Capital`, numeric: true, cell: (row) => money(row.principal) },
        { header: t`Interés`, numeric: true, cell: (row) => money(row.interest) },
        { header: t`Cargos`, numeric: true, cell: (row) => money(row.charges) },
      ]}
    />
  );
}
