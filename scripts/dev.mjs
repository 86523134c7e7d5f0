#!/usr/bin/env node
/**
 * `npm run dev`: the reference API (tsx server/main.ts, SPA serving off) and the Vite dev server,
 * which proxies /public to the API (vite.config.ts). Extra arguments go to Vite. If either process
 * stops, the other is stopped too; Ctrl-C stops both.
 *
 * Env: PORT (API port, default 8080), SOFIA_API_ORIGIN (what Vite proxies to; defaults to the
 * API started here), plus every SOFIA_* / DATABASE_URL variable the API reads.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.PORT ?? '8080';
const apiOrigin = process.env.SOFIA_API_ORIGIN ?? `http://127.0.0.1:${apiPort}`;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

function start(name, script, args, env) {
  // Run the packages' JS entry points with this Node: no shell, no npx layer that might not forward signals.
  const child = spawn(process.execPath, [path.join(root, 'node_modules', script), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} exited (${signal ?? code}); stopping the rest`);
    stop(code === 0 ? 1 : (code ?? 1));
  });
  children.push(child);
}

function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 5000);
  force.unref();
  Promise.all(running.map((c) => new Promise((resolve) => c.once('exit', resolve)))).then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// Last resort if this process dies some other way: do not leave orphans holding the ports.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

start('api', 'tsx/dist/cli.mjs', ['server/main.ts'], { PORT: apiPort, SOFIA_DIST_DIR: 'off' });
start('vite', 'vite/bin/vite.js', process.argv.slice(2), { SOFIA_API_ORIGIN: apiOrigin });
