import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { DueRow } from '../../machines/receivables/due.schema.ts';
import { selectLocale } from '../../machines/settings/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { formatBusinessDate } from '../i18n/format.ts';
import { DueSchedule, type DueColumn } from './DueSchedule.tsx';

/**
 * 'Cronograma' of a record paid in installments (a loan, a debt, a fee): number and due date, the
 * area's parts of each installment (a loan's principal, interest and charges; a debt has none),
 * then the installment, what was paid and what is left, and its status (DueSchedule).
 */
export function InstallmentSchedule<Row extends DueRow>({
  rows,
  money,
  parts = [],
  numberOf = (row) => row.number,
}: {
  rows: readonly Row[];
  money: (minor: number) => string;
  parts?: readonly DueColumn<Row>[];
  /** The N° cell (a loan names its prepayment row: '2 (prepago)'); the number by default. */
  numberOf?: (row: Row) => ReactNode;
}) {
  const { t } = useLingui();
  const locale = useSelector(useApp().settings, selectLocale);
  return (
    <DueSchedule
      caption={t`Cronograma`}
      rows={rows}
      columns={[
        { header: t`N°`, cell: numberOf },
        { header: t`Vencimiento`, cell: (row) => formatBusinessDate(row.due_date, locale) },
        ...parts,
        { header: t`Cuota`, numeric: true, cell: (row) => money(row.total) },
        { header: t`Pagado`, numeric: true, cell: (row) => money(row.paid) },
        { header: t`Por pagar`, numeric: true, cell: (row) => money(row.outstanding) },
      ]}
    />
  );
}
