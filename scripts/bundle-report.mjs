// Prints the size of what the login page downloads (the entry and its static imports) and the
// largest lazy chunks, and fails when code that must stay lazy or out of production is there.
// The login page's figure is printed against its budget (reported, not asserted); the lazy
// chunks with a budget (lazyBudgets) fail the run when they exceed it.
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const DIST = process.argv[2] ?? 'dist';
const BUDGET_KB = 126;
const assets = join(DIST, 'assets');
const read = (file) => readFileSync(join(DIST, file));
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' KB';

const html = read('index.html').toString();
const roots = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const initial = new Set();
const visit = (file) => {
  if (initial.has(file)) return;
  initial.add(file);
  const code = read(file).toString();
  // Static imports only: `import … from "./x.js"` / `import "./x.js"`; dynamic import() stays lazy.
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    visit(join('assets', m[1].slice(2)));
  }
};
roots.forEach(visit);

let raw = 0;
let zipped = 0;
const problems = [];
// What must never be in the first download, and what must never ship at all.
const mustBeLazy = { sweetalert2: /swal2-popup/, 'md-editor': /w-md-editor/, sheetjs: /SheetJS|sheetjs/, 'uPlot (the charts)': /u-over/ };
// The crash page's Spanish texts for when no catalog loads (src/i18n/fallback.ts) keep their source.
const mustBeInitial = { "the crash page's fallback texts": /Sus datos no se han perdido/ };
const initialCode = [];
const neverShip = {
  'Stately inspector': /statelyai|createBrowserInspector|partysocket|superjson/,
  'offline inspector panel': /sofia-dev-inspector/,
  // What made the two lazy chunks heavy (docs/decisions.md, 'Lighter lazy chunks'): Prism's
  // languages, the HTML parser behind rehype-raw, and SheetJS's code pages (CP437's upper half).
  'syntax highlighting (refractor)': /refractor/,
  'the HTML parser parse5': /abandoned-head-element-child/,
  'the SheetJS code pages (cpexcel)': /ÇüéâäàåçêëèïîìÄÅ/,
};
// Lazy chunks with a budget (KB gzip), each found by a string only its code carries, since file
// names change with every build. No chunk, or more than one, with the marker is a failure too.
const lazyBudgets = [
  { name: 'Markdown editor and preview', marker: /w-md-editor/, budgetKb: 140 },
  { name: 'spreadsheet writer (xls, xlsx)', marker: /SheetJS|sheetjs/, budgetKb: 160 },
];
for (const file of initial) {
  const buf = read(file);
  raw += buf.length;
  zipped += gz(buf);
  const code = buf.toString();
  initialCode.push(code);
  for (const [name, re] of Object.entries(mustBeLazy)) if (re.test(code)) problems.push(`${name} is in the login page's download (${file})`);
}
for (const [name, re] of Object.entries(mustBeInitial)) {
  if (!initialCode.some((code) => re.test(code))) problems.push(`${name} are not in the login page's download`);
}
const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
let totalRaw = 0;
let totalGz = 0;
const lazy = [];
for (const f of all) {
  const buf = readFileSync(join(assets, f));
  totalRaw += buf.length;
  totalGz += gz(buf);
  for (const [name, re] of Object.entries(neverShip)) if (re.test(buf.toString())) problems.push(`${name} code shipped in ${f}`);
  if (!initial.has(join('assets', f))) lazy.push([f, buf.length, gz(buf), buf.toString()]);
}
const budgetLines = lazyBudgets.map(({ name, marker, budgetKb }) => {
  const found = lazy.filter(([, , , code]) => marker.test(code));
  if (found.length !== 1) {
    problems.push(`the ${name} chunk: ${found.length} lazy chunks carry its marker ${marker} (expected exactly one)`);
    return `  ${name}: ${found.length} chunks carry ${marker}`;
  }
  const [[f, r, g]] = found;
  const within = g / 1024 <= budgetKb;
  if (!within) problems.push(`the ${name} chunk is ${(g / 1024).toFixed(1)} KB gzip, over its budget of ${budgetKb} KB (${f})`);
  return `  ${kb(g)}  (raw ${kb(r)})  budget ${budgetKb} KB gzip  ${within ? 'within' : 'OVER'}  ${name}: ${f}`;
});
// Catalog chunks are named after their language code (es-….js); other short names (ui-….js) are not.
const LOCALES = ['zh', 'da', 'en', 'fr', 'de', 'el', 'hu', 'it', 'ja', 'pl', 'pt', 'ru', 'es', 'sv', 'tr', 'ae'];
const catalogsInitial = [...initial].filter((f) => LOCALES.some((code) => f.startsWith(`assets/${code}-`)));
if (catalogsInitial.length > 0) problems.push(`a language catalog is in the first download: ${catalogsInitial.join(', ')}`);
// The active catalog is fetched beside the entry, not after it (scripts/catalogPreload.ts): an async
// script before the entry script that knows every language's chunk.
const preloader = /<script async src="\/(assets\/catalog-preload-[^"]+\.js)"><\/script>\s*<script type="module"/.exec(html);
const preloaderCode = preloader?.[1] ? read(preloader[1]).toString() : '';
const unpreloaded = LOCALES.filter((code) => !all.some((f) => f.startsWith(`${code}-`) && preloaderCode.includes(`"/assets/${f}"`)));
if (!preloader) problems.push('index.html does not load the catalog preloader before the entry script');
else if (unpreloaded.length > 0) problems.push(`the catalog preloader does not know the chunk of: ${unpreloaded.join(', ')}`);

// The login page is painted from index.html itself (scripts/loginShell.ts): the prerendered page,
// hidden unless the preloader reveals it, inside #root. Its HTML is part of the first download.
const HTML_BUDGET_KB = 8;
const htmlGzip = gzipSync(Buffer.from(html), { level: 9 }).length;
if (!/<div id="root"><div id="login-shell" inert>[\s\S]*Ingresa tu usuario y contraseña para iniciar sesion/.test(html)) {
  problems.push('index.html does not carry the prerendered login page (#login-shell inside #root)');
}
if (htmlGzip / 1024 > HTML_BUDGET_KB) problems.push(`index.html is ${kb(htmlGzip)} gzip, over its budget of ${HTML_BUDGET_KB} KB`);
console.log(`index.html with the prerendered login page: ${kb(html.length).trim()}, ${kb(htmlGzip).trim()} gzip (budget ${HTML_BUDGET_KB} KB gzip)`);
console.log('Login page, initial JS (entry + static imports):');
for (const f of initial) console.log(`  ${f}`);
console.log(`  raw ${kb(raw)}   gzip ${kb(zipped)}   budget ${BUDGET_KB} KB gzip  ${zipped / 1024 <= BUDGET_KB ? 'within' : 'OVER'}`);
// A failing check, not a figure to read (#31, #39): an area added to the registry grows this page.
if (zipped / 1024 > BUDGET_KB) problems.push(`the login page's initial JS is ${kb(zipped).trim()} gzip, over its budget of ${BUDGET_KB} KB`);
console.log(`All JS: ${all.length} files, raw ${kb(totalRaw)}, gzip ${kb(totalGz)}`);
console.log('Lazy chunks with a budget (gzip):');
for (const line of budgetLines) console.log(line);
// 'Analítica' (#19): the page's chunk (found by its exports' file name) and the chunks it imports
// statically that the login page does not download (uPlot and its stylesheet's loader among them).
const analyticsPage = lazy.filter(([, , , code]) => /analitica_/.test(code));
if (analyticsPage.length !== 1) problems.push(`the analytics page: ${analyticsPage.length} lazy chunks carry its marker /analitica_/ (expected exactly one)`);
else {
  const own = new Set();
  const follow = (file) => {
    if (own.has(file) || initial.has(file)) return;
    own.add(file);
    for (const m of read(file).toString().matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) follow(join('assets', m[1].slice(2)));
  };
  follow(join('assets', analyticsPage[0][0]));
  const files = [...own].map((file) => [file, read(file)]);
  const pageGz = files.reduce((sum, [, buf]) => sum + gz(buf), 0);
  const pageRaw = files.reduce((sum, [, buf]) => sum + buf.length, 0);
  console.log(`Analytics page JS beyond the login page (its chunk + static imports, ${files.length} files): raw ${kb(pageRaw).trim()}, gzip ${kb(pageGz).trim()}`);
}
// uPlot is fetched by the analytics page as it mounts (src/components/charts/Chart.tsx
// preloadCharts): its own chunk, never in the login page's download.
const uplotChunks = all.filter((f) => /u-over/.test(read(join('assets', f)).toString()));
if (uplotChunks.length !== 1) problems.push(`uPlot: ${uplotChunks.length} chunks carry it (expected exactly one)`);
else if (initial.has(join('assets', uplotChunks[0]))) problems.push(`uPlot is in the login page's download (${uplotChunks[0]})`);
else console.log(`  uPlot, fetched as Analítica mounts (its own chunk): ${uplotChunks[0]}, gzip ${kb(gz(read(join('assets', uplotChunks[0])))).trim()}`);
console.log('Largest lazy chunks (gzip):');
for (const [f, r, g] of lazy.sort((a, b) => b[2] - a[2]).slice(0, 8)) console.log(`  ${kb(g)}  (raw ${kb(r)})  ${f}`);
if (problems.length) {
  console.error('\nBundle problems:\n  ' + problems.join('\n  '));
  process.exit(1);
}
console.log(
  "\nNo inspector, syntax highlighting, HTML parser or code pages shipped; the lazy chunks are within their budgets; sweetalert2, md-editor, sheetjs and the catalogs are not in the first download; the crash page's fallback texts are.",
);
