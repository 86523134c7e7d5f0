/**
 * A machine as a literal `createMachine({ … })` for Stately Studio's "Import from code": walks the
 * running machine's config (`machine.config`, each state's `config`), so spreads and `as const`
 * are already evaluated, and keeps only what the editor can show: ids, initial states, states,
 * transitions and their targets, guards and actions by name (static params kept), invoked actors
 * (src, id, onDone, onError), `after` delays, tags, entry/exit, `always`, history and final types,
 * descriptions and a plain context. Functions (computed params, inputs, implementations) are left
 * out: the editor cannot import them.
 */
import type { AnyStateMachine } from 'xstate';

type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };
type Raw = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** A value made only of literals, or undefined when it holds anything else (a function, a Date…). */
function plain(value: unknown): Literal | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(plain);
    return items.every((item) => item !== undefined) ? (items as Literal[]) : undefined;
  }
  if (!isPlainObject(value)) return undefined;
  const out: Record<string, Literal> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue;
    const literal = plain(inner);
    if (literal === undefined) return undefined;
    out[key] = literal;
  }
  return out;
}

/** The name of an action or guard: a string, `{ type, params }` (static params kept) or a built-in. */
function named(item: unknown): Literal | undefined {
  if (typeof item === 'string') return item;
  if (typeof item === 'function') {
    // Built-in actions (assign, raise, …) carry their type; an anonymous inline function has no name.
    const type = (item as { type?: unknown }).type;
    if (typeof type === 'string') return type;
    return item.name ? item.name : undefined;
  }
  if (!isPlainObject(item) || typeof item.type !== 'string') return undefined;
  const params = item.params === undefined ? undefined : plain(item.params);
  return params === undefined ? item.type : { type: item.type, params };
}

function namedList(value: unknown): Literal | undefined {
  if (value === undefined) return undefined;
  const items = (Array.isArray(value) ? value : [value]).map(named).filter((item) => item !== undefined);
  if (items.length === 0) return undefined;
  return items.length === 1 ? (items[0] as Literal) : items;
}

function transition(raw: unknown): Literal | undefined {
  if (typeof raw === 'string') return raw;
  if (Array.isArray(raw) && raw.every((t) => typeof t === 'string')) return raw as string[];
  if (!isPlainObject(raw)) return undefined;
  const out: Record<string, Literal> = {};
  if (raw.target !== undefined) {
    const target = plain(raw.target);
    if (target !== undefined) out.target = target;
  }
  const guard = raw.guard === undefined ? undefined : named(raw.guard);
  if (guard !== undefined) out.guard = guard;
  const actions = namedList(raw.actions);
  if (actions !== undefined) out.actions = actions;
  if (typeof raw.reenter === 'boolean') out.reenter = raw.reenter;
  if (typeof raw.description === 'string') out.description = raw.description;
  return out;
}

function transitions(raw: unknown): Literal | undefined {
  if (raw === undefined) return undefined;
  if (Array.isArray(raw) && !raw.every((t) => typeof t === 'string')) {
    return raw.map(transition).filter((t): t is Literal => t !== undefined);
  }
  return transition(raw);
}

function transitionMap(raw: unknown): Literal | undefined {
  if (!isPlainObject(raw)) return undefined;
  const out: Record<string, Literal> = {};
  for (const [key, value] of Object.entries(raw)) {
    const t = transitions(value);
    if (t !== undefined) out[key] = t;
  }
  return out;
}

function invocation(raw: unknown): Literal | undefined {
  if (!isPlainObject(raw)) return undefined;
  const out: Record<string, Literal> = {};
  // An inline actor (a function or logic object) has no name the editor could show.
  out.src = typeof raw.src === 'string' ? raw.src : 'inline';
  if (typeof raw.id === 'string') out.id = raw.id;
  if (typeof raw.systemId === 'string') out.systemId = raw.systemId;
  const input = raw.input === undefined ? undefined : plain(raw.input);
  if (input !== undefined) out.input = input;
  for (const key of ['onDone', 'onError', 'onSnapshot']) {
    const t = transitions(raw[key]);
    if (t !== undefined) out[key] = t;
  }
  return out;
}

function invocations(raw: unknown): Literal | undefined {
  if (raw === undefined) return undefined;
  const list = (Array.isArray(raw) ? raw : [raw]).map(invocation).filter((i): i is Literal => i !== undefined);
  if (list.length === 0) return undefined;
  return list.length === 1 ? (list[0] as Literal) : list;
}

/** One state node's literal config; `path` finds its description. */
function stateConfig(raw: Raw, path: string[], descriptions: ReadonlyMap<string, string>): Record<string, Literal> {
  const out: Record<string, Literal> = {};
  const put = (key: string, value: Literal | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  if (path.length === 0) put('id', typeof raw.id === 'string' ? raw.id : undefined);
  else if (typeof raw.id === 'string') put('id', raw.id);
  const documented = descriptions.get(path.join('.'));
  const description = typeof raw.description === 'string' ? raw.description : documented && documented.charAt(0).toUpperCase() + documented.slice(1);
  put('description', description);
  if (typeof raw.type === 'string' && raw.type !== 'atomic' && raw.type !== 'compound') put('type', raw.type);
  if (typeof raw.history === 'string') put('history', raw.history);
  if (raw.type === 'history' && raw.target !== undefined) put('target', plain(raw.target));
  put('initial', typeof raw.initial === 'string' ? raw.initial : undefined);
  if (path.length === 0 && raw.context !== undefined) put('context', plain(raw.context));
  put('tags', raw.tags === undefined ? undefined : plain(raw.tags));
  put('entry', namedList(raw.entry));
  put('exit', namedList(raw.exit));
  put('invoke', invocations(raw.invoke));
  put('always', transitions(raw.always));
  put('after', transitionMap(raw.after));
  put('on', transitionMap(raw.on));
  put('onDone', transitions(raw.onDone));
  if (raw.output !== undefined) put('output', plain(raw.output));
  if (raw.meta !== undefined) put('meta', plain(raw.meta));
  if (isPlainObject(raw.states)) {
    const states: Record<string, Literal> = {};
    for (const [key, child] of Object.entries(raw.states)) {
      if (isPlainObject(child)) states[key] = stateConfig(child, [...path, key], descriptions);
    }
    out.states = states;
  }
  return out;
}

/** The literal config of `machine`; `descriptions` maps state paths (`open.empty`) to their text. */
export function statelyConfig(machine: AnyStateMachine, descriptions: ReadonlyMap<string, string> = new Map()): Record<string, Literal> {
  return stateConfig(machine.config as Raw, [], descriptions);
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** Single quotes, or double quotes for a text with apostrophes ('Iniciar sesion') and no double quote. */
function quote(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
  if (text.includes("'") && !text.includes('"')) return `"${escaped}"`;
  return `'${escaped.replace(/'/g, "\\'")}'`;
}

/** Source text of a literal: single quotes, bare keys where possible, short values on one line. */
export function printLiteral(value: Literal, indent = ''): string {
  if (typeof value === 'string') return quote(value);
  if (value === null || typeof value !== 'object') return String(value);
  const inner = indent + '  ';
  const entries = Array.isArray(value)
    ? value.map((item) => printLiteral(item, inner))
    : Object.entries(value).map(([key, item]) => `${IDENTIFIER.test(key) ? key : quote(key)}: ${printLiteral(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  const flat = Array.isArray(value) ? `[${entries.join(', ')}]` : `{ ${entries.join(', ')} }`;
  if (flat.length + indent.length <= 100 && !flat.includes('\n')) return flat;
  return `${open}\n${entries.map((e) => `${inner}${e},`).join('\n')}\n${indent}${close}`;
}

/** The generated file: a literal `createMachine({ … })` and where it came from. */
export function renderStatelyModule(machine: AnyStateMachine, source: string, descriptions: ReadonlyMap<string, string>): string {
  return [
    `// Generated by \`npm run charts\` from ${source}: do not edit (CI fails when it drifts).`,
    '// A literal config for Stately Studio\'s "Import from code" (docs/machines.md): guards, actions,',
    '// actors and delays by name; their implementations and computed params stay in the source.',
    "import { createMachine } from 'xstate';",
    '',
    `export const machine = createMachine(${printLiteral(statelyConfig(machine, descriptions))});`,
    '',
  ].join('\n');
}
