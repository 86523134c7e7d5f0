export * from './history.schema.ts';
export { changesOf, historyLineOf, inFieldOrder, type FieldChange, type HistoryLine } from './history.rules.ts';
export { recordHistoryMachine, type RecordHistoryContext, type RecordHistoryEvent, type RecordHistoryInput } from './recordHistory.machine.ts';
export { connectRecordHistory, type RecordHistorySnapshot, type RecordHistoryView } from './recordHistory.connect.ts';
