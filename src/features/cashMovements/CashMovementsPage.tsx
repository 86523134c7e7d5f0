import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { Movement } from '../../../machines/cash/cash.schema.ts';
import { connectCashMovements, isReversible, MOVEMENT_URL_FILTERS, reversedAtSource, type ReversedAtSource } from '../../../machines/cashMovements/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { useUrlFilters } from '../../components/useUrlFilters.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { exportAmount, exportDate } from '../../components/spreadsheet/cells.ts';
import { Card, mutedCss, secondaryButtonCss } from '../../components/ui.tsx';
import { formatBusinessDate } from '../../i18n/format.ts';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { color, font, radius, space } from '../../styles/tokens.ts';
import { allMovementsOf, provideCashMovementsList } from './cashMovementsLogic.ts';
import { movementColumns, sourceText } from './movementColumns.tsx';
import { MovementFilters } from './MovementFilters.tsx';
import { MOVEMENT_HEADERS, MOVEMENT_TYPE_LABELS } from './movementTexts.ts';
import { ReverseMovementDialog } from './ReverseMovementDialog.tsx';
import { REVERSED_AT_SOURCE_TEXTS } from './reversalTexts.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
// A strip of its own between the filters and the search, so the figures read as the filter's sum.
const totalsCss = css`
  display: flex; flex-wrap: wrap; gap: ${space.sm} ${space.xl}; margin: ${space.md} 0; padding: ${space.md};
  border: 1px solid ${color.border}; border-radius: ${radius.md};
  div { display: grid; } dt { color: inherit; font-size: ${font.size.sm}; } dd { margin: 0; font-weight: 600; font-size: ${font.size.lg}; }
`;

const mayReverse = selectCan('movement.reverse');

/**
 * 'Movimientos': the ledger, filtered by date range, type, direction, user and box, with the
 * totals of the whole filter, exportable; with movement.reverse, 'Revertir' on each movement that
 * is neither reversed nor a reversal, in a dialog that asks the 'Motivo'.
 */
export function CashMovementsPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const active = useActiveLocation();
  const locale = useSelector(app.settings, selectLocale);
  const [allMovements] = useState(() => allMovementsOf(app.deps));
  const canReverse = useSelector(app.session, mayReverse);
  const list = useScreenActor((sofia) => provideCashMovementsList(sofia.deps));
  const view = useUrlFilters(useView(list, connectCashMovements), MOVEMENT_URL_FILTERS);
  const [reversing, setReversing] = useState<Movement | null>(null);

  const { setSearch, search } = view;
  const onClosed = useCallback(
    (reversal: Movement | null, refused: boolean) => {
      setReversing(null);
      // The pair (or someone else's change) is in the ledger now: ask for the list again, newest
      // first from page 1, where a new reversal is (the ledger has no other "reload" than a query).
      if (reversal !== null || refused) setSearch(search);
    },
    [setSearch, search],
  );

  const money = active.money;
  const date = (iso: string) => formatBusinessDate(iso as Parameters<typeof formatBusinessDate>[0], locale);
  const actions = canReverse
    ? (movement: Movement) => {
        // A movement a record owns is undone through its owner, never here (docs/loans.md "Payments"): say where.
        if (reversedAtSource(movement) && movement.reversed_by === null && movement.reverses_id === null)
          return <span css={mutedCss}>{i18n._(REVERSED_AT_SOURCE_TEXTS[movement.source_kind as ReversedAtSource])}</span>;
        if (!isReversible(movement)) return null;
        const number = movement.id;
        return (
          <button type="button" css={secondaryButtonCss} aria-label={t`Revertir el movimiento N° ${number}`} onClick={() => setReversing(movement)}>
            {t`Revertir`}
          </button>
        );
      }
    : undefined;

  const exportFields = {
    [i18n._(MOVEMENT_HEADERS.id)]: 'id',
    [i18n._(MOVEMENT_HEADERS.business_date)]: (m: Movement) => exportDate(m.business_date),
    [i18n._(MOVEMENT_HEADERS.type)]: (m: Movement) => i18n._(MOVEMENT_TYPE_LABELS[m.type]),
    [i18n._(MOVEMENT_HEADERS.concept)]: 'concept',
    [i18n._(MOVEMENT_HEADERS.in)]: (m: Movement) => (m.direction === 'in' ? exportAmount(m.amount, active.format) : null),
    [i18n._(MOVEMENT_HEADERS.out)]: (m: Movement) => (m.direction === 'out' ? exportAmount(m.amount, active.format) : null),
    [i18n._(MOVEMENT_HEADERS.user)]: 'user_name',
    [i18n._(MOVEMENT_HEADERS.box)]: 'box_name',
    [i18n._(MOVEMENT_HEADERS.source)]: (m: Movement) => sourceText(i18n, m),
    [i18n._(MOVEMENT_HEADERS.reason)]: (m: Movement) => m.reason ?? '',
  };
  const totals = view.totals;
  // 'Total entradas' and 'Total salidas', as the list shows them over the whole filter.
  const exportTotals = [{ label: t`Total`, sums: { [i18n._(MOVEMENT_HEADERS.in)]: true, [i18n._(MOVEMENT_HEADERS.out)]: true } as const }];

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.movimientos)} />
      <Card labelledBy="movements-title">
        <h2 id="movements-title" className="visually-hidden">{t`Movimientos de caja`}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no permite ver los movimientos de caja. Si necesita esta información, pídasela a un administrador.`}</p>
          </div>
        )}

        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando movimientos…`} failed={t`No se pudo cargar la lista de movimientos`}>
          {view.face === 'empty' && (
            <div css={messageCss}>
              <h2>{t`No hay movimientos`}</h2>
              <p css={mutedCss}>{t`Todavía no entró ni salió dinero de ninguna caja.`}</p>
            </div>
          )}

          {view.face === 'table' && (
            <>
              <MovementFilters
                filters={view.filters}
                setFilter={view.setFilter}
                users={view.facets.users.map((u) => ({ value: String(u.id), label: u.name }))}
                boxes={view.facets.boxes.map((b) => ({ value: String(b.id), label: b.name }))}
              />
              {totals !== null && (
                <div role="group" aria-label={t`Totales del filtro`}>
                  <dl css={totalsCss}>
                    <div><dt>{t`Total entradas`}</dt><dd>{money(totals.in)}</dd></div>
                    <div><dt>{t`Total salidas`}</dt><dd>{money(totals.out)}</dd></div>
                    <div><dt>{t`Neto`}</dt><dd>{money(totals.net)}</dd></div>
                  </dl>
                </div>
              )}
              <RecordsListBody
                view={view}
                search={{ label: t`Buscar movimientos`, placeholder: t`Concepto` }}
                actions={
                  <SpreadsheetExport data={() => allMovements(view.query)} fields={exportFields} totals={exportTotals} name="movimientos.xls" worksheet={t`Movimientos`}>
                    {t`Exportar`}
                  </SpreadsheetExport>
                }
                count={<Plural value={view.total} _0="Ningún movimiento coincide con el filtro." one="# movimiento encontrado." other="# movimientos encontrados." />}
                table={{
                  caption: t`Movimientos de caja`,
                  columns: movementColumns(i18n, money, date, actions),
                  rowKey: (movement) => movement.id,
                  emptyText: t`Ningún movimiento coincide con el filtro.`,
                }}
                paginationLabel={t`Paginación de movimientos`}
              />
            </>
          )}
        </LoadState>
      </Card>
      {reversing !== null && <ReverseMovementDialog key={reversing.id} movement={reversing} money={money} onClose={onClosed} />}
    </>
  );
}

