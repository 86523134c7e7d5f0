export * from './listQuery.ts';
export { listPageSchema } from './listPage.schema.ts';
export { createRecordsListMachine, listFailureOf, SEARCH_DEBOUNCE_MS, type RecordsListMachine } from './recordsList.machine.ts';
export { isNarrowed, nextSort, withFilter } from './recordsList.rules.ts';
export * from './recordsList.connect.ts';
export { fetchAllRows, type LoadPage } from './allRows.ts';
export type { RecordsListContext, RecordsListEvent, RecordsListFailure, RecordsListOptions } from './recordsList.types.ts';
