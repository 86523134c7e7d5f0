/**
 * The delivery dialogs through the UI (/entregas as the administrator, user 1): 'Nueva entrega'
 * (what the collector holds loading, failed with 'Reintentar', then the form), 'Recibir' on N° 7,
 * 'Cancelar entrega' on their own N° 9, 'Resolver' on the disputed N° 8; typing, a refused submit,
 * saving, every failure (409, 422, 403, a timeout with 'Reintentar') and 'Cerrar'. Every GET
 * /entregas/disponible and every POST is held until a step answers it; the key is the browser's,
 * so the context is compared with "has a key".
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectDeliveryDialog, type Delivery, type DeliveryDialogKind, type HeldCashAnswer } from '../../machines/deliveries/index.ts';
import { passedThrough, defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { DISPUTED, HERE, OWN, PENDING } from './deliveries.fixtures.ts';
import { deliveryDialogFixtures, keyedDeliveryDialog, type DeliveryDialogModelEvent } from './deliveries.pathFixtures.ts';

type Dialog = SnapshotFrom<typeof keyedDeliveryDialog>;

interface DialogCalls {
  heldCash: Held<HeldCashAnswer, [void, AbortSignal?]>;
  send: Record<DeliveryDialogKind, Held<Delivery, [unknown, AbortSignal?]>>;
}
const byAnswer = new WeakMap<object, DialogCalls>();
function heldDialogApi() {
  const calls: DialogCalls = {
    heldCash: new Held('heldCash'),
    send: { declare: new Held('declareDelivery'), receive: new Held('receiveDelivery'), cancel: new Held('cancelDelivery'), resolve: new Held('resolveDelivery') },
  };
  byAnswer.set(calls.heldCash.call, calls);
  return {
    currentLocation: async () => HERE,
    listDeliveries: async (query: { pageSize: number }) => ({ items: [PENDING, DISPUTED, OWN], total: 3, page: 1, pageSize: query.pageSize }),
    heldCash: calls.heldCash.call,
    declareDelivery: calls.send.declare.call,
    receiveDelivery: calls.send.receive.call,
    cancelDelivery: calls.send.cancel.call,
    resolveDelivery: calls.send.resolve.call,
  };
}
function callsOf(ui: UiRun): DialogCalls {
  const answer = ui.deps.api.heldCash.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldDialogApi()');
  return calls;
}

const ADMIN = signedInStorage({ id: '1', inicio: 'entregas', rol: JSON.stringify({ id_rol: 1, r_nombre: 'Administrador', r_permisos: ['delivery.view', 'delivery.create', 'delivery.receive', 'delivery.resolve'] }) });
const SUBMIT: Record<DeliveryDialogKind, string> = { declare: 'Declarar entrega', receive: 'Confirmar recepción', cancel: 'Cancelar entrega', resolve: 'Resolver' };
const dialog = () => screen.queryByRole('dialog');
const inDialog = () => within(dialog() as HTMLElement);
const viewOf = (state: Dialog) => connectDeliveryDialog(state, () => {});
const amountLabel = (kind: DeliveryDialogKind) => (kind === 'declare' ? 'Monto' : 'Monto recibido');
const rowOf = async (id: number) => {
  const table = await screen.findByRole('table', { name: /Entregas de efectivo/ });
  return within(table).getByRole('rowheader', { name: String(id) }).closest('tr') as HTMLElement;
};

defineUiPaths<typeof keyedDeliveryDialog, DeliveryDialogModelEvent>({
  machine: keyedDeliveryDialog,
  name: 'delivery dialog',
  setup: () => ({ route: '/entregas', deps: { storage: ADMIN, api: heldDialogApi() } }),
  // The app opens with the location currency's signs too (the model: Spanish only); the separators are what both share.
  context: (snapshot) => ({ ...snapshot.context, conventions: { ...snapshot.context.conventions, signs: [] }, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: deliveryDialogFixtures,
  executors: {
    'dialog.opened': async ({ event }) => {
      if (event.kind === 'declare') {
        fireEvent.click(await screen.findByRole('button', { name: 'Nueva entrega' }));
        return;
      }
      const id = event.delivery?.id ?? 0;
      const row = await eventually(() => screen.queryByRole('rowheader', { name: String(id) }) ?? undefined, () => `row ${id}`);
      const label = new RegExp(`^${{ receive: 'Recibir', cancel: 'Cancelar', resolve: 'Resolver' }[event.kind]} la entrega N° `);
      fireEvent.click(within(row.closest('tr') as HTMLElement).getByRole('button', { name: label }));
    },
    'field.changed': ({ event, before }) => {
      const label = event.field === 'amount' ? amountLabel(before.context.kind) : event.field === 'note' ? 'Nota' : 'Resolución';
      fireEvent.change(inDialog().getByLabelText(label), { target: { value: event.value } });
    },
    'form.submitted': ({ before }) => {
      fireEvent.click(inDialog().getByRole('button', { name: SUBMIT[before.context.kind] }));
    },
    'save.retried': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Reintentar' }));
    },
    'held.retried': () => {
      fireEvent.click(inDialog().getByRole('button', { name: 'Reintentar' }));
    },
    'dialog.closed': () => {
      const buttons = inDialog().getAllByRole('button', { name: 'Cerrar' });
      fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    },
    'xstate.done.actor.loadHeld': ({ event, ui }) => callsOf(ui).heldCash.resolve(event.output),
    'xstate.error.actor.loadHeld': ({ event, ui }) => callsOf(ui).heldCash.reject(event.error),
    'xstate.done.actor.sendDelivery': ({ event, ui, before }) => callsOf(ui).send[before.context.kind].resolve(event.output),
    'xstate.error.actor.sendDelivery': ({ event, ui, before }) => callsOf(ui).send[before.context.kind].reject(event.error),
  },
  preconditions: {
    // Only the fields the dialog shows, and only a change of what they hold.
    'field.changed': (state, event) => {
      const { kind, values } = state.context;
      if (values[event.field] === event.value) return false;
      if (event.field === 'amount') return kind === 'declare' || kind === 'receive';
      if (event.field === 'resolution') return kind === 'resolve';
      return kind !== 'cancel';
    },
  },
  states: {
    closed: async ({ previous }) => {
      if (previous !== null) await eventually(() => (dialog() === null ? true : undefined), () => 'the dialog closed');
      expect(dialog()).toBeNull();
      await rowOf(7);
    },
    opening: passedThrough('decides at once whether to ask what the collector holds'),
    loadingHeld: async () => {
      await eventually(() => dialog()?.textContent?.includes('Consultando el efectivo que tiene…') || undefined, () => 'the loading status');
    },
    heldFailed: async () => {
      await eventually(() => dialog()?.textContent?.includes('No se pudo consultar el efectivo que tiene') || undefined, () => 'the failure');
      expect(inDialog().getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    },
    editing: async ({ state }) => {
      const view = viewOf(state);
      const submit = await eventually(() => (dialog() ? inDialog().queryByRole('button', { name: SUBMIT[view.kind] }) ?? undefined : undefined), () => 'the submit button');
      expect((submit as HTMLButtonElement).disabled).toBe(false);
      if (view.kind === 'declare' || view.kind === 'receive') {
        const amount = inDialog().getByLabelText(amountLabel(view.kind)) as HTMLInputElement;
        expect(amount.value).toBe(view.values.amount);
        expect(amount.getAttribute('aria-invalid')).toBe(String(view.errors.amount !== undefined));
      }
      if (view.kind === 'declare') expect(inDialog().getByText(/^Efectivo que puede entregar: 1.000,00/)).toBeTruthy();
      if (view.kind === 'receive' && view.difference !== null && view.difference !== 0) expect(inDialog().getByText(/^Diferencia: /)).toBeTruthy();
      if (view.kind === 'resolve' && view.errors.note) expect(inDialog().getByText('Explique la resolución.')).toBeTruthy();
    },
    saving: async () => {
      const button = await eventually(() => (dialog() ? inDialog().queryByRole('button', { name: 'Guardando…' }) ?? undefined : undefined), () => 'the saving button');
      expect((button as HTMLButtonElement).disabled).toBe(true);
    },
    failed: async ({ state }) => {
      const alert = await eventually(() => (dialog() ? inDialog().queryByRole('alert') ?? undefined : undefined), () => 'the failure');
      const texts = { conflict: /^Alguien cambió esta entrega/, refused: /^El servidor rechazó/, forbidden: /^Su rol no permite esta acción/, unavailable: /^No se pudo guardar/ };
      expect(alert.textContent).toMatch(texts[state.context.failure ?? 'unavailable']);
      expect(inDialog().queryByRole('button', { name: 'Reintentar' }) !== null).toBe(state.context.failure === 'unavailable');
    },
  },
});
