/**
 * 'Importar' (/importar) through the UI, as an administrator: the kind, a file chosen in the file
 * input, its reading and the preview held until a step answers them, a preview with a refused row
 * (no 'Importar'), a clean one, the import, its 422 rowsRefused (back to the new preview), a
 * failure with 'Reintentar' and the result. The key is the browser's, and the file a real File:
 * the context is compared with "has a key" and the file's name.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { canImport, importMachine, type ImportPreview, type ImportResult, type ReadFileOutput } from '../../machines/imports/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { importFixtures, importStateKey, type ImportModelEvent } from './import.fixtures.ts';

interface ImportCalls {
  read: Held<ReadFileOutput, [unknown, AbortSignal?]>;
  preview: Held<ImportPreview, [unknown, AbortSignal?]>;
  run: Held<ImportResult, [unknown, AbortSignal?]>;
}
const byAnswer = new WeakMap<object, ImportCalls>();
function heldImportApi() {
  const calls: ImportCalls = { read: new Held('readImportFile'), preview: new Held('previewImport'), run: new Held('runImport') };
  byAnswer.set(calls.read.call, calls);
  return { readImportFile: calls.read.call, previewImport: calls.preview.call, runImport: calls.run.call };
}
function callsOf(ui: UiRun): ImportCalls {
  const answer = ui.deps.api.readImportFile.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldImportApi()');
  return calls;
}

type Import = SnapshotFrom<typeof importMachine>;

const KIND_LABEL = { customers: 'Clientes', loans: 'Préstamos en curso' } as const;
const fileInput = () => screen.getByLabelText('Archivo CSV o XLSX') as HTMLInputElement;
const importButton = () => screen.getByRole('button', { name: /^Importar \d+ filas?$|^Importando…$/ }) as HTMLButtonElement;
const statusText = (text: string) => screen.getAllByRole('status').some((node) => node.textContent === text);

/** What every state shows of the choice: the kind checked, the file input usable unless busy, the file's name (in the app's words). */
function expectChoice(state: Import, busy: boolean) {
  expect((screen.getByRole('radio', { name: KIND_LABEL[state.context.kind] }) as HTMLInputElement).checked).toBe(true);
  expect(fileInput().disabled).toBe(busy);
  const chosen = document.getElementById(fileInput().getAttribute('aria-describedby')?.split(' ')[0] ?? '');
  expect(chosen?.textContent).toBe(state.context.read?.fileName ?? state.context.file?.name ?? 'Ningún archivo elegido');
}

defineUiPaths<typeof importMachine, ImportModelEvent>({
  machine: importMachine,
  name: 'import',
  setup: () => ({ route: '/importar', deps: { storage: signedInStorage(), api: heldImportApi() } }),
  context: (snapshot) => ({ ...snapshot.context, file: snapshot.context.file?.name ?? null, idempotencyKey: snapshot.context.idempotencyKey !== null }),
  stateKey: importStateKey,
  events: importFixtures,
  executors: {
    'kind.chosen': async ({ event }) => {
      fireEvent.click(await screen.findByRole('radio', { name: KIND_LABEL[event.kind] }));
    },
    'file.chosen': async ({ event }) => {
      await screen.findByLabelText('Archivo CSV o XLSX');
      fireEvent.change(fileInput(), { target: { files: [new File(['numero_documento,nombre\n'], event.file.name, { type: 'text/csv' })] } });
    },
    'import.confirmed': () => {
      fireEvent.click(importButton());
    },
    'import.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'xstate.done.actor.readFile': ({ event, ui }) => callsOf(ui).read.resolve(event.output),
    'xstate.error.actor.readFile': ({ event, ui }) => callsOf(ui).read.reject(event.error),
    'xstate.done.actor.previewImport': ({ event, ui }) => callsOf(ui).preview.resolve(event.output),
    'xstate.error.actor.previewImport': ({ event, ui }) => callsOf(ui).preview.reject(event.error),
    'xstate.done.actor.runImport': ({ event, ui }) => callsOf(ui).run.resolve(event.output),
    'xstate.error.actor.runImport': ({ event, ui }) => callsOf(ui).run.reject(event.error),
  },
  preconditions: {
    // A radio reports a change only when another one is chosen.
    'kind.chosen': (state, event) => state.context.kind !== event.kind,
    // 'Importar' is disabled on a preview that does not allow it.
    'import.confirmed': (state) => canImport(state.context.preview),
  },
  states: {
    choosing: async ({ state }) => {
      await screen.findByRole('heading', { name: 'Archivo' });
      expectChoice(state, false);
      expect(screen.getByRole('button', { name: 'Descargar plantilla' })).toBeTruthy();
      const alert = screen.queryByRole('alert');
      if (state.context.readFailure === 'empty') expect(alert?.textContent).toBe('El archivo está vacío.');
      else expect(alert).toBeNull();
    },
    reading: ({ state }) => {
      expectChoice(state, true);
      expect(statusText('Leyendo el archivo…')).toBe(true);
    },
    previewing: ({ state }) => {
      expectChoice(state, true);
      expect(statusText('Revisando las filas…')).toBe(true);
    },
    previewed: ({ state }) => {
      expectChoice(state, false);
      const clean = canImport(state.context.preview);
      expect(statusText(clean ? '2 nuevas, 1 ya existente, 0 con errores' : '2 nuevas, 0 ya existentes, 1 con errores')).toBe(true);
      expect(importButton().disabled).toBe(!clean);
      if (!clean) {
        // The refused row comes first, its problem as 'columna: message'.
        const rows = screen.getAllByRole('row');
        expect(rows[1]!.textContent).toContain('3Sin DocumentoCon erroresnumero_documento: Este dato es obligatorio.');
        expect(importButton().getAttribute('aria-describedby')).not.toBeNull();
      }
    },
    previewFailed: ({ state }) => {
      expectChoice(state, false);
      expect(screen.getByRole('alert').textContent).toBe('No se pudo revisar el archivo. Compruebe la conexión e intente nuevamente.');
    },
    importing: ({ state }) => {
      expectChoice(state, true);
      expect(importButton().textContent).toBe('Importando…');
      expect(importButton().disabled).toBe(true);
    },
    failed: ({ state }) => {
      expectChoice(state, false);
      expect(screen.getByRole('alert').textContent).toMatch(/^No se pudo importar\./);
      expect(importButton().disabled).toBe(false);
    },
    done: ({ state }) => {
      expectChoice(state, false);
      expect(statusText('Se importaron 2 filas; 1 ya existía.')).toBe(true);
    },
  },
});
