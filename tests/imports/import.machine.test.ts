// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  connectImport,
  ImportReadError,
  ImportRowsRefused,
  importMachine,
  type ImportPreview,
  type ImportResult,
  type RunImportInput,
} from '../../machines/imports/index.ts';
import { CLEAN, READ, REFUSED, RESULT } from './import.fixtures.ts';

/** The chart with answers the test decides: each run of `runImport` takes the next one. */
function running(runs: Array<() => Promise<ImportResult>>, preview: ImportPreview = CLEAN) {
  const runImport = vi.fn(async (_: { input: RunImportInput }) => {
    const next = runs.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  const actor = createActor(
    importMachine.provide({
      actors: {
        readFile: fromPromise(async () => READ),
        previewImport: fromPromise(async () => preview),
        runImport: fromPromise(runImport),
      },
    }),
  ).start();
  return { actor, runImport };
}

const previewed = async (actor: ReturnType<typeof running>['actor']) => {
  actor.send({ type: 'file.chosen', file: { name: 'clientes.csv' }, numberLocale: 'es-AR' });
  await waitFor(actor, (s) => s.matches('previewed'));
};

describe('the import chart', () => {
  it('sends the rows read, in the language they were read in, and one key per confirmed import', async () => {
    let release: (result: ImportResult) => void = () => {};
    const { actor, runImport } = running([() => new Promise((resolve) => (release = resolve))]);
    await previewed(actor);
    actor.send({ type: 'import.confirmed' });
    actor.send({ type: 'import.confirmed' });
    expect(actor.getSnapshot().value).toBe('importing');
    release(RESULT);
    await waitFor(actor, (s) => s.matches('done'));
    expect(runImport).toHaveBeenCalledTimes(1);
    const sent = runImport.mock.calls[0]![0].input;
    expect(sent.input).toEqual({ fileName: 'clientes.csv', numberLocale: 'es-AR', rows: READ.rows });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(connectImport(actor.getSnapshot(), () => {}).result).toEqual(RESULT);
  });

  it('retries a failed import with the same key', async () => {
    const { actor, runImport } = running([() => Promise.reject({ kind: 'network' }), async () => RESULT]);
    await previewed(actor);
    actor.send({ type: 'import.confirmed' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('unavailable');
    actor.send({ type: 'import.retried' });
    await waitFor(actor, (s) => s.matches('done'));
    const [first, second] = runImport.mock.calls.map(([{ input }]) => input.idempotencyKey);
    expect(second).toBe(first);
  });

  it('shows the new preview of a 422 rowsRefused, and a new confirm cannot import it', async () => {
    const { actor, runImport } = running([() => Promise.reject(new ImportRowsRefused(REFUSED))]);
    await previewed(actor);
    actor.send({ type: 'import.confirmed' });
    await waitFor(actor, (s) => s.matches('previewed') && s.context.preview === REFUSED);
    const view = connectImport(actor.getSnapshot(), () => {});
    expect(view.block).toBe('refusedRows');
    expect(view.rows[0]!.line).toBe(3);
    actor.send({ type: 'import.confirmed' });
    expect(actor.getSnapshot().value).toBe('previewed');
    expect(runImport).toHaveBeenCalledTimes(1);
  });

  it('does not import a preview with refused rows', async () => {
    const { actor, runImport } = running([async () => RESULT], REFUSED);
    await previewed(actor);
    actor.send({ type: 'import.confirmed' });
    expect(actor.getSnapshot().value).toBe('previewed');
    expect(runImport).not.toHaveBeenCalled();
  });

  it('comes back to the choice with why the file could not be read', async () => {
    const actor = createActor(importMachine.provide({ actors: { readFile: fromPromise(async () => Promise.reject(new ImportReadError('tooManyRows'))) } })).start();
    actor.send({ type: 'kind.chosen', kind: 'loans' });
    actor.send({ type: 'file.chosen', file: { name: 'prestamos.xlsx' }, numberLocale: 'es' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.readFailure !== null);
    const view = connectImport(actor.getSnapshot(), () => {});
    expect(view.readFailure).toBe('tooManyRows');
    expect(view.kind).toBe('loans');
  });
});

describe('connectImport: why a preview cannot be imported', () => {
  const withPreview = (preview: ImportPreview) => {
    const actor = createActor(importMachine.provide({ actors: { readFile: fromPromise(async () => READ), previewImport: fromPromise(async () => preview) } })).start();
    actor.send({ type: 'file.chosen', file: { name: 'clientes.csv' }, numberLocale: 'es' });
    return waitFor(actor, (s) => s.matches('previewed')).then((s) => connectImport(s, () => {}).block);
  };

  it('names the file\'s problems, the refused rows, or nothing new', async () => {
    expect(await withPreview(CLEAN)).toBeNull();
    expect(await withPreview(REFUSED)).toBe('refusedRows');
    expect(await withPreview({ ...CLEAN, fileProblems: [{ column: 'nombre', code: 'missingColumn' }], rows: [], counts: { new: 0, existing: 0, refused: 0 } })).toBe('fileProblems');
    expect(await withPreview({ ...CLEAN, rows: [CLEAN.rows[1]!], counts: { new: 0, existing: 1, refused: 0 } })).toBe('nothingNew');
  });
});
