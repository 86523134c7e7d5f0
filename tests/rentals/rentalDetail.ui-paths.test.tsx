/**
 * A contract's page (/alquileres/7) through the UI, on `rentalDetail`: the contract loading, shown,
 * refused (404) or failed (500: 'Reintentar'); 'Rescindir' with its date within the contract and its
 * required 'Motivo', sending (one key per intent, kept by 'Reintentar'), 422 `dateOutsideContract`
 * in its own words, 409 `stale` with 'Recargar' keeping what was typed, and 'Actualizar' (RELOAD,
 * also what the payments slot sends once a payment is posted). Every GET and POST is held until a
 * step answers it (the record pages' shared steps, tests/records/recordDetailUiPaths.ts).
 */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectRentalDetail, rentalActionsFor, type RentalDetail } from '../../machines/rentals/rentalScreens.ts';
import { defineUiPaths, uiGap } from '../paths/kit.ts';
import { recordDetailUiSteps } from '../records/recordDetailUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { keyedRentalDetail, rentalDetailFixtures, type RentalDetailModelEvent } from './rentalDetail.pathFixtures.ts';

const BUTTONS: Record<string, string> = { sign: 'Firmar contrato', discard: 'Descartar borrador', renew: 'Renovar', end: 'Finalizar', terminate: 'Rescindir', settle: 'Liquidar depósito' };

const steps = recordDetailUiSteps({
  get: 'getRental',
  run: 'runRentalAction',
  action: 'Rescindir',
  date: /^Fecha de rescisión/,
  loading: 'Cargando contrato…',
  dataHeading: 'Datos del contrato',
  notFound: 'No existe ese contrato de alquiler',
  loadFailed: 'No se pudo cargar el contrato',
  reloading: 'Actualizando el contrato…',
  refusal: 'La fecha de rescisión debe estar dentro del contrato: desde el inicio hasta el día anterior al fin.',
  stale: /^Otra persona cambió este contrato/,
  staleReloadFailed: 'No se pudo recargar el contrato. Intente nuevamente.',
  retrying: (state) => connectRentalDetail(state as SnapshotFrom<typeof keyedRentalDetail>, () => {}).retrying,
});

defineUiPaths<typeof keyedRentalDetail, RentalDetailModelEvent>({
  machine: keyedRentalDetail,
  name: 'rental detail',
  variants: { default: { input: { id: 7 } } },
  setup: () => ({ route: '/alquileres/7', deps: { storage: signedInStorage(), api: steps.api() } }),
  context: steps.context,
  events: rentalDetailFixtures,
  executors: { ...steps.executors, 'date.changed': steps.dateChanged.executor, 'choice.changed': uiGap("a rental's actions take no choice: its chart has no such transition") },
  preconditions: {
    ...steps.preconditions,
    'date.changed': steps.dateChanged.precondition,
    // 'Rescindir' exists while the contract is active (the administrator holds rental.terminate).
    'action.opened': (state) => state.matches({ ready: 'idle' }) && state.context.record !== null && rentalActionsFor(state.context.record, null).includes('terminate'),
  },
  states: {
    ...steps.states,
    ready: ({ state }) => {
      steps.onlyOutcome('ready');
      const rental = state.context.record as RentalDetail;
      expect(screen.getByRole('heading', { level: 1, name: 'Alquiler N° 7', hidden: true })).toBeTruthy();
      const terms = screen.getByRole('table', { name: 'Períodos', hidden: true });
      expect(within(terms).getAllByRole('row', { hidden: true })).toHaveLength(rental.terms.length + 1);
      // The chart's actions for the status, and only those (the administrator holds every permission).
      const offered = screen.queryAllByRole('button', { name: /^(Firmar contrato|Descartar borrador|Renovar|Finalizar|Rescindir|Liquidar depósito)$/, hidden: true }).filter((button) => !button.closest('[role="dialog"]'));
      expect(offered.map((button) => button.textContent)).toEqual(rentalActionsFor(rental, null).map((action) => BUTTONS[action]));
    },
  },
});
