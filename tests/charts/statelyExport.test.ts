// @vitest-environment node
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { assign, createMachine, fromPromise, setup, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { loaderMachine } from '../../machines/loader/index.ts';
import { CHARTS_DOC, driftedFiles, generatedFiles, statelyFile } from '../../scripts/chartFiles.ts';
import { CHARTED_MACHINES as MACHINES } from '../../scripts/machines.ts';
import { docsOfSource } from '../../scripts/stateDocs.ts';
import { statelyConfig } from '../../scripts/statelyConfig.ts';

/** A guard's or action's name, however it is written (string, `{ type, params }`, built-in). */
function nameOf(item: unknown): string {
  if (typeof item === 'string') return item;
  if (typeof item === 'function') return String((item as { type?: unknown }).type ?? item.name);
  return String((item as { type?: unknown }).type);
}

interface Transition {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions: readonly unknown[];
  reenter: boolean;
}

/** What a machine is, walked from its resolved state nodes: every state and every transition. */
function structure(machine: AnyStateMachine): string[] {
  const lines: string[] = [];
  const visit = (node: AnyStateNode) => {
    const invoke = node.invoke.map((i: { id: string; src: unknown }) => `${typeof i.src === 'string' ? i.src : '?'}:${i.id}`);
    const initial = (node.initial?.target ?? []).map((t: AnyStateNode) => t.id);
    lines.push(
      `state ${node.id} ${node.type}${node.history ? `:${node.history}` : ''} initial=${initial} tags=${[...node.tags]} invoke=${invoke} ` +
        `entry=${node.entry.map(nameOf)} exit=${node.exit.map(nameOf)}`,
    );
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as Transition[];
    for (const t of all) {
      const targets = (t.target ?? []).map((target) => target.id).join(',');
      const guard = t.guard === undefined ? '' : ` [${nameOf(t.guard)}]`;
      lines.push(`${node.id} --${t.eventType || 'always'}${guard}--> ${targets || '(stays)'} / ${t.actions.map(nameOf)}${t.reenter ? ' reenter' : ''}`);
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root as AnyStateNode);
  return lines.sort();
}

/** Fails unless `node` is made of literals only, as Stately Studio's "Import from code" needs. */
function assertLiteral(node: ts.Node, file: string): void {
  if (ts.isObjectLiteralExpression(node)) {
    for (const prop of node.properties) {
      if (!ts.isPropertyAssignment(prop) || !(ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name))) {
        throw new Error(`${file}: not a plain property: ${prop.getText()}`);
      }
      assertLiteral(prop.initializer, file);
    }
  } else if (ts.isArrayLiteralExpression(node)) {
    node.elements.forEach((element) => assertLiteral(element, file));
  } else if (
    !ts.isStringLiteral(node) &&
    !ts.isNumericLiteral(node) &&
    node.kind !== ts.SyntaxKind.TrueKeyword &&
    node.kind !== ts.SyntaxKind.FalseKeyword &&
    node.kind !== ts.SyntaxKind.NullKeyword
  ) {
    throw new Error(`${file}: not a literal: ${node.getText()}`);
  }
}

describe('the Stately Studio exports in docs/statecharts/', () => {
  it.each(MACHINES.map((machine) => [machine.id, machine] as const))(
    '%s: the file evaluates to a machine XState accepts, with the same states and transitions',
    async (_id, source) => {
      const file = statelyFile(source);
      const { machine } = (await import(`../../${file}`)) as { machine: AnyStateMachine };
      // Evaluating the file ran createMachine; creating the config again proves it is a config on its own.
      const again = createMachine(machine.config);
      expect(machine.id).toBe(source.id);
      expect(structure(machine)).toEqual(structure(source));
      expect(structure(again)).toEqual(structure(source));
    },
  );

  it.each(MACHINES.map((machine) => [machine.id, machine] as const))('%s: a literal createMachine({ … }) with no function, spread or cast', (_id, source) => {
    const file = statelyFile(source);
    const parsed = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const calls: ts.CallExpression[] = [];
    const find = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'createMachine') calls.push(node);
      ts.forEachChild(node, find);
    };
    find(parsed);
    expect(calls).toHaveLength(1);
    const [config] = calls[0]?.arguments ?? [];
    expect(config && ts.isObjectLiteralExpression(config)).toBe(true);
    expect(() => assertLiteral(config as ts.Node, file)).not.toThrow();
  });

  it("keeps every state's doc comment as its description", async () => {
    const { machine } = (await import('../../docs/statecharts/session.ts')) as { machine: AnyStateMachine };
    type Described = { description?: string; states?: Record<string, Described> };
    const states = machine.config.states as Record<string, Described>;
    expect(states.authenticated?.states?.locked?.description).toMatch(/^The lock screen \(photo, name, password field\); the session is kept\. /);
    const all = (nodes: Record<string, Described>, prefix = ''): [string, Described][] =>
      Object.entries(nodes).flatMap(([key, node]) => [[`${prefix}${key}`, node] as [string, Described], ...all(node.states ?? {}, `${prefix}${key}.`)]);
    for (const [key, state] of all(states)) expect(state.description, key).toBeTruthy();
  });
});

describe('the export of statechart features the app does not use yet', () => {
  it('keeps parallel, history and final states, entry/exit, numeric delays, onDone and drops functions', () => {
    const source = setup({
      actions: { log: () => {}, say: (_, _text: string) => {} },
      guards: { ok: () => true },
      actors: { job: fromPromise(async () => 1) },
    }).createMachine({
      id: 'kitchen',
      context: () => ({ made: 0 }),
      type: 'parallel',
      states: {
        oven: {
          initial: 'off',
          states: {
            off: { entry: 'log', on: { heat: { target: 'on', actions: { type: 'say', params: ({ event }) => event.type } } } },
            on: {
              exit: ['log', assign({})],
              after: { 1500: 'off' },
              invoke: { src: 'job', input: () => ({}), onDone: { target: 'done', guard: 'ok' }, onError: 'off' },
            },
            done: { type: 'final' },
            back: { type: 'history', history: 'deep' },
          },
          onDone: { target: '.off', actions: { type: 'say', params: 'ready' } },
        },
        door: { initial: 'shut', states: { shut: { on: { open: 'open' } }, open: { always: { target: 'shut', guard: 'ok' } } } },
      },
    });
    const config = statelyConfig(source);
    expect(JSON.stringify(config)).not.toContain('function');
    expect(config).not.toHaveProperty('context');
    expect(structure(createMachine(config as Parameters<typeof createMachine>[0]))).toEqual(structure(source));
  });
});

describe('state descriptions', () => {
  const source = `
    /**
     * A door.
     *
     * - \`closed\`: the door is shut
     *   and bolted.
     * - \`open\` / \`ajar\`: air comes in.
     */
    export const door = setup({}).createMachine({
      id: 'door',
      states: {
        closed: {},
        /** Wide open: the cat leaves. */
        open: { states: { /** Held by the wind. */ held: {} } },
        ajar: {},
      },
    });`;

  it("reads the comment above a state's key (nested too), else the machine comment's bullet", () => {
    const docs = docsOfSource('door.ts', source).get('door');
    expect(Object.fromEntries(docs ?? [])).toEqual({
      closed: 'the door is shut and bolted.',
      open: 'Wide open: the cat leaves.',
      'open.held': 'Held by the wind.',
      ajar: 'air comes in.',
    });
  });

  it('leaves a description written in the machine config as it is', () => {
    const machine = setup({}).createMachine({ id: 'door', initial: 'closed', states: { closed: { description: 'Written in the config.' } } });
    const config = statelyConfig(machine, new Map([['closed', 'from a comment']]));
    expect(config.states).toEqual({ closed: { description: 'Written in the config.' } });
  });
});

describe('drift', () => {
  it('the committed files are what `npm run charts` generates now', () => {
    expect(driftedFiles(generatedFiles())).toEqual([]);
  });

  it('a changed machine makes its file (and the Mermaid charts) drift', () => {
    const changed = loaderMachine.provide({});
    const config = { ...(changed.config as object), states: { ...(changed.config.states as object), gone: {} } };
    const variant = createMachine(config as Parameters<typeof createMachine>[0]);
    const machines = MACHINES.map((machine) => (machine.id === 'loader' ? variant : machine));
    const drifted = driftedFiles(generatedFiles(machines));
    expect(drifted).toEqual([CHARTS_DOC, statelyFile(loaderMachine)]);
  });
});
