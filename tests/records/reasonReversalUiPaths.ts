/**
 * The UI path steps of every 'Revertir' with a reason (reasonReversalMachine: a cash movement's,
 * a payment's), driven through the one ReasonReversalDialog: the row's button opens the question,
 * the 'Motivo' (its error from the first confirm on), the call with its key (a retry resends the
 * same one), done (the dialog closes, the list asks again), a refusal (only 'Cerrar'), a failure
 * ('Reintentar' keeps the reason) and 'Cancelar'. A suite spreads these executors, preconditions
 * and states into its own `defineUiPaths` and gives only what is its own: the title, its call, what
 * the question says and how each failure is worded. Not a test file itself.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { connectReasonReversal, type ReasonReversalSnapshot } from '../../machines/records/reasonReversal.connect.ts';
import type { ReversalRequest } from '../../machines/records/reasonReversal.machine.ts';
import type { UiRun } from '../paths/kit.ts';
import type { CashRoute } from '../../machines/cash/index.ts';
import { eventually } from '../paths/run.ts';

/** The held reversal call of one run, as the steps read and answer it. */
export interface HeldReversals<T> {
  calls: { args: readonly unknown[]; settled: boolean }[];
  resolve(value: T): Promise<void>;
  reject(error: unknown): Promise<void>;
}

export interface ReversalUi<T> {
  /** The dialog's title, also the row button's name: 'Revertir el pago N° 41'. */
  title: string;
  /** The id of what is reversed. */
  id: number;
  /** The run's held reversal call. */
  held(ui: UiRun): HeldReversals<T>;
  /** The request among a call's arguments (the payments' call names the kind first). */
  requestOf(args: readonly unknown[]): ReversalRequest;
  /** Checks the call's other arguments (e.g. the payment's kind). */
  checkCall?(args: readonly unknown[]): void;
  /** What the question says before anything is sent. */
  question(shown: HTMLElement): void;
  /** The alert of a refusal or a failure. */
  failureText(failure: string): string;
  /** After done: the list asked again (and whatever else the page tells). */
  afterDone(ui: UiRun): Promise<void>;
  /** The confirm button when it is not 'Revertir' (a refund's 'Devolver'). */
  confirmLabel?: string;
  /** The missing reason's error when it is not a reversal's. */
  reasonRequiredText?: string;
  /** A routed reversal (a payment's): the run's held route call; the request carries the session. */
  heldRoute?(ui: UiRun): HeldReversals<CashRoute>;
}

type Snapshot = ReasonReversalSnapshot<unknown, string>;

/** Clicks the row's 'Revertir' once the list shows it (polling with the real clock). */
export function clickRowButtonWhenShown(title: string, timeoutMs = 20_000): void {
  const start = Date.now();
  const poll = () => {
    const button = screen.queryByRole('button', { name: title });
    if (button && screen.queryByRole('alertdialog', { name: title }) === null) fireEvent.click(button);
    else if (Date.now() - start < timeoutMs) setTimeout(poll, 10);
  };
  setTimeout(poll, 0);
}

export function reasonReversalUiSteps<T>(r: ReversalUi<T>) {
  const dialog = () => screen.queryByRole('alertdialog', { name: r.title });
  const inDialog = () => {
    const shown = dialog();
    if (!shown) throw new Error(`no dialog "${r.title}"`);
    return within(shown);
  };
  const reasonBox = () => inDialog().getByLabelText('Motivo *') as HTMLTextAreaElement;
  const sessionBox = () => inDialog().getByLabelText('Caja del efectivo') as HTMLSelectElement;
  const heldRoute = (ui: UiRun) => {
    if (!r.heldRoute) throw new Error('this reversal is not routed');
    return r.heldRoute(ui);
  };
  const closed = async () => eventually(() => (dialog() === null ? true : undefined), () => 'the dialog to close');

  return {
    // The app makes a real key per intent (`crypto.randomUUID()`): compared as "has a key".
    context: (snapshot: Snapshot) => ({ ...snapshot.context, idempotencyKey: snapshot.context.idempotencyKey !== null }),
    executors: {
      'reason.changed': ({ event }: { event: { reason: string } }) => {
        fireEvent.change(reasonBox(), { target: { value: event.reason } });
      },
      'session.chosen': ({ event }: { event: { sessionId: number } }) => {
        fireEvent.change(sessionBox(), { target: { value: String(event.sessionId) } });
      },
      'xstate.done.actor.loadCashRoute': ({ event, ui }: { event: { output: CashRoute }; ui: UiRun }) => heldRoute(ui).resolve(event.output),
      'xstate.error.actor.loadCashRoute': ({ event, ui }: { event: { error: unknown }; ui: UiRun }) => heldRoute(ui).reject(event.error),
      'reversal.confirmed': () => {
        fireEvent.click(inDialog().getByRole('button', { name: r.confirmLabel ?? 'Revertir' }));
      },
      'reversal.retried': () => {
        fireEvent.click(inDialog().getByRole('button', { name: 'Reintentar' }));
      },
      'reversal.cancelled': ({ before }: { before: Snapshot }) => {
        fireEvent.click(inDialog().getByRole('button', { name: before.matches('refused') ? 'Cerrar' : 'Cancelar' }));
      },
      'xstate.done.actor.reverse': ({ event, ui }: { event: { output: T }; ui: UiRun }) => r.held(ui).resolve(event.output),
      'xstate.error.actor.reverse': ({ event, ui }: { event: { error: unknown }; ui: UiRun }) => r.held(ui).reject(event.error),
    },
    preconditions: {
      // Typing the text that is already there changes nothing (the browser sends no change).
      'reason.changed': (state: Snapshot, event: { reason: string }) => state.context.reason !== event.reason,
      // The route's answer arrives once per entry into editing (the app asked for it on entry).
      'xstate.done.actor.loadCashRoute': (state: Snapshot) => state.context.routeLoading,
      'xstate.error.actor.loadCashRoute': (state: Snapshot) => state.context.routeLoading,
      // The choice is shown only when the route has no primary session; choosing the chosen one changes nothing.
      'session.chosen': (state: Snapshot, event: { sessionId: number }) => {
        const view = connectReasonReversal(state, () => {});
        return view.choosesSession && state.context.sessionId !== event.sessionId && (view.route?.open_sessions.some((s) => s.id === event.sessionId) ?? false);
      },
    },
    endsPath: (event: { type: string }) => event.type === 'reversal.cancelled' || event.type === 'xstate.done.actor.reverse',
    states: {
      editing: async ({ state }: { state: Snapshot }) => {
        const shown = await eventually(() => dialog() ?? undefined, () => 'the question');
        const view = connectReasonReversal(state, () => {});
        r.question(shown);
        expect(reasonBox().value).toBe(view.reason);
        expect(reasonBox().getAttribute('aria-invalid') === 'true').toBe(view.reasonError !== null);
        if (view.reasonError === 'required') expect(shown.textContent).toContain(r.reasonRequiredText ?? 'Escriba el motivo de la reversión.');
        // Where the cash goes, stated before confirming; the choice when the box is closed.
        if (view.cashSession !== null) {
          await eventually(() => (shown.textContent?.includes(`El efectivo sale de la ${view.cashSession!.box_name} (sesión de ${view.cashSession!.opened_by_name}).`) ? true : undefined), () => 'where the cash goes');
        } else {
          expect(shown.textContent).not.toContain('El efectivo sale de la');
        }
        if (view.choosesSession) expect(sessionBox().value).toBe(String(state.context.sessionId));
        else expect(within(shown).queryByLabelText('Caja del efectivo')).toBeNull();
      },
      posting: ({ state, ui }: { state: Snapshot; ui: UiRun }) => {
        expect((inDialog().getByRole('button', { name: 'Enviando…' }) as HTMLButtonElement).disabled).toBe(true);
        const running = r.held(ui).calls.filter((call) => !call.settled);
        expect(running).toHaveLength(1);
        const args = running[0]?.args ?? [];
        r.checkCall?.(args);
        // The reason trimmed, with the intent's key (a retry resends the same one).
        expect(r.requestOf(args)).toEqual({
          id: r.id,
          reason: state.context.reason.trim(),
          idempotencyKey: expect.any(String),
          ...(r.heldRoute ? { sessionId: state.context.sessionId } : {}),
        });
        const keys = new Set(r.held(ui).calls.map((call) => r.requestOf(call.args).idempotencyKey));
        expect(keys.size, 'one key per intent').toBeLessThanOrEqual(2);
      },
      done: async ({ ui }: { ui: UiRun }) => {
        await closed();
        await r.afterDone(ui);
      },
      refused: ({ event, state }: { event: { type: string }; state: Snapshot }) => {
        if (event.type === 'reversal.cancelled') return;
        expect(inDialog().getByRole('alert').textContent).toBe(r.failureText(state.context.failure ?? ''));
        expect(inDialog().queryByRole('button', { name: r.confirmLabel ?? 'Revertir' })).toBeNull();
      },
      failed: ({ state }: { state: Snapshot }) => {
        expect(inDialog().getByRole('alert').textContent).toBe(r.failureText(state.context.failure ?? ''));
        expect(inDialog().getByRole('button', { name: 'Reintentar' })).toBeTruthy();
        // Nothing typed is lost.
        expect(reasonBox().value).toBe(state.context.reason);
      },
      cancelled: async () => {
        await closed();
      },
    },
  };
}
