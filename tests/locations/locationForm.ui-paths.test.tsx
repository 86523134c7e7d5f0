/**
 * 'Nueva ubicación' (/conf_ubicacion/nueva) and a location's settings (/conf_ubicacion/4) through
 * the UI, on `locationForm`: loading (held, then answered, refused with 404 or failed with
 * 'Reintentar'), typing, a refused submit, saving, saved (a new one goes back to the list, an edit
 * stays with 'Ubicación guardada.'), failed with 'Reintentar' (the same key), 409 with 'Recargar',
 * the comparison and both choices, and the "discard changes?" question when leaving by the
 * breadcrumb. Every load and save is held until a step answers it.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { connectLocationForm, type Location, type LocationField, type LocationInput, type LocationUpdate } from '../../machines/locations/index.ts';
import { defineUiPaths, passedThrough, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { comparingUiSteps, conflictUiSteps } from '../records/versionedFormUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { keyedLocationForm, locationFormFixtures, locationFormStateKey, type LocationFormModelEvent } from './locations.pathFixtures.ts';
import { ES } from '../support/amounts.ts';

type Form = SnapshotFrom<typeof keyedLocationForm>;

interface FormCalls {
  createLocation: Held<Location, [{ input: LocationInput; idempotencyKey: string }, AbortSignal?]>;
  updateLocation: Held<Location, [{ id: number; update: LocationUpdate }, AbortSignal?]>;
  getLocation: Held<Location, [number, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, FormCalls>();
function heldFormApi() {
  const calls: FormCalls = { createLocation: new Held('createLocation'), updateLocation: new Held('updateLocation'), getLocation: new Held('getLocation') };
  byAnswer.set(calls.createLocation.call, calls);
  return { createLocation: calls.createLocation.call, updateLocation: calls.updateLocation.call, getLocation: calls.getLocation.call };
}
function callsOf(ui: UiRun): FormCalls {
  const answer = ui.deps.api.createLocation.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldFormApi()');
  return calls;
}
const saveCall = (ui: UiRun, state: Form) => (state.context.original === null ? callsOf(ui).createLocation : callsOf(ui).updateLocation);

/** The text fields (four eyes is a checkbox, the payoff's interest radios, the payment methods checkboxes: `showsFields` checks them apart). */
type TextField = Exclude<LocationField, 'four_eyes' | 'payoff_interest' | 'payment_methods'>;
const LABELS: Record<TextField, RegExp> = {
  name: /^Nombre/,
  address: /^Dirección/,
  city: /^Ciudad/,
  country: /^País/,
  currency: /^Moneda/,
  minor_digits: /^Decimales de la moneda/,
  time_zone: /^Zona horaria/,
  grace_days: /^Días de gracia/,
  cash_tolerance: /^Tolerancia del arqueo/,
  late_charge_kind: /^Tipo de recargo/,
  late_charge_value: /^Recargo( \*)?$/,
  late_charge_every_days: /^Repetir cada/,
  late_charge_cap: /^Tope por cuota/,
  backdate_days: /^Días hacia atrás para la fecha valor/,
  receipt_footer: /^Pie del recibo/,
};
const input = (field: TextField) => screen.getByLabelText(LABELS[field]) as HTMLInputElement;
/** The four-eyes checkbox, found by its id (cheaper than a label search on every step; its label is the page test's). */
/** The payoff's interest: the checked radio's value ('' when none is). */
const payoffChoice = () => document.querySelector<HTMLInputElement>('input[type="radio"][name$="-payoff_interest"]:checked')?.value ?? '';
/** The payment methods checked, in the form's order, as the form holds them ('cash,transfer'). */
const methodBoxes = () => [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name$="-payment_methods"]')];
const methodsChecked = () => methodBoxes().filter((box) => box.checked).map((box) => box.value).join(',');
function fourEyesBox(): HTMLInputElement {
  const box = document.querySelector<HTMLInputElement>('input[type="checkbox"][id$="-four_eyes"]');
  if (box === null) throw new Error('no four-eyes checkbox on the form');
  return box;
}
const viewOf = (state: Form) => connectLocationForm(state, () => {});
const conflict = conflictUiSteps({ heading: 'Otra persona cambió esta ubicación', reloadFailed: 'No se pudo recargar la ubicación. Intente nuevamente.', field: () => input('name') });
const comparing = comparingUiSteps((state: Form) => viewOf(state).differences.length);
const dialog = () => screen.queryByRole('alertdialog', { name: '¿Descartar los cambios?' });

/** The fields show the model's values and errors, each error linked to its field. */
function showsFields(state: Form): void {
  const view = viewOf(state);
  expect(fourEyesBox().checked).toBe(view.values.four_eyes !== 'false');
  expect(payoffChoice()).toBe(view.values.payoff_interest);
  expect(methodsChecked()).toBe(view.values.payment_methods);
  for (const field of Object.keys(LABELS) as TextField[]) {
    const element = input(field);
    expect(element.value, field).toBe(view.values[field]);
    const error = view.errors[field];
    expect(element.getAttribute('aria-invalid') === 'true', `${field} invalid`).toBe(error !== undefined);
    if (error) expect(document.getElementById(`${element.id}-error`)?.textContent).toBeTruthy();
  }
  expect(input('minor_digits').readOnly).toBe(view.digitsLocked || view.locked);
}

defineUiPaths<typeof keyedLocationForm, LocationFormModelEvent>({
  machine: keyedLocationForm,
  // What the chart distinguishes, never what was typed: the same key as the model paths.
  stateKey: locationFormStateKey,
  name: 'location form',
  variants: { create: { input: { id: null, conventions: ES } }, edit: { input: { id: 4, conventions: ES } } },
  setup: ({ name }) => ({ route: name === 'edit' ? '/conf_ubicacion/4' : '/conf_ubicacion/nueva', deps: { storage: signedInStorage(), api: heldFormApi() } }),
  context: (snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  events: locationFormFixtures,
  executors: {
    'field.changed': ({ event }) => {
      if (event.field === 'four_eyes') {
        const box = fourEyesBox();
        if (box.checked !== (event.value !== 'false')) fireEvent.click(box);
        return;
      }
      if (event.field === 'payoff_interest') {
        const radio = document.querySelector<HTMLInputElement>(`input[type="radio"][name$="-payoff_interest"][value="${event.value}"]`);
        if (radio !== null) fireEvent.click(radio);
        return;
      }
      if (event.field === 'payment_methods') {
        const wanted = event.value.split(',');
        for (const box of methodBoxes()) if (!box.disabled && box.checked !== wanted.includes(box.value)) fireEvent.click(box);
        return;
      }
      fireEvent.change(input(event.field), { target: { value: event.value } });
    },
    'form.submitted': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    },
    'load.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'save.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    ...conflict.executors,
    ...comparing.executors,
    'leave.requested': () => {
      fireEvent.click(screen.getByRole('navigation', { name: 'Ruta de navegación' }).querySelector('a[href="/conf_ubicacion"]') as HTMLElement);
    },
    'leave.confirmed': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    },
    'leave.cancelled': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    },
    'xstate.done.actor.saveLocation': ({ event, ui, before }) => saveCall(ui, before).resolve(event.output),
    'xstate.error.actor.saveLocation': ({ event, ui, before }) => saveCall(ui, before).reject(event.error),
    'xstate.done.actor.loadLocation': ({ event, ui }) => callsOf(ui).getLocation.resolve(event.output),
    'xstate.error.actor.loadLocation': ({ event, ui }) => callsOf(ui).getLocation.reject(event.error),
  },
  preconditions: {
    'leave.requested': (state) => viewOf(state).unsaved && !viewOf(state).askingToLeave,
    // Behind the question the page is inert; typing what a field holds changes nothing.
    'field.changed': (state, event) => !viewOf(state).askingToLeave && state.context.values[event.field] !== event.value,
    'form.submitted': (state) => !viewOf(state).askingToLeave,
    'save.retried': (state) => !viewOf(state).askingToLeave,
    // A location that does not exist offers no 'Reintentar'.
    'load.retried': (state) => state.context.failure !== 'notFound',
    'conflict.reload': (state) => !viewOf(state).askingToLeave,
    'conflict.keepMine': (state) => !viewOf(state).askingToLeave,
    'conflict.takeStored': (state) => !viewOf(state).askingToLeave,
  },
  // A new location, saved, goes back to the list; discarded, the list too: the form is gone.
  endsPath: (event, variant) => (event.type === 'xstate.done.actor.saveLocation' && variant === 'create') || event.type === 'leave.confirmed',
  states: {
    form: async ({ state, event, ui }) => {
      if (event.type === 'leave.confirmed') {
        await eventually(() => (ui.path() === '/conf_ubicacion' ? true : undefined), () => 'the list');
        return;
      }
      if (state.matches({ form: 'saved' }) && state.context.id === null) return;
      if (state.matches({ form: 'loading' }) || state.matches({ form: 'loadFailed' })) return;
      await eventually(() => screen.queryByLabelText(LABELS.name) ?? undefined, () => 'the form');
      showsFields(state);
    },
    'form.starting': passedThrough('decides at once whether there is a location to load'),
    'form.loading': async () => {
      await eventually(() => screen.queryByText('Cargando la ubicación…') ?? undefined, () => 'the loading status');
      expect(screen.queryByLabelText(LABELS.name)).toBeNull();
    },
    'form.loadFailed': async ({ state }) => {
      const heading = state.context.failure === 'notFound' ? 'No existe esa ubicación' : 'No se pudo cargar la ubicación';
      await eventually(() => screen.queryByRole('heading', { name: heading }) ?? undefined, () => heading);
      expect(screen.queryByRole('button', { name: 'Reintentar' }) !== null).toBe(state.context.failure !== 'notFound');
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
    'form.saved': async ({ state, ui, event }) => {
      if (event.type === 'leave.confirmed') return;
      if (state.context.id === null) {
        await eventually(() => (ui.path() === '/conf_ubicacion' ? true : undefined), () => 'the list');
        return;
      }
      await eventually(() => screen.queryByText('Ubicación guardada.') ?? undefined, () => 'the saved status');
    },
    'form.failed': ({ state, event }) => {
      if (event.type === 'leave.confirmed') return;
      expect(screen.getByRole('heading', { name: 'No se pudo guardar', hidden: true })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeTruthy();
      const refused = screen.queryByText('El servidor rechazó los datos. Revíselos y guarde de nuevo.') !== null;
      expect(refused).toBe(state.context.failure === 'refused');
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
