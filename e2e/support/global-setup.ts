/**
 * Builds the SPA once when dist/ is missing or older than its sources, so `npm run test:e2e`
 * always tests what the sources say (the tests serve dist/ with the production server).
 * SOFIA_E2E_SKIP_BUILD=1 uses dist/ as it is; SOFIA_E2E_DIST=<dir> tests that build instead.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCES = ['src', 'machines', 'locales', 'index.html', 'vite.config.ts', 'scripts/catalogPreload.ts', 'lingui.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

export default function globalSetup(): void {
  if (process.env.SOFIA_E2E_SKIP_BUILD === '1' || process.env.SOFIA_E2E_DIST) return;
  const index = path.join(ROOT, 'dist', 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  if (built >= sources) return;
  console.log(built === 0 ? 'e2e: no dist/ yet, building the SPA…' : 'e2e: dist/ is older than the sources, rebuilding…');
  try {
    execSync('npx vite build', { cwd: ROOT, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    console.error(stdout ?? '', stderr ?? '');
    throw new Error('e2e: `vite build` failed; the suite tests the production build', { cause: error });
  }
}
