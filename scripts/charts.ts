/**
 * Writes docs/statecharts.md: a Mermaid stateDiagram-v2 of every statechart, generated from the
 * machine definitions themselves (walking `machine.root`), so the pictures cannot drift.
 * `--check` compares instead of writing and fails when the committed file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { loaderMachine } from '../machines/loader/index.ts';
import { messageTemplatesMachine } from '../machines/messageTemplates/index.ts';
import { profilePhotoMachine } from '../machines/profilePhoto/index.ts';
import { sessionMachine } from '../machines/session/index.ts';
import { settingsMachine } from '../machines/settings/index.ts';
import { sidebarMachine } from '../machines/sidebar/index.ts';
import { themeMachine } from '../machines/theme/index.ts';
import { usersListMachine } from '../machines/usersList/index.ts';

const MACHINES: Array<[string, AnyStateMachine]> = [
  ['session', sessionMachine],
  ['theme', themeMachine],
  ['settings', settingsMachine],
  ['loader', loaderMachine],
  ['sidebar', sidebarMachine],
  ['profilePhoto', profilePhotoMachine],
  ['usersList', usersListMachine],
  ['messageTemplates', messageTemplatesMachine],
];

const OUT = 'docs/statecharts.md';
const nodeId = (node: AnyStateNode) => node.path.join('_') || 'root';

/** A readable event name: delays, invoke results and eventless transitions spelled out. */
function eventLabel(eventType: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `error: ${error[1]}`;
  return eventType === '' ? 'always' : eventType;
}

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return ` [${guard}]`;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    // Static params (e.g. storedIs 'dark') say which branch this is; computed ones are not shown.
    const shown = params === undefined || typeof params === 'function' ? '' : ` ${String(params)}`;
    return ` [${String(type)}${shown}]`;
  }
  return ' [guard]';
}

interface Transition {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
}

function ownTransitions(node: AnyStateNode): Transition[] {
  const toTransition = (t: Transition, eventType: string): Transition => ({ eventType, target: t.target, guard: t.guard });
  return [
    ...[...node.transitions.values()].flat().map((t) => toTransition(t as Transition, (t as Transition).eventType)),
    ...(node.always ?? []).map((t) => toTransition(t as Transition, '')),
  ];
}

/** Draws a node's transitions; targetless ones (actions only) are listed under the diagram. */
function renderTransitions(node: AnyStateNode, lines: string[], targetless: Set<string>, indent: string) {
  for (const t of ownTransitions(node)) {
    const label = `${eventLabel(t.eventType)}${guardLabel(t.guard)}`;
    if (!t.target || t.target.length === 0) {
      targetless.add(`\`${label}\` in ${node.path.length ? `\`${node.path.join('.')}\`` : 'any state'}`);
      continue;
    }
    for (const target of t.target) lines.push(`${indent}${nodeId(node)} --> ${nodeId(target)} : ${label}`);
  }
}

/** Declares a node's children (compound ones as blocks), its initial state, and their transitions. */
function renderChildren(node: AnyStateNode, lines: string[], targetless: Set<string>, indent: string) {
  const children = Object.values(node.states) as AnyStateNode[];
  for (const child of children) {
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state "${child.key}" as ${nodeId(child)} {`);
      renderChildren(child, lines, targetless, indent + '  ');
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${nodeId(child)}`);
    }
  }
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`${indent}[*] --> ${nodeId(initial)}`);
  for (const child of children) renderTransitions(child, lines, targetless, indent);
}

export function renderChart(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const targetless = new Set<string>();
  const root = machine.root as AnyStateNode;
  renderChildren(root, lines, targetless, '  ');
  renderTransitions(root, lines, targetless, '  ');
  const body = ['```mermaid', ...lines, '```'];
  if (targetless.size > 0) {
    body.push('', 'Handled without changing state:', '', ...[...targetless].sort().map((t) => `- ${t}`));
  }
  return body.join('\n');
}

export function renderDocument(): string {
  const sections = MACHINES.map(([name, machine]) => `## ${name}\n\n${renderChart(machine)}\n`);
  return [
    '# Statecharts',
    '',
    'Generated by `npm run charts` from the machine definitions in `machines/` (do not edit by hand;',
    'CI fails when this file differs from what the script generates). Events in brackets are guards;',
    '`done:`/`error:` are the results of invoked actors; `after` is a named delay.',
    '',
    ...sections,
  ].join('\n');
}

const generated = renderDocument();
if (process.argv.includes('--check')) {
  const committed = readFileSync(OUT, 'utf8');
  if (committed !== generated) {
    console.error(`${OUT} is out of date: run \`npm run charts\` and commit it.`);
    process.exit(1);
  }
  console.log(`${OUT} matches the machines.`);
} else {
  writeFileSync(OUT, generated);
  console.log(`wrote ${OUT}`);
}
