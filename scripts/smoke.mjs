#!/usr/bin/env node
/**
 * Smoke test of the README's start command. Runs `npm start` (vite build && tsx server/main.ts)
 * on a free port with a throw-away data dir, then checks over HTTP what a user would hit first:
 * the SPA with its CSP, the history fallback, the JSON 404 of the API, and a login for each demo
 * user (the disabled one gets 403). Prints each check; exits non-zero on any failure.
 *
 *   node scripts/smoke.mjs               # full: build, then serve dist/
 *   node scripts/smoke.mjs --dist DIR    # skip the build: serve an existing build from DIR
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_TIMEOUT_MS = 240_000;
const SPA_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' blob:; connect-src 'self'; " +
  "font-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
const USERS = [
  { user: 'admin', password: 'Admin#2026', status: 200 },
  { user: 'cajero', password: 'Cajero#2026', status: 200 },
  { user: 'cobrador', password: 'Cobrador#2026', status: 200 },
  { user: 'inactivo', password: 'Inactivo#2026', status: 403 },
];

function parseArgs(argv) {
  const i = argv.indexOf('--dist');
  if (i === -1) return { dist: null };
  const dist = argv[i + 1];
  if (!dist) throw new Error('--dist needs a directory');
  return { dist: path.resolve(dist) };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const results = [];
/** Everything the server printed; shown when a check fails. */
let output = '';
function check(name, ok, detail = '') {
  results.push(ok);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : ` -- ${detail}`}`);
}

async function main() {
  const { dist } = parseArgs(process.argv.slice(2));
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sofia-smoke-'));
  const base = `http://127.0.0.1:${port}`;
  const distDir = dist ?? path.join(root, 'dist');
  const [command, args] = dist
    ? [process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts']]
    : ['npm', ['start']];
  console.log(`smoke: ${dist ? `tsx server/main.ts (SPA from ${dist})` : 'npm start'} on ${base}, data in ${dataDir}`);

  // Own process group, so npm, its shell, tsx and node can be stopped together.
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SOFIA_DATA_DIR: dataDir, SOFIA_DIST_DIR: distDir, DATABASE_URL: '' },
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let exited = null;
  const exitPromise = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = signal ?? code))));

  const stopChild = async () => {
    if (exited !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    await exitPromise;
    clearTimeout(timer);
  };

  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    let up = false;
    while (!up && exited === null && Date.now() < deadline) {
      up = await fetch(`${base}/public/api/nope`).then(() => true, () => false);
      if (!up) await new Promise((r) => setTimeout(r, 500));
    }
    check('server starts and answers', up, exited !== null ? `exited with ${exited}` : 'timed out');
    if (!up) return;

    check('prints the URL it listens on', output.includes(base), 'no URL in output');
    check('prints the demo credentials on first start', output.includes('Admin#2026'), 'no credentials in output');

    const index = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => null);
    const home = await fetch(`${base}/`);
    const homeText = await home.text();
    check('GET / is 200 text/html', home.status === 200 && (home.headers.get('content-type') ?? '').startsWith('text/html'), `${home.status} ${home.headers.get('content-type')}`);
    check('GET / is the built index.html', index !== null && homeText === index, 'body differs from dist/index.html');
    check('GET / carries the SPA CSP', home.headers.get('content-security-policy') === SPA_CSP, String(home.headers.get('content-security-policy')));
    // HSTS only over TLS (docs/decisions.md, Server); this check talks plain HTTP.
    check(
      'GET / has nosniff and a Permissions-Policy, and no HSTS over plain HTTP',
      home.headers.get('x-content-type-options') === 'nosniff' &&
        (home.headers.get('permissions-policy') ?? '').includes('camera=()') &&
        home.headers.get('strict-transport-security') === null,
    );

    // The entry script goes out compressed to a browser (docs/server.md); fetch decodes it back.
    const entry = index?.match(/<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/)?.[1];
    const entryRes = entry ? await fetch(`${base}${entry}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }) : null;
    const entryFile = entry ? await readFile(path.join(distDir, entry), 'utf8').catch(() => null) : null;
    check(
      'GET the entry script in brotli, decoding to the built file',
      entryRes?.headers.get('content-encoding') === 'br' && entryFile !== null && (await entryRes.text()) === entryFile,
      `${entry} ${entryRes?.status} ${entryRes?.headers.get('content-encoding')}`,
    );

    const deep = await fetch(`${base}/some/deep/link`);
    check('GET /some/deep/link falls back to index.html', deep.status === 200 && (await deep.text()) === index, String(deep.status));

    const nope = await fetch(`${base}/public/api/nope`);
    const nopeBody = await nope.json().catch(() => null);
    check('GET /public/api/nope is JSON 404', nope.status === 404 && typeof nopeBody?.message === 'string', `${nope.status} ${JSON.stringify(nopeBody)}`);

    for (const u of USERS) {
      const res = await fetch(`${base}/public/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ user: u.user, password: u.password }),
      });
      const body = await res.json().catch(() => null);
      const shapeOk = u.status !== 200 || (typeof body?.accessToken === 'string' && typeof body?.user?.id === 'number');
      check(`login ${u.user} → ${u.status}`, res.status === u.status && shapeOk, `${res.status} ${JSON.stringify(body)}`);
      if (u.user === 'admin' && res.status === 200) {
        const menus = await fetch(`${base}/public/api/cargarMenus?id_rol=${body.user.id_rol}`, {
          headers: { Authorization: `Bearer ${body.accessToken}` },
        });
        check('admin menu loads', menus.status === 200, String(menus.status));
      }
    }
  } finally {
    await stopChild();
    // The server may still be writing its last files as it exits: rm retries ENOTEMPTY/EBUSY.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

main()
  .catch((error) => {
    console.error(error);
    results.push(false);
  })
  .finally(() => {
    const failed = results.filter((ok) => !ok).length;
    if (failed > 0 || results.length === 0) {
      console.log('--- server output (last 40 lines) ---');
      console.log(output.trimEnd().split('\n').slice(-40).join('\n'));
    }
    console.log(failed === 0 && results.length > 0 ? `smoke: all ${results.length} checks passed` : `smoke: ${failed} of ${results.length} checks failed`);
    process.exitCode = failed === 0 && results.length > 0 ? 0 : 1;
  });
