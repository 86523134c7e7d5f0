import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { ImportFailure } from './importFailure.ts';
import { importFailureOf, isRowsRefused } from './importFailure.ts';
import { readFailureOf, type ImportFile, type ImportReadFailure } from './importFile.ts';
import type { ImportInput, ImportKind, ImportPreview, ImportResult } from './imports.schema.ts';

/** What `readFile` reads: the chosen file, for which import, in which language's number convention. */
export interface ReadFileInput {
  file: ImportFile;
  kind: ImportKind;
  numberLocale: string;
}

/** The file's rows as text cells, header first (machines/imports/importFile.ts checkedRows). */
export interface ReadFileOutput {
  fileName: string;
  rows: string[][];
}

export interface PreviewImportInput {
  kind: ImportKind;
  input: ImportInput;
}

export interface RunImportInput extends PreviewImportInput {
  idempotencyKey: string;
}

export interface ImportContext {
  kind: ImportKind;
  file: ImportFile | null;
  /** The BCP 47 tag of the language the file was chosen in: how its numbers were written and are read. */
  numberLocale: string;
  read: ReadFileOutput | null;
  readFailure: ImportReadFailure | null;
  preview: ImportPreview | null;
  /** Made when the user confirms; kept by 'Reintentar', so a retried import writes once. */
  idempotencyKey: string | null;
  failure: ImportFailure | null;
  result: ImportResult | null;
}

export type ImportEvent =
  | { type: 'kind.chosen'; kind: ImportKind }
  | { type: 'file.chosen'; file: ImportFile; numberLocale: string }
  | { type: 'import.confirmed' }
  | { type: 'import.retried' };

const EMPTY: Omit<ImportContext, 'kind'> = {
  file: null,
  numberLocale: 'es',
  read: null,
  readFailure: null,
  preview: null,
  idempotencyKey: null,
  failure: null,
  result: null,
};

/** The body both calls send: what was read, in the convention it was read in. */
function inputOf(context: ImportContext): PreviewImportInput {
  if (context.read === null) throw new Error('import: the preview needs the rows read from the file');
  return { kind: context.kind, input: { fileName: context.read.fileName, numberLocale: context.numberLocale, rows: context.read.rows } };
}

/** Another file, from any state that is not busy: read it (everything of the previous file is dropped). */
const CHOOSE_FILE = { target: '#import.reading', actions: 'assignFile' } as const;

/** The preview allows the import: no refused row, no problem of the file, something new. */
export const canImport = (preview: ImportPreview | null): boolean =>
  preview !== null && preview.counts.refused === 0 && preview.fileProblems.length === 0 && preview.counts.new > 0;

/**
 * 'Importar' (issue #37): an administrator moves customers or running loans in from a CSV or XLSX
 * file (machines/imports/imports.schema.ts).
 *
 * - `choosing`: which import ('Clientes' by default) and the file; a file that could not be read
 *   comes back here with `readFailure`.
 * - `reading` (busy): the app reads the file into text cells (`readFile`).
 * - `previewing` (busy): the server says what each row would be (`previewImport`); nothing is written.
 * - `previewed`: counts and the rows with problems; 'Importar' only when `canImport`. Another kind
 *   previews the same rows again; another file is read.
 * - `previewFailed`: the preview got no verdict ('Reintentar').
 * - `importing` (busy): `runImport` with the key made on confirming. A second confirm has no
 *   transition here. A 422 `rowsRefused` is a new preview: back to `previewed` with it.
 * - `failed`: no verdict; 'Reintentar' sends the same key (an import that did reach the server
 *   adds nothing twice), or another file starts over.
 * - `done`: what was imported; another file or kind starts over.
 */
export const importMachine = setup({
  types: {
    context: {} as ImportContext,
    events: {} as ImportEvent,
  },
  actors: {
    readFile: fromPromise<ReadFileOutput, ReadFileInput>(async () => {
      throw new Error('import: the "readFile" effect must be provided by the app');
    }),
    previewImport: fromPromise<ImportPreview, PreviewImportInput>(async () => {
      throw new Error('import: the "previewImport" effect must be provided by the app');
    }),
    runImport: fromPromise<ImportResult, RunImportInput>(async () => {
      throw new Error('import: the "runImport" effect must be provided by the app');
    }),
  },
  actions: {
    assignKind: assign(({ event }) => {
      assertEvent(event, 'kind.chosen');
      return { kind: event.kind, idempotencyKey: null, failure: null };
    }),
    /** Another kind before any rows are read, or after an import: everything else starts over. */
    startOver: assign(({ event }) => {
      assertEvent(event, 'kind.chosen');
      return { ...EMPTY, kind: event.kind };
    }),
    assignFile: assign(({ context, event }) => {
      assertEvent(event, 'file.chosen');
      return { ...EMPTY, kind: context.kind, file: event.file, numberLocale: event.numberLocale };
    }),
    newIdempotencyKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
  },
  guards: {
    canImport: ({ context }) => canImport(context.preview),
    isRowsRefused: (_, params: { error: unknown }) => isRowsRefused(params.error),
  },
}).createMachine({
  id: 'import',
  initial: 'choosing',
  context: { ...EMPTY, kind: 'customers' },
  states: {
    choosing: {
      on: { 'kind.chosen': { actions: 'startOver' }, 'file.chosen': CHOOSE_FILE },
    },
    reading: {
      tags: ['busy'],
      invoke: {
        id: 'readFile',
        src: 'readFile',
        input: ({ context }) => {
          if (context.file === null) throw new Error('import: reading needs the chosen file');
          return { file: context.file, kind: context.kind, numberLocale: context.numberLocale };
        },
        onDone: { target: 'previewing', actions: assign({ read: ({ event }) => event.output }) },
        onError: { target: 'choosing', actions: assign({ readFailure: ({ event }) => readFailureOf(event.error), file: null }) },
      },
    },
    previewing: {
      tags: ['busy'],
      invoke: {
        id: 'previewImport',
        src: 'previewImport',
        input: ({ context }) => inputOf(context),
        onDone: { target: 'previewed', actions: assign({ preview: ({ event }) => event.output, failure: null }) },
        onError: { target: 'previewFailed', actions: assign({ failure: ({ event }) => importFailureOf(event.error) }) },
      },
    },
    previewed: {
      on: {
        'kind.chosen': { target: 'previewing', actions: 'assignKind' },
        'file.chosen': CHOOSE_FILE,
        'import.confirmed': { guard: 'canImport', target: 'importing', actions: 'newIdempotencyKey' },
      },
    },
    previewFailed: {
      on: {
        'kind.chosen': { target: 'previewing', actions: 'assignKind' },
        'file.chosen': CHOOSE_FILE,
        'import.retried': 'previewing',
      },
    },
    importing: {
      tags: ['busy'],
      invoke: {
        id: 'runImport',
        src: 'runImport',
        input: ({ context }) => ({ ...inputOf(context), idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output, failure: null }) },
        onError: [
          {
            guard: { type: 'isRowsRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'previewed',
            actions: assign({ preview: ({ event }) => (isRowsRefused(event.error) ? event.error.preview : null), idempotencyKey: null }),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => importFailureOf(event.error) }) },
        ],
      },
    },
    failed: {
      on: { 'import.retried': 'importing', 'file.chosen': CHOOSE_FILE },
    },
    done: {
      on: { 'kind.chosen': { target: 'choosing', actions: 'startOver' }, 'file.chosen': CHOOSE_FILE },
    },
  },
});
