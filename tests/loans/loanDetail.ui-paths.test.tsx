/**
 * A loan's page (/prestamos/41) through the UI, on `loanDetail`: the loan loading, shown, refused
 * (404) or failed (500: 'Reintentar'); 'Rechazar' with its required 'Motivo', sending (one key per
 * intent, kept by 'Reintentar'), 422 `ownApplication` in its own words, 409 `stale` with
 * 'Recargar' keeping the typed reason, and 'Actualizar' (RELOAD, also what the payments slot sends
 * once a payment is posted); on an active loan with late charges, 'Condonar recargos' with its
 * 'Cuota' (every installment's, or the one chosen). Every GET and POST is held until a step answers it.
 */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { connectLoanDetail, loanAllows, waivableRows, type LoanDetail, type LoanDetailSnapshot } from '../../machines/loans/loanScreens.ts';
import { defineUiPaths, uiGap } from '../paths/kit.ts';
import { recordDetailUiSteps } from '../records/recordDetailUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { keyedLoanDetail, loanDetailFixtures, type LoanDetailModelEvent } from './loanScreens.pathFixtures.ts';

const steps = recordDetailUiSteps({
  get: 'getLoan',
  run: 'runLoanAction',
  action: 'Rechazar',
  actions: { reject: 'Rechazar', waiveCharge: 'Condonar recargos' },
  choice: { label: 'Cuota', actions: ['waiveCharge'] },
  loading: 'Cargando préstamo…',
  dataHeading: 'Datos del préstamo',
  notFound: 'No existe ese préstamo',
  loadFailed: 'No se pudo cargar el préstamo',
  reloading: 'Actualizando el préstamo…',
  refusal: 'Usted presentó esta solicitud: otra persona debe aprobarla o rechazarla.',
  stale: /^Otra persona cambió este préstamo/,
  staleReloadFailed: 'No se pudo recargar el préstamo. Intente nuevamente.',
  retrying: (state) => connectLoanDetail(state as LoanDetailSnapshot, () => {}).retrying,
});

defineUiPaths<typeof keyedLoanDetail, LoanDetailModelEvent>({
  machine: keyedLoanDetail,
  name: 'loan detail',
  variants: { default: { input: { id: 41 } } },
  setup: () => ({ route: '/prestamos/41', deps: { storage: signedInStorage(), api: steps.api() } }),
  context: steps.context,
  events: loanDetailFixtures,
  executors: { ...steps.executors, 'date.changed': uiGap("a loan's actions take no date: its chart has no such transition"),
    'choice.changed': steps.choiceChanged.executor },
  preconditions: {
    ...steps.preconditions,
    // 'Rechazar' exists while the loan's status allows it (and the administrator did not submit it);
    // 'Condonar recargos' on an active loan with charges to waive.
    'action.opened': (state, event) => {
      const record = state.context.record;
      if (!state.matches({ ready: 'idle' }) || record === null) return false;
      return event.action === 'reject' ? loanAllows(record.status, 'REJECT') : loanAllows(record.status, 'CHARGE_WAIVED') && waivableRows(record.schedule).length > 0;
    },
    'choice.changed': steps.choiceChanged.precondition,
  },
  states: {
    ...steps.states,
    ready: ({ state }) => {
      steps.onlyOutcome('ready');
      const loan = state.context.record as LoanDetail;
      expect(screen.getByRole('heading', { level: 1, name: 'Préstamo N° 41', hidden: true })).toBeTruthy();
      const schedule = screen.getByRole('table', { name: 'Cronograma', hidden: true });
      expect(within(schedule).getAllByRole('row', { hidden: true })).toHaveLength(loan.schedule.length + 1);
      // The chart's actions for the status, and only those (the administrator holds every permission).
      const offered = screen.queryAllByRole('button', { name: /^(Aprobar|Rechazar|Retirar solicitud|Desembolsar|Castigar)$/, hidden: true }).filter((button) => !button.closest('[role="dialog"]'));
      expect(offered.map((button) => button.textContent)).toEqual(loan.status === 'submitted' ? ['Aprobar', 'Rechazar', 'Retirar solicitud'] : loan.status === 'active' ? ['Castigar'] : []);
    },
  },
});
