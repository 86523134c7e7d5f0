import type { SnapshotFrom } from 'xstate';
import type { ImportFailure } from './importFailure.ts';
import type { ImportFile, ImportReadFailure } from './importFile.ts';
import { canImport, type ImportEvent, type importMachine } from './import.machine.ts';
import type { ImportKind, ImportPreview, ImportResult, ImportRow } from './imports.schema.ts';

export type ImportStep = 'choosing' | 'reading' | 'previewing' | 'previewed' | 'previewFailed' | 'importing' | 'failed' | 'done';

/** Why 'Importar' cannot be pressed on a preview (null: it can). */
export type ImportBlock = 'refusedRows' | 'fileProblems' | 'nothingNew' | null;

export interface ImportView {
  step: ImportStep;
  kind: ImportKind;
  /** A read, a preview or an import is under way: the choices wait. */
  busy: boolean;
  /** The name of the file read (or being read), for the page to name it. */
  fileName: string | null;
  readFailure: ImportReadFailure | null;
  /** The preview shown (also while importing and after a failed import). */
  preview: ImportPreview | null;
  /** The preview's rows with problems first, then the rest, each in file order. */
  rows: ImportRow[];
  /** Why 'Importar' is not allowed on this preview. */
  block: ImportBlock;
  failure: ImportFailure | null;
  result: ImportResult | null;
  chooseKind(kind: ImportKind): void;
  chooseFile(file: ImportFile, numberLocale: string): void;
  confirm(): void;
  retry(): void;
}

function blockOf(preview: ImportPreview | null): ImportBlock {
  if (preview === null || canImport(preview)) return null;
  if (preview.fileProblems.length > 0) return 'fileProblems';
  return preview.counts.refused > 0 ? 'refusedRows' : 'nothingNew';
}

/** The rows with problems first (a stable sort keeps the file's order within each group). */
export const rowsProblemsFirst = (rows: readonly ImportRow[]): ImportRow[] =>
  [...rows].sort((a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0));

const STEPS: readonly ImportStep[] = ['choosing', 'reading', 'previewing', 'previewed', 'previewFailed', 'importing', 'failed', 'done'];

export function selectImportStep(snapshot: SnapshotFrom<typeof importMachine>): ImportStep {
  return STEPS.find((step) => snapshot.matches(step)) ?? 'choosing';
}

export function connectImport(snapshot: SnapshotFrom<typeof importMachine>, send: (event: ImportEvent) => void): ImportView {
  const { context } = snapshot;
  const step = selectImportStep(snapshot);
  const preview = step === 'previewed' || step === 'importing' || step === 'failed' ? context.preview : null;
  return {
    step,
    kind: context.kind,
    busy: snapshot.hasTag('busy'),
    fileName: context.read?.fileName ?? context.file?.name ?? null,
    readFailure: step === 'choosing' ? context.readFailure : null,
    preview,
    rows: preview === null ? [] : rowsProblemsFirst(preview.rows),
    block: blockOf(preview),
    failure: step === 'previewFailed' || step === 'failed' ? context.failure : null,
    result: step === 'done' ? context.result : null,
    chooseKind: (kind) => send({ type: 'kind.chosen', kind }),
    chooseFile: (file, numberLocale) => send({ type: 'file.chosen', file, numberLocale }),
    confirm: () => send({ type: 'import.confirmed' }),
    retry: () => send({ type: 'import.retried' }),
  };
}
