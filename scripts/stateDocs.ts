/**
 * Reads what each state means to the user from the machines' source, with the TypeScript compiler
 * API (comments are not in the running machine): the `/** … *\/` right above a state's key, or else
 * the machine's own doc comment, whose bullets name the states (`- \`open.empty\`: …`, also
 * `- \`light\` / \`dark\`: …`). Used as the states' `description` in the Stately export.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface MachineDocs {
  /** The machine's source file, relative to the repository root. */
  file: string;
  /** State path (`open.empty`) → description. */
  states: Map<string, string>;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function jsDocText(node: ts.Node): string | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const last = docs.at(-1);
  if (last) return ts.getTextOfJSDocComment(last.comment);
  // The parser attaches no JSDoc to a key on the line of its `{` (`{ /** … */ held: {} }`): the
  // trivia between the previous token and the key holds it.
  const trivia = node.getSourceFile().text.slice(node.getFullStart(), node.getStart());
  const block = [...trivia.matchAll(/\/\*\*([\s\S]*?)\*\//g)].at(-1);
  return block ? (block[1] ?? '').replace(/^\s*\* ?/gm, '') : undefined;
}

/** `- \`a\` / \`b\`: text` bullets of a doc comment (continuation lines included) → path → text. */
export function bulletDescriptions(comment: string): Map<string, string> {
  const out = new Map<string, string>();
  let current: { keys: string[]; text: string } | null = null;
  const flush = () => {
    if (current) for (const key of current.keys) out.set(key, oneLine(current.text));
    current = null;
  };
  for (const line of comment.split('\n')) {
    const bullet = /^\s*-\s+((?:`[\w.]+`\s*(?:\/|,|and)?\s*)+):\s*(.*)$/.exec(line);
    if (bullet) {
      flush();
      const keys = [...(bullet[1] ?? '').matchAll(/`([\w.]+)`/g)].map((m) => m[1] ?? '');
      current = { keys, text: bullet[2] ?? '' };
    } else if (current && line.trim() !== '' && !/^\s*-\s/.test(line)) {
      current.text += ` ${line.trim()}`;
    } else {
      flush();
    }
  }
  flush();
  return out;
}

function propertyName(prop: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(prop)) return undefined;
  const { name } = prop;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function property(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  const found = object.properties.find((p) => propertyName(p) === key);
  return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
}

/** Doc comments right above the state keys, at any depth. */
function stateComments(config: ts.ObjectLiteralExpression, prefix: string[], out: Map<string, string>) {
  const states = property(config, 'states');
  if (!states || !ts.isObjectLiteralExpression(states)) return;
  for (const prop of states.properties) {
    const key = propertyName(prop);
    if (!key || !ts.isPropertyAssignment(prop)) continue;
    const path = [...prefix, key];
    const text = jsDocText(prop);
    if (text) out.set(path.join('.'), oneLine(text));
    if (ts.isObjectLiteralExpression(prop.initializer)) stateComments(prop.initializer, path, out);
  }
}

/** The doc comment of the statement that holds the `createMachine` call (`export const m = …`). */
function machineComment(call: ts.Node): string | undefined {
  let node: ts.Node | undefined = call;
  while (node && !ts.isVariableStatement(node) && !ts.isSourceFile(node)) node = node.parent;
  return node && ts.isVariableStatement(node) ? jsDocText(node) : undefined;
}

/** A call's callee name, its first argument when that is an object literal, and a literal `id` in it. */
function callParts(node: ts.Node) {
  if (!ts.isCallExpression(node)) return undefined;
  const callee = node.expression;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
  const first = node.arguments[0];
  const config = first && ts.isObjectLiteralExpression(first) ? first : undefined;
  const id = config ? property(config, 'id') : undefined;
  const literalId = id !== undefined && ts.isStringLiteralLike(id) ? id.text : undefined;
  return { node, name, config, literalId };
}

/** Every `createMachine({ id: '…', … })` of one source text → machine id → descriptions. */
export function docsOfSource(fileName: string, text: string): Map<string, Map<string, string>> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = new Map<string, Map<string, string>>();
  const visit = (node: ts.Node) => {
    const call = callParts(node);
    if (call?.name === 'createMachine' && call.config && call.literalId !== undefined) {
      const states = bulletDescriptions(machineComment(call.node) ?? '');
      // A comment above the state's key is closer to the code than the machine's summary: it wins.
      stateComments(call.config, [], states);
      found.set(call.literalId, states);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Machines made by a factory (`createRecordsListMachine({ id: 'staffList', … })`): the factory is a
 * named function whose `createMachine` takes its id from an argument, its doc comment and state
 * comments describe every machine it makes; each call with a literal `id` is one machine.
 */
export function factoriesOfSource(fileName: string, text: string) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const factories = new Map<string, Map<string, string>>();
  const calls: { factory: string; id: string }[] = [];
  const visit = (node: ts.Node) => {
    const call = callParts(node);
    if (call?.name === 'createMachine' && call.config && call.literalId === undefined) {
      let fn: ts.Node | undefined = node.parent;
      while (fn && !ts.isFunctionDeclaration(fn)) fn = fn.parent;
      if (fn && ts.isFunctionDeclaration(fn) && fn.name) {
        const states = bulletDescriptions(jsDocText(fn) ?? '');
        stateComments(call.config, [], states);
        factories.set(fn.name.text, states);
      }
    } else if (call && call.name !== 'createMachine' && ts.isIdentifier(call.node.expression) && call.literalId !== undefined) {
      calls.push({ factory: call.name, id: call.literalId });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { factories, calls };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Machine id → where it is defined and its states' descriptions, for every machine under `root`. */
export function readMachineDocs(root = 'machines'): Map<string, MachineDocs> {
  const all = new Map<string, MachineDocs>();
  const factories = new Map<string, Map<string, string>>();
  const calls: { factory: string; id: string; file: string }[] = [];
  for (const file of sourceFiles(root).sort()) {
    const text = readFileSync(file, 'utf8');
    const name = relative(process.cwd(), file).split('\\').join('/');
    for (const [id, states] of docsOfSource(file, text)) all.set(id, { file: name, states });
    const made = factoriesOfSource(file, text);
    made.factories.forEach((states, factory) => factories.set(factory, states));
    calls.push(...made.calls.map((call) => ({ ...call, file: name })));
  }
  for (const { factory, id, file } of calls) {
    const states = factories.get(factory);
    if (states && !all.has(id)) all.set(id, { file, states });
  }
  return all;
}
