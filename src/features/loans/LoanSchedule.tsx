import { useLingui } from '@lingui/react/macro';
import type { InstallmentRow } from '../../../machines/loans/loanScreens.ts';
import { InstallmentSchedule } from '../../components/InstallmentSchedule.tsx';

/** 'Cronograma' of a loan: each installment as it stands at the business date (the server derives its status), with its parts. */
export function LoanSchedule({ rows, money }: { rows: readonly InstallmentRow[]; money: (minor: number) => string }) {
  const { t } = useLingui();
  return (
    <InstallmentSchedule
      rows={rows}
      money={money}
      parts={[
        { header: t`Capital`, numeric: true, cell: (row) => money(row.principal) },
        { header: t`Interés`, numeric: true, cell: (row) => money(row.interest) },
        { header: t`Cargos`, numeric: true, cell: (row) => money(row.charges) },
      ]}
    />
  );
}
