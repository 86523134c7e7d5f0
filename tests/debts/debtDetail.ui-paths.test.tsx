/**
 * A debt's page (/deudas/12) through the UI, on `debtDetail`: the debt loading, shown, refused
 * (404) or failed (500: 'Reintentar'); 'Anular' with its required 'Motivo', sending (one key per
 * intent, kept by 'Reintentar'), 409 `somethingPaid` in its own words, 409 `stale` with 'Recargar'
 * keeping the typed reason, and 'Actualizar' (RELOAD, also what the payments slot sends once a
 * payment is posted). Every GET and POST is held until a step answers it.
 */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { debtAllows, type DebtDetail } from '../../machines/debts/index.ts';
import { connectDebtDetail } from '../../machines/debts/debtDetail.connect.ts';
import { defineUiPaths, uiGap } from '../paths/kit.ts';
import { recordDetailUiSteps } from '../records/recordDetailUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { debtDetailFixtures, keyedDebtDetail, type DebtDetailModelEvent } from './debtDetail.pathFixtures.ts';

const steps = recordDetailUiSteps({
  get: 'getDebt',
  run: 'runDebtAction',
  action: 'Anular',
  loading: 'Cargando deuda…',
  dataHeading: 'Datos de la deuda',
  notFound: 'No existe esa deuda',
  loadFailed: 'No se pudo cargar la deuda',
  reloading: 'Actualizando la deuda…',
  refusal: 'Ya se registraron pagos: revierta los pagos antes de anular.',
  stale: /^Otra persona cambió este registro/,
  staleReloadFailed: 'No se pudo recargar la deuda. Intente nuevamente.',
  retrying: (state) => connectDebtDetail(state as SnapshotFrom<typeof keyedDebtDetail>, () => {}).retrying,
});

defineUiPaths<typeof keyedDebtDetail, DebtDetailModelEvent>({
  machine: keyedDebtDetail,
  name: 'debt detail',
  variants: { default: { input: { id: 12 } } },
  setup: () => ({ route: '/deudas/12', deps: { storage: signedInStorage(), api: steps.api() } }),
  context: steps.context,
  events: debtDetailFixtures,
  executors: { ...steps.executors, 'date.changed': uiGap("a debt's actions take no date: its chart has no such transition"), 'choice.changed': uiGap("a debt's actions take no choice: its chart has no such transition") },
  preconditions: {
    ...steps.preconditions,
    // 'Anular' exists while the debt's status allows it (nothing paid, the administrator holds debt.cancel).
    'action.opened': (state) => state.matches({ ready: 'idle' }) && state.context.record !== null && debtAllows(state.context.record.status, 'CANCEL'),
  },
  states: {
    ...steps.states,
    ready: ({ state }) => {
      steps.onlyOutcome('ready');
      const debt = state.context.record as DebtDetail;
      expect(screen.getByRole('heading', { level: 1, name: 'Deuda N° 12', hidden: true })).toBeTruthy();
      const schedule = screen.getByRole('table', { name: 'Cronograma', hidden: true });
      expect(within(schedule).getAllByRole('row', { hidden: true })).toHaveLength(debt.schedule.length + 1);
      // The chart's actions for the status, and only those (the administrator holds every permission).
      const offered = screen.queryAllByRole('button', { name: /^(Anular|Castigar|Deshacer castigo)$/, hidden: true }).filter((button) => !button.closest('[role="dialog"]'));
      expect(offered.map((button) => button.textContent)).toEqual(debt.status === 'open' ? ['Anular', 'Castigar'] : []);
    },
  },
});
