// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { emptyQuery, fetchAllRows, MAX_PAGE_SIZE, type ListQuery } from '../../machines/records/index.ts';
import { inMemoryList } from './inMemoryList.ts';

interface Row {
  id: number;
  name: string;
}
const rows: Row[] = Array.from({ length: 250 }, (_, i) => ({ id: i + 1, name: i % 2 ? `beta ${i}` : `alfa ${i}` }));
const rules = { searchIn: (row: Row) => row.name, columns: { name: (a: Row, b: Row) => a.name.localeCompare(b.name) }, id: (row: Row) => row.id };

describe('fetchAllRows', () => {
  it('asks for every page of the query, 100 rows at a time, one after another, keeping search, sort and filters', async () => {
    const load = vi.fn(inMemoryList(rows, rules));
    const query: ListQuery<'name'> = { ...emptyQuery<'name'>(10), q: 'beta', sort: { column: 'name', direction: 'descending' }, page: 3 };
    const all = await fetchAllRows(load, query);
    expect(all).toHaveLength(125);
    expect(all.every((row) => row.name.startsWith('beta'))).toBe(true);
    expect(load.mock.calls.map(([asked]) => asked)).toEqual([1, 2].map((page) => ({ ...query, page, pageSize: MAX_PAGE_SIZE })));
  });

  it('stops on the last page and on a clamped answer (rows deleted meanwhile): it never loops', async () => {
    const three = vi.fn(inMemoryList(rows, rules));
    expect(await fetchAllRows(three, emptyQuery<'name'>())).toHaveLength(250);
    expect(three).toHaveBeenCalledTimes(3);
    let total = 250;
    const shrinking = vi.fn(async (query: ListQuery<'name'>) => {
      const answer = await inMemoryList(rows.slice(0, total), rules)(query);
      total = 120; // after the first page, most rows are gone: page 3 is clamped to 2
      return answer;
    });
    const got = await fetchAllRows(shrinking, emptyQuery<'name'>());
    expect(got.map((row) => row.id)).toEqual(rows.slice(0, 120).map((row) => row.id));
    expect(shrinking).toHaveBeenCalledTimes(2);
  });

  it('a failed page fails the whole export', async () => {
    const load = vi.fn(async () => Promise.reject({ kind: 'network' }));
    await expect(fetchAllRows(load, emptyQuery<'name'>())).rejects.toEqual({ kind: 'network' });
  });
});
