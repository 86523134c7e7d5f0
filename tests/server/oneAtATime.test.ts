// @vitest-environment node
/**
 * A PostgreSQL transaction's client runs one query at a time (server/db/adapter.ts `oneAtATime`):
 * reads started together (Promise.all) reach the connection one after the other, in order, and a
 * failed one does not stop the next — pg@9 will no longer queue them itself.
 */
import { describe, expect, it } from 'vitest';
import { oneAtATime, type Queryable } from '../../server/db/adapter.ts';

function recordingClient() {
  let inFlight = 0;
  let most = 0;
  const order: string[] = [];
  const client: Queryable = {
    async query<T>(sql: string): Promise<T[]> {
      inFlight += 1;
      most = Math.max(most, inFlight);
      order.push(sql);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      if (sql === 'fail') throw new Error('refused');
      return [{ sql }] as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
  return { client, most: () => most, order };
}

describe('oneAtATime', () => {
  it('runs queries asked together one after the other, in order, past a failure', async () => {
    const raw = recordingClient();
    const q = oneAtATime(raw.client);
    const results = await Promise.allSettled([q.query('a'), q.query('fail'), q.exec('b'), q.query('c')]);
    expect(raw.most()).toBe(1);
    expect(raw.order).toEqual(['a', 'fail', 'b', 'c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[3] as PromiseFulfilledResult<unknown>).value).toEqual([{ sql: 'c' }]);
  });

  it('without it, the same reads overlap on the connection', async () => {
    const raw = recordingClient();
    await Promise.all([raw.client.query('a'), raw.client.query('b')]);
    expect(raw.most()).toBe(2);
  });
});
