import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { sameView, useView } from '../../../src/components/screen/useView.ts';

afterEach(cleanup);

/** A machine whose context holds one value the view shows (`count`) and one it does not (`noise`). */
const counter = setup({
  types: { context: {} as { count: number; noise: number }, events: {} as { type: 'counted' } | { type: 'noised' } },
}).createMachine({
  context: { count: 0, noise: 0 },
  on: {
    counted: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    noised: { actions: assign({ noise: ({ context }) => context.noise + 1 }) },
  },
});

const connectCounter = (snapshot: SnapshotFrom<typeof counter>, send: (event: { type: 'counted' }) => void) => ({
  count: snapshot.context.count,
  countUp: () => send({ type: 'counted' }),
});

function renderCounter() {
  const renders = { count: 0 };
  let actor: ReturnType<typeof useActorRef<typeof counter>> | undefined;
  function Counter() {
    actor = useActorRef(counter);
    const view = useView(actor, connectCounter);
    renders.count += 1;
    return <button type="button" onClick={view.countUp}>{`Contar ${view.count}`}</button>;
  }
  render(<Counter />);
  if (!actor) throw new Error('not rendered');
  return { renders, actor };
}

describe('useView', () => {
  it('renders the view model and sends its intents to the actor', () => {
    const { actor } = renderCounter();
    fireEvent.click(screen.getByRole('button', { name: 'Contar 0' }));
    expect(screen.getByRole('button', { name: 'Contar 1' })).toBeTruthy();
    expect(actor.getSnapshot().context.count).toBe(1);
  });

  it('re-renders when a value of the view changes, not when only the snapshot does', () => {
    const { renders, actor } = renderCounter();
    const before = renders.count;
    act(() => actor.send({ type: 'noised' }));
    act(() => actor.send({ type: 'noised' }));
    expect(renders.count).toBe(before);
    act(() => actor.send({ type: 'counted' }));
    expect(renders.count).toBe(before + 1);
  });
});

describe('sameView', () => {
  const send = () => undefined;
  it('compares values with Object.is and treats intents as the same', () => {
    const list = [1, 2];
    expect(sameView({ list, open: true, close: () => send() }, { list, open: true, close: () => send() })).toBe(true);
    expect(sameView({ list, open: true }, { list: [1, 2], open: true })).toBe(false);
    expect(sameView({ open: true }, { open: false })).toBe(false);
    expect(sameView({ n: NaN }, { n: NaN })).toBe(true);
  });

  it('a value that became a function, or a missing field, differs', () => {
    expect(sameView<Record<string, unknown>>({ a: 1 }, { a: () => 1 })).toBe(false);
    expect(sameView<Record<string, unknown>>({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
