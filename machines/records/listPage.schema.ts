/** The schema of a `ListPage<T>` answer, for any row schema. */
import * as v from 'valibot';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const pageNumber = v.pipe(v.number(), v.integer(), v.minValue(1));

export const listPageSchema = <S extends v.GenericSchema>(item: S) =>
  v.object({ items: v.array(item), total: count, page: pageNumber, pageSize: pageNumber });

/**
 * A page that also carries `totals`: figures of EVERY record the filters match, not only the page's
 * (server/records/listQuery.ts, `listRecordsWithTotals`); `connectRecordsListWithTotals` reads them.
 */
export const listPageWithTotalsSchema = <S extends v.GenericSchema, T extends v.GenericSchema>(item: S, totals: T) =>
  v.object({ ...listPageSchema(item).entries, totals });
