import { useId, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { maskSecrets } from '../../lib/maskSecrets.ts';
import { actorLabel, currentState, machineOf, type PanelStore } from './panelStore.ts';
import { SendEventForm } from './SendEventForm.tsx';
import { StateTree, acceptedEvents, activeIds } from './StateTree.tsx';

const PANEL = {
  position: 'fixed', insetBlockEnd: 0, insetInlineEnd: 0, zIndex: 100000, width: 'min(32rem, 100vw)', maxHeight: '70vh',
  overflow: 'auto', background: '#fff', color: '#111', border: '2px solid #333', font: '13px/1.4 system-ui, sans-serif', padding: '0.5rem',
} as const;

/**
 * The offline inspector (development only, `?inspect=panel`): the live actors, the chart of the
 * chosen one with its active states highlighted, the last events (secrets masked) and a form to
 * send an event the current state accepts. Its texts are English and not translated: a developer
 * tool that never ships (docs/decisions.md).
 */
export function InspectorPanel({ store }: { store: PanelStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [chosen, setChosen] = useState<AnyActorRef | null>(null);
  const [open, setOpen] = useState(true);
  const headingId = useId();
  const actor = chosen && state.actors.includes(chosen) ? chosen : (state.actors[0] ?? null);
  const machine = actor ? machineOf(actor) : undefined;
  const snapshot = actor && machine ? (actor.getSnapshot() as AnyMachineSnapshot) : undefined;

  return (
    <aside aria-labelledby={headingId} data-sofia-dev-inspector="" style={PANEL}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h2 id={headingId} style={{ fontSize: '1rem', margin: 0 }}>
          Inspector (offline, development)
        </h2>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open && (
        <>
          <h3 style={{ fontSize: '0.9rem' }}>Live actors</h3>
          <ul style={{ margin: 0, paddingInlineStart: '1rem' }}>
            {state.actors.map((a) => (
              <li key={a.sessionId}>
                <button type="button" aria-pressed={a === actor} onClick={() => setChosen(a)}>
                  {actorLabel(a)}
                </button>{' '}
                <span data-testid="actor-state">{currentState(a)}</span>
              </li>
            ))}
          </ul>
          {actor && (
            <section aria-label={`Chart of ${actorLabel(actor)}`}>
              <h3 style={{ fontSize: '0.9rem' }}>{machine ? `Chart: ${machine.id}` : `${actorLabel(actor)} runs no machine`}</h3>
              {machine && snapshot && (
                <>
                  <StateTree node={machine.root} active={activeIds(snapshot)} />
                  <details>
                    <summary>Context</summary>
                    <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{JSON.stringify(maskSecrets(snapshot.context), null, 2)}</pre>
                  </details>
                  <SendEventForm key={actor.sessionId} actor={actor} eventTypes={acceptedEvents(snapshot)} />
                </>
              )}
            </section>
          )}
          <h3 style={{ fontSize: '0.9rem' }}>Last events</h3>
          <ol aria-label="Last events" style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
            {state.events.map((e) => (
              <li key={e.seq}>
                <strong>{e.type}</strong> → {actorLabel(e.actor)} <code>{JSON.stringify(e.payload)}</code>
              </li>
            ))}
          </ol>
        </>
      )}
    </aside>
  );
}
