/**
 * 'Caja' (/caja) through the UI, on the `cashbox` machine: the page loading, failed ('Reintentar'),
 * the caller with no session ('Abrir caja', with the box's last closing count) or with one
 * ('Registrar ingreso', 'Cerrar caja' with the count by denomination and the difference); a write
 * that fails keeps what was typed and 'Reintentar' resends the same key; a 409 offers 'Recargar'
 * and returns to the dialog with the values; an administrator's 'Aprobar' on a waiting close.
 * Every GET /caja and every write is held until a step answers it.
 */
import { formatMoney } from '../../src/i18n/format.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { cashboxMachine} from '../../machines/cashbox/index.ts';
import { type CashboxOverview, type CashRequest, type CashSessionDetail } from '../../machines/cashbox/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { cashboxFixtures, keyedCashbox, type CashboxModelEvent } from './cashbox.pathFixtures.ts';
import { ES_ARS } from '../support/amounts.ts';

type Cashbox = SnapshotFrom<typeof cashboxMachine>;

interface Calls {
  getCashbox: Held<CashboxOverview, [undefined?, AbortSignal?]>;
  submitCash: Held<CashSessionDetail, [CashRequest, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, Calls>();
function heldApi() {
  const calls: Calls = { getCashbox: new Held('getCashbox'), submitCash: new Held('submitCash') };
  byAnswer.set(calls.getCashbox.call, calls);
  return { getCashbox: calls.getCashbox.call, submitCash: calls.submitCash.call, currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-24' }) };
}
function callsOf(ui: UiRun): Calls {
  const answer = ui.deps.api.getCashbox.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldApi()');
  return calls;
}

const TITLES = { open: 'Abrir caja', income: 'Registrar ingreso', expense: 'Registrar egreso', close: 'Cerrar caja' } as const;
const SUBMITS = { open: 'Abrir caja', income: 'Registrar', expense: 'Registrar', close: 'Confirmar cierre' } as const;
const AMOUNT_LABELS = { open: 'Monto inicial', income: 'Monto', expense: 'Monto', close: 'Efectivo contado' } as const;

const dialogOf = (state: Cashbox) => (state.context.dialog === null ? null : screen.getByRole('dialog', { name: TITLES[state.context.dialog] }));
const waitingTable = () => screen.getByRole('table', { name: 'Cierres esperando aprobación' });
/** Where the notices of the current write show: its dialog, or the waiting list for a decision. */
const noticeArea = (state: Cashbox) => dialogOf(state) ?? (waitingTable().closest('section') as HTMLElement);

let staleAnswers = 0;

defineUiPaths<typeof cashboxMachine, CashboxModelEvent>({
  // The model makes a fixed key; the app its own (the context projection leaves the key out).
  machine: keyedCashbox,
  name: 'cashbox',
  context: ({ context: { idempotencyKey, ...rest } }) => ({ ...rest, keyed: idempotencyKey !== null }),
  variants: { ars: { input: { currency: 'ARS', digits: 2, conventions: ES_ARS } } },
  setup: () => ({ route: '/caja', deps: { storage: signedInStorage(), api: heldApi() } }),
  events: cashboxFixtures,
  preconditions: {
    'dialog.opened': (state, event) => (event.dialog === 'open' ? state.context.overview?.session === null : state.context.overview?.session?.status === 'open'),
    // Typing what is already there changes nothing: no event.
    'field.changed': (state, event) =>
      state.context.values[event.field] !== event.value &&
      (event.field === 'concept' ? state.context.dialog === 'income' || state.context.dialog === 'expense' : !state.context.values.byDenomination),
    'count.changed': (state) => state.context.values.byDenomination && (state.context.dialog === 'open' || state.context.dialog === 'close'),
    'denominations.toggled': (state) => state.context.dialog === 'open' || state.context.dialog === 'close',
    'decision.requested': (state) => (state.context.overview?.waiting.length ?? 0) > 0,
  },
  executors: {
    'overview.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'dialog.opened': ({ event }) => {
      fireEvent.click(screen.getByRole('button', { name: TITLES[event.dialog] }));
    },
    'dialog.cancelled': ({ before }) => {
      fireEvent.click(within(noticeArea(before)).getByRole('button', { name: 'Cancelar' }));
    },
    'field.changed': ({ event, before }) => {
      const dialog = dialogOf(before) as HTMLElement;
      const label = event.field === 'concept' ? 'Concepto' : AMOUNT_LABELS[before.context.dialog ?? 'income'];
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value: event.value } });
    },
    'count.changed': ({ event, before }) => {
      const dialog = dialogOf(before) as HTMLElement;
      const label = within(dialog).getByText((_, element) => element?.tagName === 'LABEL' && /^1\.?000,00\sARS$/.test(element.textContent ?? ''));
      fireEvent.change(document.getElementById(label.getAttribute('for') ?? '') as HTMLInputElement, { target: { value: event.value } });
    },
    'denominations.toggled': ({ before }) => {
      fireEvent.click(within(dialogOf(before) as HTMLElement).getByRole('checkbox', { name: 'Contar por denominación' }));
    },
    'dialog.submitted': ({ before }) => {
      const dialog = before.context.dialog ?? 'income';
      fireEvent.click(within(dialogOf(before) as HTMLElement).getByRole('button', { name: SUBMITS[dialog] }));
    },
    'decision.requested': () => {
      fireEvent.click(within(waitingTable()).getByRole('button', { name: 'Aprobar' }));
    },
    'submit.retried': ({ before }) => {
      fireEvent.click(within(noticeArea(before)).getByRole('button', { name: 'Reintentar' }));
    },
    // The pending feed's answer about the cash changes (a close approved elsewhere): hiding the tab
    // and coming back makes the feed ask at once, and the page reloads.
    'overview.stale': ({ ui }) => {
      ui.deps.api.pendingFeed.mockResolvedValue({ groups: [], mine: { closeWaiting: (staleAnswers += 1) } });
      ui.deps.pageVisible.set(false);
      ui.deps.pageVisible.set(true);
    },
    'conflict.reload': ({ before }) => {
      fireEvent.click(within(noticeArea(before)).getByRole('button', { name: 'Recargar' }));
    },
    'xstate.done.actor.loadOverview': ({ event, ui }) => callsOf(ui).getCashbox.resolve(event.output),
    'xstate.error.actor.loadOverview': ({ event, ui }) => callsOf(ui).getCashbox.reject(event.error),
    'xstate.done.actor.submitCash': ({ event, ui }) => callsOf(ui).submitCash.resolve(event.output),
    'xstate.error.actor.submitCash': ({ event, ui }) => callsOf(ui).submitCash.reject(event.error),
  },
  states: {
    loading: async () => {
      await eventually(() => screen.queryByText('Cargando caja…') ?? undefined, () => 'the loading status');
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    failed: async () => {
      await eventually(() => screen.queryByRole('heading', { name: 'No se pudo cargar la caja' }) ?? undefined, () => 'the failure');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    refreshing: ({ state }) => {
      // The page stays, waiting: its buttons are disabled until the new figures arrive.
      const session = state.context.overview?.session;
      const button = screen.getByRole('button', { name: session ? 'Registrar ingreso' : 'Abrir caja' });
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    'ready.idle': async ({ state }) => {
      const session = state.context.overview?.session;
      const heading = session ? session.box_name : 'No tiene una caja abierta';
      await eventually(() => screen.queryByRole('heading', { level: 2, name: heading }) ?? undefined, () => `the heading ${heading}`);
      expect(screen.queryByRole('dialog')).toBeNull();
      if (session) expect(screen.getAllByText(/^60\.599,50\sARS$/).length).toBeGreaterThan(0);
    },
    'ready.editing': async ({ state }) => {
      const dialog = await eventually(() => dialogOf(state) ?? undefined, () => 'the dialog');
      if (state.context.dialog === 'open' && !state.context.values.byDenomination && state.context.values.amount === '1000') {
        // The box's last closing count (50.450,00) and the opening's difference from it.
        expect(within(dialog).getByText(/^-49\.450,00\sARS$/)).toBeTruthy();
      }
      if (state.context.dialog === 'close' && state.context.values.amount === '1000' && !state.context.values.byDenomination) {
        expect(within(dialog).getByText(/^-59\.599,50\sARS$/)).toBeTruthy();
        expect(within(dialog).getByText(/esperando la aprobación de un administrador/)).toBeTruthy();
      }
      if (state.context.showErrors && state.context.dialog === 'income' && state.context.values.concept === '') {
        expect(within(dialog).getByText('Este campo es obligatorio.')).toBeTruthy();
      }
      // Refused for lack of cash: the dialog says why, naming what the box holds (issue #29 item 5).
      const refusal = within(dialog).queryByText(/^La caja no tiene efectivo suficiente/);
      if (state.context.insufficientCash === null) expect(refusal).toBeNull();
      else expect(refusal?.textContent).toBe(`La caja no tiene efectivo suficiente (tiene ${formatMoney(12_500_00, { currency: 'ARS', digits: 2 }, 'es')}).`);
    },
    'ready.submitting': ({ state }) => {
      if (state.context.dialog !== null) expect(within(dialogOf(state) as HTMLElement).getByRole('button', { name: 'Guardando…' })).toBeTruthy();
      else expect(within(waitingTable()).getByRole('button', { name: 'Aprobar' }).hasAttribute('disabled')).toBe(true);
    },
    'ready.failed': ({ state }) => {
      const area = noticeArea(state);
      expect(within(area).getByRole('alert').textContent).toMatch(/No se pudo guardar/);
      // What was typed is still there.
      if (state.context.dialog !== null && !state.context.values.byDenomination) {
        expect((within(area).getByLabelText(AMOUNT_LABELS[state.context.dialog]) as HTMLInputElement).value).toBe(state.context.values.amount);
      }
    },
    'ready.conflict': ({ state }) => {
      const area = noticeArea(state);
      expect(within(area).getByRole('alert').textContent).toMatch(/La caja cambió|ya decidió/);
      expect(within(area).getByRole('button', { name: 'Recargar' }).hasAttribute('disabled')).toBe(false);
    },
    'ready.reloading': ({ state }) => {
      expect(within(noticeArea(state)).getByRole('button', { name: 'Recargar' }).hasAttribute('disabled')).toBe(true);
    },
  },
});
