/**
 * Fake implementations of the machines' injected actors. Each machine names its effects in
 * `setup()`; tests hand these in with `machine.provide({ actors: { … } })`.
 */
import { vi, type Mock } from 'vitest';
import { fromCallback, fromPromise, type EventObject } from 'xstate';

export interface PendingCall<TOutput, TInput> {
  input: TInput;
  signal: AbortSignal;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

/**
 * A promise actor the test settles: every invocation is recorded with its input and abort signal,
 * and stays pending until the test calls `resolve` or `reject` on it.
 */
export function controlledPromise<TOutput, TInput = unknown>() {
  const calls: PendingCall<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  return {
    logic,
    calls,
    /** The most recent invocation; fails the test when there was none. */
    last(): PendingCall<TOutput, TInput> {
      const call = calls[calls.length - 1];
      if (!call) throw new Error('the actor was never invoked');
      return call;
    },
  };
}

/** A promise actor that never settles: the machine waits until the test sends the outcome. */
export function neverSettles<TOutput, TInput = unknown>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

/** A callback actor that does nothing (a watcher whose reports the test sends itself). */
export function silentCallback<TEvent extends EventObject>() {
  return fromCallback<TEvent>(() => () => {});
}

/**
 * A callback actor the test drives: `running` is true between start and cleanup, `sendBack`
 * sends to the parent as the real watcher would.
 */
export function controlledCallback<TEvent extends EventObject>() {
  const state = {
    starts: 0,
    stops: 0,
    running: false,
    sendBack: (_event: TEvent): void => {
      throw new Error('the callback actor is not running');
    },
  };
  const logic = fromCallback<TEvent>(({ sendBack }) => {
    state.starts += 1;
    state.running = true;
    state.sendBack = sendBack;
    return () => {
      state.stops += 1;
      state.running = false;
    };
  });
  return { logic, state };
}

/** Lets settled fake actors report to their parent before the next assertion. */
export async function flush(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** An action implementation spy: XState calls it with (args, params). */
export type ActionSpy = Mock<(args: unknown, params?: unknown) => void>;

/** One spy per named effect action, to hand to `machine.provide({ actions })`. */
export function actionSpies<const TName extends string>(names: readonly TName[]): Record<TName, ActionSpy> {
  return Object.fromEntries(names.map((name) => [name, vi.fn<(args: unknown, params?: unknown) => void>()])) as Record<
    TName,
    ActionSpy
  >;
}

/** The `params` each call of an action received, in call order. */
export function paramsOf(spy: ActionSpy): unknown[] {
  return spy.mock.calls.map((call) => call[1]);
}
