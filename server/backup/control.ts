/**
 * How `npm run backup` finds the running server of a data directory: `<dataDir>/backup-control.json`
 * (0600) holds the server's URL and the token of POST /respaldos (routes.ts). Written when the
 * server listens, removed when it stops; a stale one (kill -9) only names a closed port.
 */
import path from 'node:path';
import { readFile, rm, writeFile } from 'node:fs/promises';

export const CONTROL_FILE = 'backup-control.json';

/** The header that carries the token (routes.ts). */
export const BACKUP_TOKEN_HEADER = 'X-Sofia-Backup-Token';

export interface Control {
  url: string;
  token: string;
}

export async function writeControlFile(dataDir: string, control: Control): Promise<void> {
  const file = path.join(dataDir, CONTROL_FILE);
  await rm(file, { force: true });
  await writeFile(file, JSON.stringify(control) + '\n', { mode: 0o600, flag: 'wx' });
}

export async function removeControlFile(dataDir: string): Promise<void> {
  await rm(path.join(dataDir, CONTROL_FILE), { force: true });
}

/** The running server's control, or null when there is no such file. */
export async function readControlFile(dataDir: string): Promise<Control | null> {
  try {
    const value = JSON.parse(await readFile(path.join(dataDir, CONTROL_FILE), 'utf8')) as Partial<Control>;
    return typeof value.url === 'string' && typeof value.token === 'string' ? { url: value.url, token: value.token } : null;
  } catch {
    return null;
  }
}
