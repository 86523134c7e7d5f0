/**
 * Entry point (`npm run serve`, `npm start`): settings from the environment, see server/config.ts
 * and the README for the variables.
 */
import path from 'node:path';
import { existsSync } from 'node:fs';
import { configFromEnv } from './config.ts';
import { DEMO_USERS } from './db/seed.ts';
import { startServer } from './start.ts';
import { clockFromEnv, systemClock } from './clock.ts';

// Before anything is created: files and directories this process makes are its user's alone
// (PGlite's own files ignore it; start.ts fixes those).
process.umask(0o077);

async function main(): Promise<void> {
  const config = configFromEnv();
  const clock = clockFromEnv(process.env, config.mode);
  const server = await startServer({ ...config, clock });
  console.log(`Sofia App API listening on ${server.url} (${config.mode} mode, data in ${config.dataDir})`);
  if (clock !== systemClock) console.log(`Business clock fixed at ${clock.now().toISOString()} (SOFIA_CLOCK): the business date does not advance`);
  if (config.distDir === null) {
    console.log('SPA serving disabled (SOFIA_DIST_DIR=off)');
  } else if (existsSync(path.join(config.distDir, 'index.html'))) {
    console.log(`Serving the SPA from ${config.distDir}`);
  } else {
    console.warn(`No SPA build in ${config.distDir} (run \`npm run build\`); only the API will answer.`);
  }
  if (server.createdAdmin !== null) {
    console.log(`First start: administrator "${server.createdAdmin}" created. Remove SOFIA_ADMIN_PASSWORD from the environment now.`);
  }
  if (server.seeded) {
    console.log('First start: demo users created (user / password):');
    for (const u of DEMO_USERS) {
      console.log(`  ${u.username.padEnd(9)} / ${u.password.padEnd(14)} ${u.name}${u.enabled ? '' : ' (disabled)'}`);
    }
    console.log('Demo mode: these passwords are public. For a real installation start with SOFIA_MODE=production (README).');
  }
  const stop = (signal: string) => {
    console.log(`${signal}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
