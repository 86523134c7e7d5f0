import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { DueRow } from '../../../machines/receivables/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { DueSchedule } from '../../components/DueSchedule.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';

/**
 * 'Cronograma' of a debt or a fee: each installment as it stands at the business date (the server
 * replays the payments). A debt carries no interest nor charges, so each row is one amount, unlike
 * a loan's installment; the table is every receivable's (src/components/DueSchedule.tsx).
 */
export function DebtSchedule({ rows, money }: { rows: readonly DueRow[]; money: (minor: number) => string }) {
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
        { header: t`Cuota`, numeric: true, cell: (row) => money(row.total) },
        { header: t`Pagado`, numeric: true, cell: (row) => money(row.paid) },
        { header: t`Por pagar`, numeric: true, cell: (row) => money(row.outstanding) },
      ]}
    />
  );
}
