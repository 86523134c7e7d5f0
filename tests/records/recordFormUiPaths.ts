/**
 * The UI path steps of every 'Nuevo …' record form (loanForm, rentalForm, debtForm) through the
 * page: the customer search (held GET /clientes), picking a customer (a blocked one said at once),
 * typing the fields with the live preview, a refused submit, saving (then the record's page),
 * failed with 'Reintentar' (the same Idempotency-Key), a 422 refusal with its own text, and the
 * "discard changes?" question when leaving by the breadcrumb. Each area's suite gives its route,
 * labels, texts and the check of its preview; the API's save call is held under its own name.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { PickedCustomer } from '../../machines/records/customerPick.ts';
import type { SofiaApi } from '../../src/app/createSofiaApi.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import type { UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { customerSearchExecutors, type HeldCustomerSearch } from './customerSearchUi.ts';

/** The API call a form saves with. */
type SaveCall = 'applyForLoan' | 'createRental' | 'createDebt';

interface FormCalls {
  save: Held<unknown, unknown[]>;
  listCustomers: HeldCustomerSearch;
}

/** What the steps read of a state: the kit's context and regions. */
interface FormState {
  context: { values: object; customer: PickedCustomer | null; results: PickedCustomer[] };
  // Method syntax on purpose: each machine's `matches` takes its own state values, of which these are some.
  matches(value: { form: 'saved' | 'editing' } | { picker: 'idle' } | { leave: 'asking' }): boolean;
}

/** What the steps read of the view. */
interface FormView {
  values: object;
  unsaved: boolean;
  askingToLeave: boolean;
  preview: unknown;
  errors: { customer?: string };
  failure: string | null;
}

interface Step<TEvent = { type: string }> {
  state: FormState;
  event: TEvent;
  ui: UiRun;
}

export interface RecordFormUi<TState extends FormState, TView extends FormView> {
  save: SaveCall;
  /** The business date the held GET /ubicacion/actual answers. */
  businessDate: string;
  /** The list the breadcrumb leads to ('/prestamos'), and the saved record's page ('/prestamos/41'). */
  listPath: string;
  savedPath: string;
  /** Each field's label, for the field changes the fixtures send and the values shown; `first` is read to know the form is on screen (and read-only while saving). */
  labels: Readonly<Record<string, RegExp>>;
  first: RegExp;
  submit: string;
  saving: string;
  /** The heading of the refusal the fixtures answer, and what a blocked customer is told. */
  refusalHeading: string;
  blocked: string;
  /** The live preview's table name and its rows for a view (header rows included). */
  previewTable: string;
  previewRows(view: NoInfer<TView>): number;
  viewOf(state: TState): TView;
  /** More that the area shows in every state of the form (optional). */
  checkForm?(view: NoInfer<TView>, table: HTMLElement | null): void;
}

const byAnswer = new WeakMap<object, FormCalls>();
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name, hidden: true }) as HTMLButtonElement;
const dialog = () => screen.queryByRole('alertdialog', { name: '¿Descartar los cambios?' });
const leaving = (event: { type: string }) => event.type === 'leave.confirmed';

/** The held API, the gestures and the assertions of a record form's UI path suite, to spread into `defineUiPaths`. */
export function recordFormUiSteps<TState extends FormState, TView extends FormView>(form: RecordFormUi<TState, TView>) {
  const viewOf = (state: FormState) => form.viewOf(state as TState);
  function callsOf(ui: UiRun): FormCalls {
    const answer = ui.deps.api[form.save].getMockImplementation();
    const calls = answer ? byAnswer.get(answer) : undefined;
    if (!calls) throw new Error('this run was not set up with api()');
    return calls;
  }
  // Read on the snapshot, not the view: the planner asks the preconditions of every state it keys.
  const notLeaving = (state: FormState) => !state.matches({ leave: 'asking' });

  return {
    /** The API of one run: the save and the search held until the path answers them. */
    api(): Partial<SofiaApi> {
      const calls: FormCalls = { save: new Held(form.save), listCustomers: new Held('listCustomers') };
      byAnswer.set(calls.save.call, calls);
      return {
        [form.save]: calls.save.call,
        listCustomers: calls.listCustomers.call,
        currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: form.businessDate }),
      } as Partial<SofiaApi>;
    },
    context: (snapshot: { context: { idempotencyKey: string | null } }) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
    executors: {
      'field.changed': ({ event }: { event: { field: string; value: string } }) => {
        fireEvent.change(input(form.labels[event.field] as RegExp), { target: { value: event.value } });
      },
      ...customerSearchExecutors((ui) => callsOf(ui).listCustomers),
      'customer.cleared': () => {
        fireEvent.click(screen.getByRole('button', { name: 'Cambiar cliente' }));
      },
      'form.submitted': () => {
        fireEvent.click(screen.getByRole('button', { name: form.submit }));
      },
      'save.retried': () => {
        fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
      },
      'leave.requested': () => {
        fireEvent.click(screen.getByRole('navigation', { name: 'Ruta de navegación' }).querySelector(`a[href="${form.listPath}"]`) as HTMLElement);
      },
      'leave.confirmed': () => {
        fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
      },
      'leave.cancelled': () => {
        fireEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
      },
      'xstate.done.actor.saveRecord': ({ event, ui }: { event: { output: unknown }; ui: UiRun }) => callsOf(ui).save.resolve(event.output),
      'xstate.error.actor.saveRecord': ({ event, ui }: { event: { error: unknown }; ui: UiRun }) => callsOf(ui).save.reject(event.error),
    },
    preconditions: {
      'leave.requested': (state: FormState) => notLeaving(state) && viewOf(state).unsaved,
      // Behind the question the page is inert. Typing what a field holds changes nothing.
      'field.changed': (state: FormState, event: { field: string; value: string }) =>
        notLeaving(state) && (state.context.values as Record<string, string>)[event.field] !== event.value,
      // The search and its results show while no customer is chosen.
      'customer.searched': (state: FormState) => notLeaving(state) && state.context.customer === null,
      'customer.picked': (state: FormState, event: { customer: PickedCustomer }) =>
        notLeaving(state) && state.context.customer === null && state.matches({ picker: 'idle' }) && state.context.results.some((found) => found.id === event.customer.id),
      'customer.cleared': (state: FormState) => notLeaving(state) && state.context.customer !== null,
      'form.submitted': (state: FormState) => notLeaving(state) && state.matches({ form: 'editing' }),
      'save.retried': (state: FormState) => notLeaving(state),
    },
    endsPath: (event: { type: string }) => event.type === 'xstate.done.actor.saveRecord' || event.type === 'leave.confirmed',
    states: {
      form: async ({ state, event, ui }: Step) => {
        if (leaving(event)) {
          await eventually(() => (ui.path() === form.listPath ? true : undefined), () => 'the list');
          return;
        }
        if (state.matches({ form: 'saved' })) return;
        await eventually(() => screen.queryByLabelText(form.first) ?? undefined, () => 'the form');
        const view = viewOf(state);
        const values = view.values as Record<string, string>;
        for (const [field, label] of Object.entries(form.labels)) expect(input(label).value, field).toBe(values[field]);
        // The live preview: every row the values make, or the sentence saying what it waits for.
        const table = screen.queryByRole('table', { name: form.previewTable, hidden: true });
        expect(table !== null, 'preview').toBe(view.preview !== null);
        if (table !== null && view.preview !== null) expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(form.previewRows(view as TView));
        form.checkForm?.(view as TView, table);
        // A blocked customer is said at once.
        const blocked = screen.queryAllByText(form.blocked, { selector: 'p' });
        expect(blocked.length > 0, 'blocked').toBe(view.errors.customer === 'blocked' || view.failure === 'customerBlocked');
      },
      'form.editing': ({ event }: Step) => {
        if (leaving(event)) return;
        expect(button(form.submit).disabled).toBe(false);
        expect(screen.queryByRole('button', { name: 'Reintentar', hidden: true })).toBeNull();
      },
      'form.saving': ({ event }: Step) => {
        if (leaving(event)) return;
        expect(button(form.saving).disabled).toBe(true);
        expect(input(form.first).readOnly).toBe(true);
      },
      'form.saved': async ({ ui }: Step) => {
        await eventually(() => (ui.path() === form.savedPath ? true : undefined), () => "the record's page");
      },
      'form.failed': ({ event }: Step) => {
        if (leaving(event)) return;
        expect(screen.getByRole('heading', { name: 'No se pudo guardar', hidden: true })).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Reintentar', hidden: true })).toBeTruthy();
        // 'Reintentar' is the way on: the submit waits for a change.
        expect(button(form.submit).disabled).toBe(true);
      },
      'form.refused': ({ event }: Step) => {
        if (leaving(event)) return;
        expect(screen.getByRole('heading', { name: form.refusalHeading, hidden: true })).toBeTruthy();
        expect(screen.queryByRole('button', { name: 'Reintentar', hidden: true })).toBeNull();
        expect(button(form.submit).disabled).toBe(true);
      },
      'picker.idle': ({ state, event }: Step) => {
        if (leaving(event) || state.matches({ form: 'saved' })) return;
        expect(screen.queryByText('Buscando clientes…')).toBeNull();
        if (state.context.customer === null && state.context.results.length > 0) {
          expect(within(screen.getByRole('list', { name: 'Clientes encontrados', hidden: true })).getAllByRole('listitem', { hidden: true })).toHaveLength(state.context.results.length);
        }
      },
      'picker.searching': ({ event }: Step) => {
        if (leaving(event)) return;
        expect(screen.getByText('Buscando clientes…')).toBeTruthy();
      },
      'picker.failed': ({ event }: Step) => {
        if (leaving(event)) return;
        expect(screen.getByText('No se pudo buscar clientes. Intente nuevamente.')).toBeTruthy();
      },
      'leave.idle': () => {
        expect(dialog()).toBeNull();
      },
      'leave.asking': () => {
        expect(dialog()).not.toBeNull();
      },
    },
  };
}
