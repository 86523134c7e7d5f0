import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { InstallmentRow } from '../../../machines/loans/loanScreens.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { DueSchedule } from '../../components/DueSchedule.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';

/** 'Cronograma' of a loan: each installment as it stands at the business date (the server derives its status). */
export function LoanSchedule({ rows, money }: { rows: readonly InstallmentRow[]; money: (minor: number) => string }) {
  const { t } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  return (
    <DueSchedule
      caption={t`Cronograma`}
      rows={rows}
      columns={[
        { header: t`N°`, cell: (row) => row.number },
        { header: t`Vencimiento`, cell: (row) => formatBusinessDate(row.due_date, locale) },
        { header: t`Capital`, numeric: true, cell: (row) => money(row.principal) },
        { header: t`Interés`, numeric: true, cell: (row) => money(row.interest) },
        { header: t`Cargos`, numeric: true, cell: (row) => money(row.charges) },
        { header: t`Cuota`, numeric: true, cell: (row) => money(row.total) },
        { header: t`Pagado`, numeric: true, cell: (row) => money(row.paid) },
        { header: t`Por pagar`, numeric: true, cell: (row) => money(row.outstanding) },
      ]}
    />
  );
}
