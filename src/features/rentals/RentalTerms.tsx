import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { RentalTermRow } from '../../../machines/rentals/rentalScreens.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { DueSchedule } from '../../components/DueSchedule.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';

/**
 * A contract's terms as they stand at the business date (the server derives them, late fees
 * included: one per overdue term, never twice): the period, its due date, the rent, the late fee,
 * what was paid and what is left, and the term's status in the receivables' shared words.
 */
export function RentalTerms({ rows, money }: { rows: readonly RentalTermRow[]; money: (minor: number) => string }) {
  const { t } = useLingui();
  const app = useApp();
  const locale = useSelector(app.settings, selectLocale);
  const date = (value: string) => formatBusinessDate(value, locale);
  return (
    <DueSchedule
      caption={t`Períodos`}
      rows={rows}
      columns={[
        { header: t`Período`, cell: (row) => <bdi>{`${date(row.period_from)} – ${date(row.period_to)}`}</bdi> },
        { header: t`Vencimiento`, cell: (row) => date(row.due_date) },
        { header: t`Alquiler`, numeric: true, cell: (row) => money(row.principal) },
        { header: t`Recargo`, numeric: true, cell: (row) => money(row.charges) },
        { header: t`Pagado`, numeric: true, cell: (row) => money(row.paid) },
        { header: t`Saldo`, numeric: true, cell: (row) => money(row.outstanding) },
      ]}
    />
  );
}
