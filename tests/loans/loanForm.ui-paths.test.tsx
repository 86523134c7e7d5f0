/**
 * 'Nuevo préstamo' (/prestamos/nuevo) through the UI, on `loanForm`: the customer search (held
 * GET /clientes), picking a customer (a blocked one said at once), typing the terms with the live
 * preview, a refused submit, saving, failed with 'Reintentar' (the same Idempotency-Key), 422
 * `customerBlocked` with its own text, and the "discard changes?" question when leaving by the
 * breadcrumb. The key is the browser's (`crypto.randomUUID()`), so the context is compared with
 * "has a key" instead of its value.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Customer } from '../../machines/customers/index.ts';
import { connectLoanForm, type ApplyRequest, type LoanDetail, type PickedCustomer } from '../../machines/loans/loanScreens.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { keyedLoanForm, LOAN_FORM_INPUT, loanFormFixtures, type LoanFormModelEvent } from './loanScreens.pathFixtures.ts';

type Form = SnapshotFrom<typeof keyedLoanForm>;

interface FormCalls {
  applyForLoan: Held<LoanDetail, [ApplyRequest, AbortSignal?]>;
  listCustomers: Held<ListPage<Customer>, [ListQuery<string>, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, FormCalls>();
function heldFormApi() {
  const calls: FormCalls = { applyForLoan: new Held('applyForLoan'), listCustomers: new Held('listCustomers') };
  byAnswer.set(calls.applyForLoan.call, calls);
  return {
    applyForLoan: calls.applyForLoan.call,
    listCustomers: calls.listCustomers.call,
    currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: LOAN_FORM_INPUT.businessDate }),
  };
}
function callsOf(ui: UiRun): FormCalls {
  const answer = ui.deps.api.applyForLoan.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldFormApi()');
  return calls;
}

/** The customers GET /clientes answers for the picker's fixture. */
const customerOf = (picked: PickedCustomer): Customer => ({
  id: picked.id,
  document_type: 'dni',
  document_number: picked.document,
  name: picked.name,
  phone: '',
  address: '',
  status: picked.blocked ? 'blocked' : 'active',
  version: 1,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
});

const LABELS = { amount: /^Monto/, rate: /^Tasa de interés/, installments: /^Número de cuotas/, firstDueDate: /^Primer vencimiento/ } as const;
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const viewOf = (state: Form) => connectLoanForm(state, () => {});
const dialog = () => screen.queryByRole('alertdialog', { name: '¿Descartar los cambios?' });
const preview = () => screen.queryByRole('table', { name: 'Vista previa del cronograma', hidden: true });

defineUiPaths<typeof keyedLoanForm, LoanFormModelEvent>({
  machine: keyedLoanForm,
  name: 'loan form',
  variants: { default: { input: LOAN_FORM_INPUT } },
  setup: () => ({ route: '/prestamos/nuevo', deps: { storage: signedInStorage(), api: heldFormApi() } }),
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: loanFormFixtures,
  executors: {
    'field.changed': ({ event }) => {
      fireEvent.change(input(LABELS[event.field as keyof typeof LABELS]), { target: { value: event.value } });
    },
    'customer.searched': ({ event }) => {
      fireEvent.change(screen.getByLabelText('Buscar cliente'), { target: { value: event.search } });
      fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    },
    'customer.picked': ({ event }) => {
      fireEvent.click(screen.getByRole('button', { name: `Elegir a ${event.customer.name}` }));
    },
    'customer.cleared': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar cliente' }));
    },
    'form.submitted': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    },
    'save.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'leave.requested': () => {
      fireEvent.click(screen.getByRole('navigation', { name: 'Ruta de navegación' }).querySelector('a[href="/prestamos"]') as HTMLElement);
    },
    'leave.confirmed': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    },
    'leave.cancelled': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    },
    'xstate.done.actor.saveRecord': ({ event, ui }) => callsOf(ui).applyForLoan.resolve(event.output),
    'xstate.error.actor.saveRecord': ({ event, ui }) => callsOf(ui).applyForLoan.reject(event.error),
    'xstate.done.actor.searchCustomers': ({ event, ui }) =>
      callsOf(ui).listCustomers.resolve({ items: event.output.map(customerOf), total: event.output.length, page: 1, pageSize: 8 }),
    'xstate.error.actor.searchCustomers': ({ event, ui }) => callsOf(ui).listCustomers.reject(event.error),
  },
  preconditions: {
    'leave.requested': (state) => viewOf(state).unsaved && !viewOf(state).askingToLeave,
    // Behind the question the page is inert. Typing what a field holds changes nothing.
    'field.changed': (state, event) => !viewOf(state).askingToLeave && state.context.values[event.field] !== event.value,
    // The search and its results show while no customer is chosen.
    'customer.searched': (state) => !viewOf(state).askingToLeave && state.context.customer === null,
    'customer.picked': (state, event) =>
      !viewOf(state).askingToLeave && state.context.customer === null && state.matches({ picker: 'idle' }) && state.context.results.some((found) => found.id === event.customer.id),
    'customer.cleared': (state) => !viewOf(state).askingToLeave && state.context.customer !== null,
    'form.submitted': (state) => !viewOf(state).askingToLeave && state.matches({ form: 'editing' }),
    'save.retried': (state) => !viewOf(state).askingToLeave,
  },
  endsPath: (event) => event.type === 'xstate.done.actor.saveRecord' || event.type === 'leave.confirmed',
  states: {
    form: async ({ state, event, ui }) => {
      if (event.type === 'leave.confirmed') {
        await eventually(() => (ui.path() === '/prestamos' ? true : undefined), () => 'the list');
        return;
      }
      if (state.matches({ form: 'saved' })) return;
      await eventually(() => screen.queryByLabelText(LABELS.amount) ?? undefined, () => 'the form');
      const view = viewOf(state);
      expect(input(LABELS.amount).value).toBe(view.values.amount);
      expect(input(LABELS.rate).value).toBe(view.values.rate);
      expect(input(LABELS.firstDueDate).value).toBe(view.values.firstDueDate);
      // The live preview: every row of the schedule the values make, or the sentence saying what it waits for.
      const table = preview();
      expect(table !== null, 'preview').toBe(view.preview !== null);
      if (table !== null && view.preview !== null) expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(view.preview.rows.length + 1);
      // A blocked customer is said at once.
      const blocked = screen.queryAllByText('Este cliente está bloqueado y no puede solicitar préstamos.', { selector: 'p' });
      expect(blocked.length > 0, 'blocked').toBe(view.errors.customer === 'blocked' || view.failure === 'customerBlocked');
    },
    'form.editing': ({ event }) => {
      if (event.type === 'leave.confirmed') return;
      expect((screen.getByRole('button', { name: 'Enviar solicitud', hidden: true }) as HTMLButtonElement).disabled).toBe(false);
      expect(screen.queryByRole('button', { name: 'Reintentar', hidden: true })).toBeNull();
    },
    'form.saving': ({ event }) => {
      if (event.type === 'leave.confirmed') return;
      expect((screen.getByRole('button', { name: 'Enviando…', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
      expect(input(LABELS.amount).readOnly).toBe(true);
    },
    'form.saved': async ({ ui }) => {
      await eventually(() => (ui.path() === '/prestamos/41' ? true : undefined), () => "the loan's page");
    },
    'form.failed': ({ event }) => {
      if (event.type === 'leave.confirmed') return;
      expect(screen.getByRole('heading', { name: 'No se pudo guardar', hidden: true })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeTruthy();
      // 'Reintentar' is the way on: the submit waits for a change.
      expect((screen.getByRole('button', { name: 'Enviar solicitud', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    },
    'form.refused': ({ event }) => {
      if (event.type === 'leave.confirmed') return;
      expect(screen.getByRole('heading', { name: 'Cliente bloqueado', hidden: true })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Reintentar', hidden: true })).toBeNull();
      expect((screen.getByRole('button', { name: 'Enviar solicitud', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    },
    'picker.idle': ({ state, event }) => {
      if (event.type === 'leave.confirmed' || state.matches({ form: 'saved' })) return;
      expect(screen.queryByText('Buscando clientes…')).toBeNull();
      if (state.context.customer === null && state.context.results.length > 0) {
        expect(within(screen.getByRole('list', { name: 'Clientes encontrados', hidden: true })).getAllByRole('listitem', { hidden: true })).toHaveLength(state.context.results.length);
      }
    },
    'picker.searching': ({ event }) => {
      if (event.type === 'leave.confirmed') return;
      expect(screen.getByText('Buscando clientes…')).toBeTruthy();
    },
    'picker.failed': ({ event }) => {
      if (event.type === 'leave.confirmed') return;
      expect(screen.getByText('No se pudo buscar clientes. Intente nuevamente.')).toBeTruthy();
    },
    'leave.idle': () => {
      expect(dialog()).toBeNull();
    },
    'leave.asking': () => {
      expect(dialog()).not.toBeNull();
    },
  },
});
