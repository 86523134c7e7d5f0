import type { AnyMachineSnapshot, AnyStateNode } from 'xstate';

const ACTIVE = { background: '#fde68a', color: '#111', fontWeight: 700 } as const;

/** A machine's states as nested lists, the active ones marked (`aria-current`) and highlighted. */
export function StateTree({ node, active }: { node: AnyStateNode; active: ReadonlySet<string> }) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return null;
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1rem', listStyle: 'none' }}>
      {children.map((child) => {
        const isActive = active.has(child.id);
        const initial = node.initial?.target?.[0] === child;
        return (
          <li key={child.id} data-state={child.path.join('.')}>
            <span aria-current={isActive ? 'true' : undefined} style={isActive ? ACTIVE : undefined}>
              {isActive ? '● ' : '○ '}
              {child.key}
              {initial ? ' (initial)' : ''}
              {child.type === 'final' ? ' (final)' : ''}
              {child.type === 'parallel' ? ' (parallel)' : ''}
            </span>
            <StateTree node={child} active={active} />
          </li>
        );
      })}
    </ul>
  );
}

/** Ids of the states a snapshot is in (the machine's root included). */
export const activeIds = (snapshot: AnyMachineSnapshot): Set<string> => new Set(snapshot._nodes.map((n: AnyStateNode) => n.id));

/** Event types the active states have a transition for (eventless and wildcard ones left out). */
export function acceptedEvents(snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const type of node.transitions.keys()) if (type !== '*' && type !== '') types.add(type);
  }
  return [...types].sort();
}
