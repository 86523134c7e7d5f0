/**
 * Every row a query matches, fetched page by page (an export wants them all, the screen one page).
 * Pure: the caller hands in the area's page call.
 */
import { MAX_PAGE_SIZE, pageCountOf, type ListPage, type ListQuery } from './listQuery.ts';

export type LoadPage<Row, K extends string> = (query: ListQuery<K>, signal?: AbortSignal) => Promise<ListPage<Row>>;

/**
 * Asks for pages 1, 2, … of `MAX_PAGE_SIZE` rows, one at a time, until the first answer's total
 * is reached. Stops early on a short or clamped page (rows deleted meanwhile), so it never loops.
 */
export async function fetchAllRows<Row, K extends string>(load: LoadPage<Row, K>, query: ListQuery<K>, signal?: AbortSignal): Promise<Row[]> {
  const rows: Row[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const answer = await load({ ...query, page, pageSize: MAX_PAGE_SIZE }, signal);
    if (page === 1) pages = pageCountOf(answer.total, answer.pageSize);
    if (answer.page !== page) break;
    rows.push(...answer.items);
    if (answer.items.length < answer.pageSize) break;
  }
  return rows;
}
