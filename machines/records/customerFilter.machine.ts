import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PickedCustomer } from './customerPick.ts';
import { CUSTOMER_SEARCH_REGION } from './customerPick.ts';

export interface CustomerFilterContext {
  /** The last customer search sent, and what it found. */
  search: string;
  results: PickedCustomer[];
  /** The customer the list is filtered by (the URL's `?cliente=`), or null: every customer. */
  customerId: number | null;
  /** That customer as the picker shows it, once known. */
  customer: PickedCustomer | null;
}

/** The list URL's parameter that holds the customer filter (the customer's page links there). */
export const CUSTOMER_PARAM = 'cliente';

/** `?cliente=<id>`: the customer's id, or null (none, or not an id). */
export const customerParamOf = (raw: string | null): number | null => (raw !== null && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null);

export type CustomerFilterEvent =
  /** 'Buscar' in the customer box: GET /clientes?q= (one request per search). */
  | { type: 'customer.searched'; search: string }
  /** 'Elegir': the list is filtered by this customer. */
  | { type: 'customer.picked'; customer: PickedCustomer }
  /** 'Ver todos los clientes': the filter is lifted. */
  | { type: 'customer.cleared' }
  /** The URL's `?cliente=` (the one source of the filter: a link from the customer's page, back / forward). */
  | { type: 'filter.synced'; customerId: number | null };

/**
 * The customer filter of a records list ('Deudas', 'Honorarios', 'Alquileres'): the shared customer
 * picker (search /clientes, 'Elegir') that sets the list's `customer` filter, and says whose records
 * are listed. The URL holds the filter; the page syncs it here and the list.
 *
 * `search`: `idle` ⇄ `searching` (GET /clientes?q) | `failed` (search again), as in the forms.
 * `customer`: `none` (every customer: the search box) → `known` (picked, or loaded for an id the URL
 * named: its name and document, 'Ver todos los clientes') | `loading` (GET /clientes/{id}) →
 * `unknown` (that customer could not be read: 'Cliente N° {id}', still filtered).
 */
export const customerFilterMachine = setup({
  types: {
    context: {} as CustomerFilterContext,
    events: {} as CustomerFilterEvent,
  },
  actors: {
    searchCustomers: fromPromise<PickedCustomer[], string>(async () => {
      throw new Error('customerFilter: the "searchCustomers" effect must be provided by the app');
    }),
    loadCustomer: fromPromise<PickedCustomer, number>(async () => {
      throw new Error('customerFilter: the "loadCustomer" effect must be provided by the app');
    }),
  },
  actions: {
    assignSearch: assign(({ event }) => {
      assertEvent(event, 'customer.searched');
      return { search: event.search.trim() };
    }),
    assignResults: assign((_, results: PickedCustomer[]) => ({ results })),
    assignPicked: assign(({ event }) => {
      assertEvent(event, 'customer.picked');
      return { customerId: event.customer.id, customer: event.customer };
    }),
    assignSynced: assign(({ event }) => {
      assertEvent(event, 'filter.synced');
      return { customerId: event.customerId, customer: null };
    }),
    assignLoaded: assign((_, customer: PickedCustomer) => ({ customer })),
    clearCustomer: assign({ customerId: null, customer: null }),
  },
  guards: {
    /** The URL lifted a filter that was set. */
    isLifted: ({ context, event }) => event.type === 'filter.synced' && event.customerId === null && context.customerId !== null,
    /** The URL names another customer than the one shown (the same one changes nothing). */
    isAnotherCustomer: ({ context, event }) => event.type === 'filter.synced' && event.customerId !== null && event.customerId !== context.customerId,
  },
}).createMachine({
  id: 'customerFilter',
  type: 'parallel',
  context: { search: '', results: [], customerId: null, customer: null },
  states: {
    search: CUSTOMER_SEARCH_REGION,
    customer: {
      initial: 'none',
      // Whichever customer is shown, these replace it (a running read is aborted).
      on: {
        'customer.picked': { target: '.known', actions: 'assignPicked' },
        'customer.cleared': { target: '.none', actions: 'clearCustomer' },
        'filter.synced': [
          { guard: 'isLifted', target: '.none', actions: 'clearCustomer' },
          { guard: 'isAnotherCustomer', target: '.loading', actions: 'assignSynced' },
        ],
      },
      states: {
        none: {},
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadCustomer',
            src: 'loadCustomer',
            input: ({ context }) => context.customerId ?? 0,
            onDone: { target: 'known', actions: { type: 'assignLoaded', params: ({ event }) => event.output } },
            onError: 'unknown',
          },
        },
        known: {},
        unknown: {},
      },
    },
  },
});

export type CustomerFilterMachine = typeof customerFilterMachine;
