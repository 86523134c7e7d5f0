/**
 * What every record form that is "for a customer" shares (a loan, a rental contract, a debt): the
 * customer as the picker shows it, and its part of the form's context and events (search GET
 * /clientes?q, pick one, change it). Pure: the search itself is an actor the app provides.
 */

/** The customer a record is for, as picked from the search of /clientes. */
export interface PickedCustomer {
  id: number;
  name: string;
  document: string;
  /** A blocked customer can't take a new record: the form says so and refuses to submit. */
  blocked: boolean;
}

/** The picker's part of a form's context. */
export interface CustomerPickContext {
  customer: PickedCustomer | null;
  /** The last customer search sent, and what it found. */
  search: string;
  results: PickedCustomer[];
}

/** The picker's events. */
export type CustomerPickEvent =
  /** 'Buscar' in the customer box: GET /clientes?q= (one request per search). */
  | { type: 'customer.searched'; search: string }
  | { type: 'customer.picked'; customer: PickedCustomer }
  /** 'Cambiar cliente': back to the search. */
  | { type: 'customer.cleared' };

/** The picker's context at the start. */
export const NO_CUSTOMER_PICKED: CustomerPickContext = { customer: null, search: '', results: [] };

/**
 * The search half of the picker as a statechart region (`idle` → `searching` → `idle` | `failed`):
 * the record forms' `picker` and the lists' customer filter spread it. The machine that spreads it
 * names the actor `searchCustomers` (GET /clientes?q=, provided by src) and the actions
 * `assignSearch` and `assignResults` (params: the customers found).
 */
export const CUSTOMER_SEARCH_REGION = {
  initial: 'idle',
  states: {
    idle: {
      on: { 'customer.searched': { target: 'searching', actions: 'assignSearch' } },
    },
    searching: {
      invoke: {
        id: 'searchCustomers',
        src: 'searchCustomers',
        input: ({ context }: { context: { search: string } }) => context.search,
        onDone: { target: 'idle', actions: { type: 'assignResults', params: ({ event }: { event: { output: PickedCustomer[] } }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignResults', params: [] as PickedCustomer[] } },
      },
      // A newer search replaces the running one (the stale request is aborted).
      on: { 'customer.searched': { target: 'searching', reenter: true, actions: 'assignSearch' } },
    },
    failed: {
      on: { 'customer.searched': { target: 'searching', actions: 'assignSearch' } },
    },
  },
} as const;
