/**
 * Runs the real entry point (server/main.ts through tsx's loader, so the child's pid is the
 * server's) with a given environment, for the tests that need separate processes: the data-dir
 * lock, kill -9, and what is printed. Not a test file itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the URL once the server prints it; rejects if it exits first or times out. */
  readonly url: Promise<string>;
  /** Exit code (or signal name) when the process ends. */
  readonly exited: Promise<number | string>;
}

export function spawnServer(dataDir: string, env: Record<string, string> = {}, timeoutMs = 90_000): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SOFIA_DATA_DIR: dataDir,
      SOFIA_DIST_DIR: 'off',
      // Always PGlite here, even when the suite runs against PostgreSQL.
      DATABASE_URL: '',
      SOFIA_MODE: '',
      NODE_ENV: '',
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code ?? -1)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /listening on (http:\/\/[^\s]+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  // Callers that only wait for the exit must not see an unhandled rejection.
  url.catch(() => {});
  return { child, pid: child.pid ?? 0, output: () => output, url, exited };
}

/** SIGTERM and wait for the exit (SIGKILL after `graceMs`). */
export async function stopServer(server: ServerProcess, graceMs = 15_000): Promise<number | string> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const code = await server.exited;
  clearTimeout(timer);
  return code;
}
