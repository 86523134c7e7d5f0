// @vitest-environment node
/**
 * The business clock (server/clock.ts): one source of "now" that tests and demos set, refused in
 * production, and nothing else under server/ or machines/ reading the system time for business.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { clockFromEnv, fixedClock, systemClock } from '../../server/clock.ts';
import { spawnServer, stopServer, type ServerProcess } from './spawn.ts';
import { createTestContext, prepareDataDir, START_TIMEOUT, type TestContext } from './helpers.ts';

describe('fixedClock', () => {
  it('stands still until set or advanced, and gives the business date at the location', () => {
    const clock = fixedClock('2026-11-23T10:00:00Z');
    expect(clock.now().toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(clock.businessDate('America/Lima')).toBe('2026-11-23');
    clock.advance({ ms: 10 * 60 * 60 * 1000 });
    // 20:00 UTC: still the 23rd in Lima, already the 24th in Tokyo.
    expect(clock.businessDate('America/Lima')).toBe('2026-11-23');
    expect(clock.businessDate('Asia/Tokyo')).toBe('2026-11-24');
    clock.advance({ days: 30 });
    expect(clock.businessDate('America/Lima')).toBe('2026-12-23');
    clock.set('2027-01-31T12:00:00-05:00');
    expect(clock.businessDate('America/Lima')).toBe('2027-01-31');
  });

  it('cannot be moved by a caller that changes the Date it was given', () => {
    const clock = fixedClock('2026-11-23T10:00:00Z');
    clock.now().setUTCFullYear(1999);
    expect(clock.now().getUTCFullYear()).toBe(2026);
  });

  it('refuses an instant that is not one', () => {
    expect(() => fixedClock('mañana')).toThrow(RangeError);
    expect(() => fixedClock('2026-11-23T10:00:00Z').set('soon')).toThrow(RangeError);
  });
});

describe('clockFromEnv (SOFIA_CLOCK)', () => {
  it('is the real clock when unset', () => {
    expect(clockFromEnv({}, 'demo')).toBe(systemClock);
    expect(clockFromEnv({ SOFIA_CLOCK: ' ' }, 'production')).toBe(systemClock);
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now - before).toBeLessThan(1000);
  });

  it('freezes the clock at the given instant outside production', () => {
    const clock = clockFromEnv({ SOFIA_CLOCK: '2026-11-23T10:00:00Z' }, 'demo');
    expect(clock.now().toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(clockFromEnv({ SOFIA_CLOCK: '2026-11-23T05:00:00-05:00' }, 'demo').now().toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('refuses it in production, and refuses an instant without its zone', () => {
    expect(() => clockFromEnv({ SOFIA_CLOCK: '2026-11-23T10:00:00Z' }, 'production')).toThrow(/refused in production/);
    for (const bad of ['2026-11-23', '2026-11-23T10:00:00', 'tomorrow', '2026-13-45T10:00:00Z']) {
      expect(() => clockFromEnv({ SOFIA_CLOCK: bad }, 'demo')).toThrow(/SOFIA_CLOCK must be an instant/);
    }
  });
});

describe('server/main.ts with SOFIA_CLOCK', () => {
  const contexts: TestContext[] = [];
  const processes: ServerProcess[] = [];
  afterAll(async () => {
    for (const p of processes) await stopServer(p, 2000);
    for (const ctx of contexts) await ctx.cleanup();
  });
  async function start(env: Record<string, string>): Promise<ServerProcess> {
    const ctx = await createTestContext();
    contexts.push(ctx);
    await prepareDataDir(ctx.dataDir);
    const p = spawnServer(ctx.dataDir, env);
    processes.push(p);
    return p;
  }

  it('refuses to start in production mode with a fake clock, before touching the data', async () => {
    const p = await start({ SOFIA_MODE: 'production', SOFIA_CLOCK: '2026-11-23T10:00:00Z' });
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain('SOFIA_CLOCK sets a fake business date and is refused in production mode');
    expect(p.output()).not.toContain('listening');
  }, START_TIMEOUT);

  it('says the business clock is fixed in demo mode', async () => {
    const p = await start({ SOFIA_CLOCK: '2026-11-23T10:00:00Z' });
    await p.url;
    await expect.poll(() => p.output()).toContain('Business clock fixed at 2026-11-23T10:00:00.000Z');
  }, START_TIMEOUT);
});

/*
 * Business decisions take the time from deps.clock. These files read the system time for
 * infrastructure that must keep real time even when a demo freezes the business date:
 */
const REAL_TIME_ALLOWED: Record<string, string> = {
  'server/clock.ts': 'the clock itself: systemClock is the one real source',
  'server/log.ts': 'timestamps of log lines say when something happened on the host',
  'server/auth/tokens.ts': 'access-token expiry is security, not business: a frozen demo clock must not keep tokens alive',
  'server/auth/throttle.ts': 'login throttling windows (security) count real seconds',
  'server/auth/throttleStore.ts': 'login throttling windows (security) count real seconds',
  'server/auth/dbThrottleStore.ts': 'login throttling windows (security) count real seconds, in the database store too',
  'server/legacyPhotoFiles.ts': 'moving photo files of older versions compares file modification times, which are real time',
  'server/datadir/lock.ts': "the data-dir lock records the process's real start time to detect pid reuse",
  'server/backup/job.ts': 'backups are named and scheduled by real time: under a frozen demo clock one a day is still taken, and none overwrites another',
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** Reads of the system time: `Date.now` (called or passed), `new Date()` / `new Date` without an argument. */
function systemTimeReads(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...code.matchAll(/\bDate\.now\b|\bnew\s+Date\s*\(\s*\)|\bnew\s+Date\b(?!\s*\()/g)].map((m) => m[0]);
}

describe('no business decision reads the system time', () => {
  it('the scanner finds every form of it, and not a Date built from a value or in a comment', () => {
    expect(systemTimeReads('const a = Date.now(); const b = new Date(); const c = new Date; f(Date.now);')).toEqual([
      'Date.now',
      'new Date()',
      'new Date',
      'Date.now',
    ]);
    expect(systemTimeReads('new Date(row.created_at); new Date(0); // new Date()\n/* Date.now() */ Date.UTC(2026, 0, 1)')).toEqual([]);
  });

  it('outside the clock and the listed infrastructure, server/ and machines/ take the time from deps.clock', () => {
    const offenders = [...sourceFiles('server'), ...sourceFiles('machines')]
      .filter((file) => !(file in REAL_TIME_ALLOWED))
      .flatMap((file) => systemTimeReads(readFileSync(path.join(ROOT, file), 'utf8')).map((read) => `${file}: ${read}`));
    expect(offenders).toEqual([]);
  });
});
