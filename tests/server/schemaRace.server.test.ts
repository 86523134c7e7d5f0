// @vitest-environment node
/**
 * Servers starting together on a new PostgreSQL schema (the CI's two-process test met it once:
 * "duplicate key value violates unique constraint pg_namespace_nspname_index"): every one opens
 * the database. PostgreSQL only (`npm run test:postgres`).
 */
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/adapter.ts';

const url = process.env.DATABASE_URL;

describe.runIf(url !== undefined)('opening a new schema from several servers at once', () => {
  it('opens it in each, whichever creates it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const schema = `race_${process.pid}_${Date.now()}_${round}`;
      const opened = await Promise.allSettled(Array.from({ length: 6 }, () => openPostgres(url!, schema)));
      expect(opened.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
    }
  });
});
