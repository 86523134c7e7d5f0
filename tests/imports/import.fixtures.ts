import { assign, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import {
  canImport,
  ImportReadError,
  ImportRowsRefused,
  importMachine,
  type ImportEvent,
  type ImportPreview,
  type ImportResult,
  type PreviewImportInput,
  type ReadFileInput,
  type ReadFileOutput,
  type RunImportInput,
} from '../../machines/imports/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

/** A customers file of three rows. */
export const READ: ReadFileOutput = {
  fileName: 'clientes.csv',
  rows: [
    ['numero_documento', 'nombre'],
    ['30.123.456', 'María Gómez'],
    ['', 'Sin Documento'],
    ['27.555.111', 'Juan Pérez'],
  ],
};

/** Every row can go in: two new, one already in. */
export const CLEAN: ImportPreview = {
  kind: 'customers',
  fileProblems: [],
  rows: [
    { line: 2, status: 'new', problems: [], label: 'María Gómez (30.123.456)' },
    { line: 3, status: 'existing', problems: [], label: 'Ana Ruiz (20.111.222)' },
    { line: 4, status: 'new', problems: [], label: 'Juan Pérez (27.555.111)' },
  ],
  counts: { new: 2, existing: 1, refused: 0 },
};

/** Line 3 has no document: the file cannot go in. */
export const REFUSED: ImportPreview = {
  kind: 'customers',
  fileProblems: [],
  rows: [
    { line: 2, status: 'new', problems: [], label: 'María Gómez (30.123.456)' },
    { line: 3, status: 'refused', problems: [{ column: 'numero_documento', code: 'required' }], label: 'Sin Documento' },
    { line: 4, status: 'new', problems: [], label: 'Juan Pérez (27.555.111)' },
  ],
  counts: { new: 2, existing: 0, refused: 1 },
};

export const RESULT: ImportResult = { importId: 7, kind: 'customers', created: 2, existing: 1 };

/** The model with a fixed key maker: the model and its replay make the same key. */
export const keyedImport = importMachine.provide({ actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) } });

export const inertImport = keyedImport.provide({
  actors: {
    readFile: neverSettles<ReadFileOutput, ReadFileInput>(),
    previewImport: neverSettles<ImportPreview, PreviewImportInput>(),
    runImport: neverSettles<ImportResult, RunImportInput>(),
  },
});

export type ImportModelEvent =
  | ImportEvent
  | DoneActorEvent<ReadFileOutput, 'readFile'>
  | ErrorActorEvent<unknown, 'readFile'>
  | DoneActorEvent<ImportPreview, 'previewImport'>
  | ErrorActorEvent<unknown, 'previewImport'>
  | DoneActorEvent<ImportResult, 'runImport'>
  | ErrorActorEvent<unknown, 'runImport'>;

export const importFixtures = {
  'kind.chosen': { loans: { type: 'kind.chosen', kind: 'loans' }, customers: { type: 'kind.chosen', kind: 'customers' } },
  'file.chosen': { default: { type: 'file.chosen', file: { name: 'clientes.csv' }, numberLocale: 'es' } },
  'import.confirmed': { default: { type: 'import.confirmed' } },
  'import.retried': { default: { type: 'import.retried' } },
  'xstate.done.actor.readFile': { read: doneEvent('readFile', READ) },
  'xstate.error.actor.readFile': { empty: errorEvent('readFile', new ImportReadError('empty')) },
  'xstate.done.actor.previewImport': { clean: doneEvent('previewImport', CLEAN), refused: doneEvent('previewImport', REFUSED) },
  'xstate.error.actor.previewImport': { '500': errorEvent('previewImport', { kind: 'status', status: 500 }) },
  'xstate.done.actor.runImport': { done: doneEvent('runImport', RESULT) },
  'xstate.error.actor.runImport': {
    rowsRefused: errorEvent('runImport', new ImportRowsRefused(REFUSED)),
    '500': errorEvent('runImport', { kind: 'status', status: 500 }),
  },
} satisfies EventFixtures<ImportModelEvent>;

/** What the chart tells apart: the kind, what it holds, the preview's verdict, the key, the failure. */
export function importStateKey({ context }: SnapshotFrom<typeof importMachine>) {
  return {
    kind: context.kind,
    file: context.file !== null,
    read: context.read !== null,
    readFailure: context.readFailure,
    preview: context.preview === null ? null : canImport(context.preview),
    key: context.idempotencyKey !== null,
    failure: context.failure,
    result: context.result !== null,
  };
}
