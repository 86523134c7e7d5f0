import { Plural, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { CASH_SESSION_STATUSES } from '../../../machines/cash/index.ts';
import { CASH_SESSION_URL_FILTERS, type CashSession } from '../../../machines/cashbox/index.ts';
import { connectRecordsList } from '../../../machines/records/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import type { DataColumn } from '../../components/DataTable.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { useUrlFilters } from '../../components/useUrlFilters.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { exportAmount, exportDate } from '../../components/spreadsheet/cells.ts';
import { Card } from '../../components/ui.tsx';
import { allCashSessionsOf, provideCashSessionsList } from './cashboxLogic.ts';
import { SESSION_STATUS_LABELS } from './cashboxTexts.ts';
import type { CashSessionSortColumn } from '../../../machines/cashbox/index.ts';
import { useSelector } from '@xstate/react';
import { selectLocale } from '../../../machines/settings/index.ts';
import { formatBusinessDate } from '../../i18n/format.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';

/** 'Sesiones anteriores': every session with its figures (box, user, dates, opening, expected, counted, difference, status). */
export function PastSessions({ money }: { money: (minor: number) => string }) {
  const app = useApp();
  const { t, i18n } = useLingui();
  const titleId = useId();
  const locale = useSelector(app.settings, selectLocale);
  const [allSessions] = useState(() => allCashSessionsOf(app.deps));
  const list = useScreenActor((sofia) => provideCashSessionsList(sofia.deps));
  const view = useUrlFilters(useView(list, connectRecordsList), CASH_SESSION_URL_FILTERS);
  const amount = (value: number | null) => (value === null ? '—' : money(value));
  const { format } = useActiveLocation();
  const columns: DataColumn<CashSession, CashSessionSortColumn>[] = [
    { key: 'opened_at', header: t`Fecha`, sortable: true, rowHeader: true, render: (s) => formatBusinessDate(s.business_date, locale) },
    { key: 'box_name', header: t`Caja`, sortable: true, render: (s) => s.box_name },
    { key: 'opened_by_name', header: t`Usuario`, render: (s) => s.opened_by_name },
    { key: 'opening_amount', numeric: true, header: t`Monto inicial`, render: (s) => money(s.opening_amount) },
    { key: 'expected_amount', numeric: true, header: t`Saldo esperado`, render: (s) => money(s.expected_amount) },
    { key: 'counted_amount', numeric: true, header: t`Efectivo contado`, render: (s) => amount(s.counted_amount) },
    { key: 'difference', numeric: true, header: t`Diferencia`, sortable: true, render: (s) => amount(s.difference) },
    { key: 'status', header: t`Estado`, render: (s) => i18n._(SESSION_STATUS_LABELS[s.status]) },
  ];
  const exportFields = {
    [t`Fecha`]: (s: CashSession) => exportDate(s.business_date),
    [t`Caja`]: 'box_name',
    [t`Usuario`]: 'opened_by_name',
    [t`Monto inicial`]: (s: CashSession) => exportAmount(s.opening_amount, format),
    [t`Saldo esperado`]: (s: CashSession) => exportAmount(s.expected_amount, format),
    [t`Efectivo contado`]: (s: CashSession) => exportAmount(s.counted_amount, format),
    [t`Diferencia`]: (s: CashSession) => exportAmount(s.difference, format),
    [t`Estado`]: (s: CashSession) => i18n._(SESSION_STATUS_LABELS[s.status]),
  };
  return (
    <Card labelledBy={titleId}>
      <h2 id={titleId}>{t`Sesiones anteriores`}</h2>
      {view.face === 'forbidden' && <p role="alert">{t`Su rol no permite ver las sesiones de caja.`}</p>}
      <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando sesiones…`} failed={t`No se pudieron cargar las sesiones`}>
        {view.face === 'empty' && <p>{t`Todavía no hay sesiones de caja.`}</p>}
        {view.face === 'table' && (
          <RecordsListBody
            view={view}
            search={{ label: t`Buscar sesiones`, placeholder: t`Caja o usuario` }}
            filter={{
              key: 'status',
              label: t`Estado`,
              options: [{ value: '', label: t`Todos` }, ...CASH_SESSION_STATUSES.map((status) => ({ value: status, label: i18n._(SESSION_STATUS_LABELS[status]) }))],
            }}
            actions={
              <SpreadsheetExport data={() => allSessions(view.query)} fields={exportFields} name="sesiones_de_caja.xls" worksheet={t`Sesiones`}>
                {t`Exportar`}
              </SpreadsheetExport>
            }
            count={<Plural value={view.total} _0="Ninguna sesión coincide." one="# sesión." other="# sesiones." />}
            table={{ caption: t`Sesiones anteriores`, columns, rowKey: (s) => s.id, emptyText: t`Ninguna sesión coincide.` }}
            paginationLabel={t`Paginación de sesiones`}
          />
        )}
      </LoadState>
    </Card>
  );
}
