/**
 * Reversing a posted record with a reason — a cash movement ('Revertir el movimiento'), a payment
 * of any kind ('Revertir pago') —: one statechart, made per use with that use's id, reason limit
 * and reading of the server's refusals. The ledger is append-only (domain.md), so every reversal
 * asks the same: a required 'Motivo', one call with a key made once per confirmed intent, a
 * refusal that ends the dialog, a failure that can be retried without posting twice.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CashRoute } from '../cash/cashRouting.ts';
import { availableOf } from '../apiFailure.ts';

export type ReversalReasonError = 'required' | 'tooLong';

/** 'Motivo' is required (after trimming) and at most `max` characters, as the server checks. */
export function reversalReasonErrorOf(reason: string, max: number): ReversalReasonError | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > max ? 'tooLong' : null;
}

/** POST …/{id}/reversion with the intent's key: a retry resends the same key. */
export interface ReversalRequest {
  id: number;
  reason: string;
  idempotencyKey: string;
  /** A routed reversal's chosen open session (null: the server's own, the box's open one). */
  sessionId?: number | null;
}

export interface ReasonReversalContext<T, F extends string> {
  /** What is reversed (a movement, a payment). */
  target: T;
  /** The longest reason the server takes. */
  maxReason: number;
  reason: string;
  showErrors: boolean;
  /** Made when 'Revertir' is confirmed; kept by 'Reintentar', so a retry posts at most once. */
  idempotencyKey: string | null;
  failure: F | null;
  /** What the server answered: the reversal (a movement) or the reversed record (a payment). */
  result: T | null;
  /** A routed reversal: where its cash would go (machines/cash/cashRouting.ts), once loaded. */
  route: CashRoute | null;
  /** The open session chosen when the route has no primary one (the first listed by default). */
  sessionId: number | null;
  /** What the session holds, with an `insufficientCash` refusal (the dialog names it). */
  available: number | null;
  /** A routed reversal's route is being asked for (from each entry into `editing` to its answer). */
  routeLoading: boolean;
}

export type ReasonReversalEvent =
  | { type: 'reason.changed'; reason: string }
  | { type: 'session.chosen'; sessionId: number }
  | { type: 'reversal.confirmed' }
  | { type: 'reversal.retried' }
  | { type: 'reversal.cancelled' };

export interface ReasonReversalOptions<F extends string> {
  /** The machine's id (its chart, its coverage, the inspector). */
  id: string;
  maxReason: number;
  /** The failure an error is (the use's refusal codes, 403, no verdict). */
  failureOf(error: unknown): F;
  /** A failure that is the server's verdict: the dialog can only be closed. Any other is retried. */
  isRefusal(failure: F): boolean;
  /**
   * The reversal moves cash through a session the server routes (a payment's: issue #29 item 3):
   * `editing` loads where it goes (`loadCashRoute`, its failure only leaves it unsaid) and takes
   * the user's choice of an open session (`session.chosen`), sent with the request.
   */
  routed?: boolean;
}

/** The session a loaded route sends the cash through: its primary, else the choice kept if still listed, else the first listed. */
export function sessionOfRoute(route: CashRoute, chosen: number | null): number | null {
  if (route.primary !== null) return route.primary.id;
  return route.open_sessions.some((session) => session.id === chosen) ? chosen : (route.open_sessions[0]?.id ?? null);
}

/**
 * One reversal, from the question to the answer:
 * - `editing`: what the page explains (what will be posted, where) and the 'Motivo'; confirming
 *   with no reason (or one too long) shows its error and stays. A routed reversal also loads where
 *   its cash goes and takes the choice of an open session here (options.routed).
 * - `posting` (tag `busy`): the call, with a key made once per confirmed intent.
 * - `done`: reversed (`result`); `notifyReversed` runs (the app may tell the page); the page
 *   closes the dialog and reloads.
 * - `refused`: the server said no with a verdict (already reversed, no open session, the record's
 *   state); only 'Cerrar' is left.
 * - `failed`: no verdict (no answer, 500, 403): 'Reintentar' resends the same key, so a request
 *   that did reach the server posts once; a changed reason goes back to `editing` (a new intent).
 * - `cancelled`: closed without posting.
 * `done` and `cancelled` end the dialog; not `final`, so the actor stays readable until the page
 * lets it go.
 */
export function reasonReversalMachine<T extends { id: number }, F extends string>(options: ReasonReversalOptions<F>) {
  return setup({
    types: {
      context: {} as ReasonReversalContext<T, F>,
      events: {} as ReasonReversalEvent,
      input: {} as { target: T },
    },
    actors: {
      reverse: fromPromise<T, ReversalRequest>(async () => {
        throw new Error(`${options.id}: the "reverse" effect must be provided by the app`);
      }),
      loadCashRoute: fromPromise<CashRoute, { id: number }>(async () => {
        throw new Error(`${options.id}: the "loadCashRoute" effect must be provided by the app`);
      }),
    },
    actions: {
      // A changed reason is a new intent: the next confirm makes a new key.
      assignReason: assign(({ event }) => {
        assertEvent(event, 'reason.changed');
        return { reason: event.reason, idempotencyKey: null };
      }),
      showErrors: assign({ showErrors: true }),
      assignRoute: assign(({ context }, route: CashRoute) => ({ route, sessionId: sessionOfRoute(route, context.sessionId), routeLoading: false })),
      // Another session is another intent: the next confirm makes a new key.
      chooseSession: assign(({ event }) => {
        assertEvent(event, 'session.chosen');
        return { sessionId: event.sessionId, idempotencyKey: null };
      }),
      newIdempotencyKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
      /** Provided by a page that tells more than closing the dialog (the movements' alert). */
      notifyReversed: () => {},
    },
    guards: {
      hasReasonError: ({ context }) => reversalReasonErrorOf(context.reason, context.maxReason) !== null,
      isRefusal: (_, params: { error: unknown }) => options.isRefusal(options.failureOf(params.error)),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ target: input.target, maxReason: options.maxReason, reason: '', showErrors: false, idempotencyKey: null, failure: null, result: null, route: null, sessionId: null, available: null, routeLoading: false }),
    initial: 'editing',
    states: {
      editing: {
        ...(options.routed === true
          ? {
              entry: assign({ routeLoading: true }),
              invoke: {
                id: 'loadCashRoute',
                src: 'loadCashRoute',
                input: ({ context }) => ({ id: context.target.id }),
                onDone: { actions: { type: 'assignRoute', params: ({ event }) => event.output } },
                // Not known: the dialog says nothing of where; the server still decides and refuses.
                onError: { actions: assign({ route: null, routeLoading: false }) },
              },
            }
          : {}),
        on: {
          'reason.changed': { actions: 'assignReason' },
          ...(options.routed === true ? { 'session.chosen': { actions: 'chooseSession' } } : {}),
          'reversal.confirmed': [{ guard: 'hasReasonError', actions: 'showErrors' }, { target: 'posting', actions: ['showErrors', 'newIdempotencyKey'] }],
          'reversal.cancelled': 'cancelled',
        },
      },
      posting: {
        tags: ['busy'],
        invoke: {
          id: 'reverse',
          src: 'reverse',
          input: ({ context }) => ({
            id: context.target.id,
            reason: context.reason.trim(),
            idempotencyKey: context.idempotencyKey ?? '',
            ...(options.routed === true ? { sessionId: context.sessionId } : {}),
          }),
          onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output, failure: null }), 'notifyReversed'] },
          onError: [
            {
              guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
              target: 'refused',
              actions: assign({ failure: ({ event }) => options.failureOf(event.error), available: ({ event }) => availableOf(event.error) }),
            },
            { target: 'failed', actions: assign({ failure: ({ event }) => options.failureOf(event.error), available: null }) },
          ],
        },
      },
      done: {},
      refused: { on: { 'reversal.cancelled': 'cancelled' } },
      failed: {
        on: {
          'reversal.retried': 'posting',
          'reason.changed': { target: 'editing', actions: 'assignReason' },
          'reversal.cancelled': 'cancelled',
        },
      },
      cancelled: {},
    },
  });
}
