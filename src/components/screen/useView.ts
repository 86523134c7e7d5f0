import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

/**
 * Two view models render the same when every value field is the same (`Object.is`). Function
 * fields are a connect's intents: they only send an event, so a new closure changes nothing
 * (the view-model files promise this, and their tests check it).
 */
export function sameView<T extends object>(a: T, b: T): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof T)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const [x, y] = [a[key], b[key]];
    return Object.is(x, y) || (typeof x === 'function' && typeof y === 'function');
  });
}

/**
 * A screen's view model: `connect(snapshot, send)` on every snapshot, re-rendering only when a
 * value in it changed (`sameView`). One subscription instead of a `useSelector` per field.
 */
export function useView<TActor extends AnyActorRef, TView extends object>(
  actor: TActor,
  connect: (snapshot: SnapshotFrom<TActor>, send: (event: EventFrom<TActor>) => void) => TView,
): TView {
  const send = useMemo(() => (event: EventFrom<TActor>) => actor.send(event), [actor]);
  return useSelector(actor, (snapshot) => connect(snapshot as SnapshotFrom<TActor>, send), sameView);
}
