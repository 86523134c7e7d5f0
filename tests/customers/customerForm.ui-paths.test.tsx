/**
 * 'Nuevo cliente' (/clientes/nuevo) and 'Editar cliente' (/clientes/7/editar) through the UI, on
 * `customerForm`: typing, a refused submit (errors linked to their fields), saving, failed with
 * 'Reintentar' (the same Idempotency-Key), 422 on the document field, 409 with 'Recargar', the
 * comparison and both choices, and the "discard changes?" question when leaving by the
 * breadcrumb. Every save and reload is held until a step answers it; the key is the browser's
 * (`crypto.randomUUID()`), so the context is compared with "has a key" instead of its value.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectCustomerForm, type Customer, type CustomerField, type CustomerInput, type CustomerUpdate } from '../../machines/customers/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { comparingUiSteps, conflictUiSteps } from '../records/versionedFormUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { ANA } from './customers.fixtures.ts';
import { customerFormFixtures, customerFormStateKey, keyedCustomerForm, type CustomerFormModelEvent } from './customers.pathFixtures.ts';

type Form = SnapshotFrom<typeof keyedCustomerForm>;

interface FormCalls {
  createCustomer: Held<Customer, [{ input: CustomerInput; idempotencyKey: string }, AbortSignal?]>;
  updateCustomer: Held<Customer, [{ id: number; update: CustomerUpdate }, AbortSignal?]>;
  reload: Held<Customer, [number, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, FormCalls>();
function heldFormApi() {
  const calls: FormCalls = { createCustomer: new Held('createCustomer'), updateCustomer: new Held('updateCustomer'), reload: new Held('getCustomer') };
  byAnswer.set(calls.createCustomer.call, calls);
  let first = true;
  // The edit page loads the record once (answered at once); any later GET is the form's 'Recargar'.
  const getCustomer = (id: number, signal?: AbortSignal) => {
    if (first) {
      first = false;
      return Promise.resolve(ANA);
    }
    return calls.reload.call(id, signal);
  };
  return { createCustomer: calls.createCustomer.call, updateCustomer: calls.updateCustomer.call, getCustomer };
}
function callsOf(ui: UiRun): FormCalls {
  const answer = ui.deps.api.createCustomer.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldFormApi()');
  return calls;
}
/** The save waiting for its answer: POST for a new customer, PUT for an edit. */
const saveCall = (ui: UiRun, state: Form) => (state.context.original === null ? callsOf(ui).createCustomer : callsOf(ui).updateCustomer);

const LABELS: Record<CustomerField, RegExp> = {
  document_type: /^Tipo de documento/,
  document_number: /^Número de documento/,
  name: /^Nombre/,
  phone: /^Teléfono/,
  address: /^Dirección/,
  status: /^Estado/,
};
const input = (field: CustomerField) => screen.getByLabelText(LABELS[field]) as HTMLInputElement;
const viewOf = (state: Form) => connectCustomerForm(state, () => {});
const conflict = conflictUiSteps({ heading: 'Otra persona cambió este cliente', reloadFailed: 'No se pudo recargar el cliente. Intente nuevamente.', field: () => input('name') });
const comparing = comparingUiSteps((state: Form) => viewOf(state).differences.length);
const dialog = () => screen.queryByRole('alertdialog', { name: '¿Descartar los cambios?' });

/** The fields show the model's values and errors, each error linked to its field. */
function showsFields(state: Form): void {
  const view = viewOf(state);
  for (const field of Object.keys(LABELS) as CustomerField[]) {
    const element = input(field);
    expect(element.value, field).toBe(view.values[field]);
    const error = view.errors[field];
    expect(element.getAttribute('aria-invalid') === 'true', `${field} invalid`).toBe(error !== undefined);
    if (error) expect(document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent).toBeTruthy();
  }
}

defineUiPaths<typeof keyedCustomerForm, CustomerFormModelEvent>({
  machine: keyedCustomerForm,
  // What the chart distinguishes, never what was typed: the same key as the model paths.
  stateKey: customerFormStateKey,
  name: 'customer form',
  variants: { create: { input: { customer: null } }, edit: { input: { customer: ANA } } },
  setup: ({ name }) => ({ route: name === 'edit' ? '/clientes/7/editar' : '/clientes/nuevo', deps: { storage: signedInStorage(), api: heldFormApi() } }),
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: customerFormFixtures,
  executors: {
    'field.changed': ({ event }) => {
      fireEvent.change(input(event.field), { target: { value: event.value } });
    },
    'form.submitted': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    },
    'save.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    ...conflict.executors,
    ...comparing.executors,
    'leave.requested': () => {
      fireEvent.click(screen.getByRole('navigation', { name: 'Ruta de navegación' }).querySelector('a[href="/clientes"]') as HTMLElement);
    },
    'leave.confirmed': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    },
    'leave.cancelled': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    },
    'xstate.done.actor.saveCustomer': ({ event, ui, before }) => saveCall(ui, before).resolve(event.output),
    'xstate.error.actor.saveCustomer': ({ event, ui, before }) => saveCall(ui, before).reject(event.error),
    'xstate.done.actor.loadCustomer': ({ event, ui }) => callsOf(ui).reload.resolve(event.output),
    'xstate.error.actor.loadCustomer': ({ event, ui }) => callsOf(ui).reload.reject(event.error),
  },
  preconditions: {
    // The breadcrumb leaves; only unsaved work holds it (otherwise the page is simply gone).
    'leave.requested': (state) => viewOf(state).unsaved && !viewOf(state).askingToLeave,
    // Behind the question the page is inert: nothing else can be clicked or typed. Typing the
    // value a field already holds changes nothing (no input event).
    'field.changed': (state, event) => !viewOf(state).askingToLeave && state.context.values[event.field] !== event.value,
    'form.submitted': (state) => !viewOf(state).askingToLeave,
    'save.retried': (state) => !viewOf(state).askingToLeave,
    'conflict.reload': (state) => !viewOf(state).askingToLeave,
    'conflict.keepMine': (state) => !viewOf(state).askingToLeave,
    'conflict.takeStored': (state) => !viewOf(state).askingToLeave,
  },
  // Saved, the screen goes to the customer; discarded, to the list: the form is gone.
  endsPath: (event) => event.type === 'xstate.done.actor.saveCustomer' || event.type === 'leave.confirmed',
  states: {
    form: async ({ state, event, ui }) => {
      if (event.type === 'leave.confirmed') {
        // Discarded: the list, the form gone (a save still on its way is aborted with it).
        await eventually(() => (ui.path() === '/clientes' ? true : undefined), () => 'the list');
        return;
      }
      if (state.matches({ form: 'saved' })) return;
      await eventually(() => screen.queryByLabelText(LABELS.name) ?? undefined, () => 'the form');
      showsFields(state);
    },
    'form.editing': ({ state, event }) => {
      if (event.type === 'leave.confirmed') return;
      const save = screen.getByRole('button', { name: 'Guardar', hidden: true }) as HTMLButtonElement;
      expect(save.disabled).toBe(false);
      expect(input('name').readOnly).toBe(false);
      expect(viewOf(state).notice).toBe('none');
    },
    'form.saving': ({ event }) => {
      if (event.type === 'leave.confirmed') return;
      const save = screen.getByRole('button', { name: 'Guardando…', hidden: true }) as HTMLButtonElement;
      expect(save.disabled).toBe(true);
      expect(input('name').readOnly).toBe(true);
    },
    'form.saved': async ({ ui }) => {
      await eventually(() => (/^\/clientes\/\d+$/.test(ui.path()) ? true : undefined), () => "the customer's page");
    },
    'form.failed': ({ state, event }) => {
      if (event.type === 'leave.confirmed') return;
      expect(screen.getByRole('heading', { name: 'No se pudo guardar', hidden: true })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeTruthy();
      expect(state.context.original !== null || state.context.idempotencyKey !== null).toBe(true);
    },
    'form.duplicate': ({ event }) => {
      if (event.type === 'leave.confirmed') return;
      const element = input('document_number');
      expect(document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Este documento ya pertenece a otro cliente.');
    },
    ...conflict.states,
    ...comparing.states,
    'leave.idle': () => {
      expect(dialog()).toBeNull();
    },
    'leave.asking': () => {
      expect(dialog()).not.toBeNull();
    },
  },
});
