/**
 * Compile-time proof that a UI path suite must name a fixture, an executor and an assertion for
 * every event and state (checked by `tsc --noEmit -p tsconfig.json`; not a test file, never run).
 * Each `@ts-expect-error` below stops compiling the day the kit's typing lets the omission through.
 */
import { setup } from 'xstate';
import { defineUiPaths, type UiPathSuite } from './kit.ts';

/** A machine like the app's: one event more than the suite below knows about, one nested state. */
const door = setup({ types: { events: {} as { type: 'door.opened' } | { type: 'door.closed' } | { type: 'door.locked' } } }).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.opened': 'open', 'door.locked': 'locked' } },
    open: { on: { 'door.closed': 'closed' } },
    locked: { initial: 'bolted', states: { bolted: {} } },
  },
});

const events = {
  'door.opened': { default: { type: 'door.opened' } },
  'door.closed': { default: { type: 'door.closed' } },
  'door.locked': { default: { type: 'door.locked' } },
} as const;
const executors = { 'door.opened': () => {}, 'door.closed': () => {}, 'door.locked': () => {} };
const states = { closed: () => {}, open: () => {}, 'locked.bolted': () => {} };

/** Complete: compiles. */
export const complete: UiPathSuite<typeof door> = { machine: door, name: 'door', events, executors, states, setup: () => ({}) };

export function omissions(): void {
  const { 'door.locked': _lockedFixture, ...eventsWithoutLocked } = events;
  const { 'door.locked': _lockedExecutor, ...executorsWithoutLocked } = executors;
  const { 'locked.bolted': _boltedAssertion, ...statesWithoutBolted } = states;

  // A new event without a fixture:
  // @ts-expect-error Property 'door.locked' is missing
  defineUiPaths({ ...complete, events: eventsWithoutLocked });

  // A new event without an executor:
  // @ts-expect-error Property 'door.locked' is missing
  defineUiPaths({ ...complete, executors: executorsWithoutLocked });

  // A new state without an assertion (nested states by their path, `locked.bolted`):
  // @ts-expect-error Property 'locked.bolted' is missing
  defineUiPaths({ ...complete, states: statesWithoutBolted });
}
