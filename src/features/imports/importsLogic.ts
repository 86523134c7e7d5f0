import { importMachine } from '../../../machines/imports/import.machine.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';

/** 'Importar' with the app's effects: reading the file, the preview and the import (src/features/imports/imports.api.ts). */
export function provideImport(deps: AppDeps) {
  const { api } = deps;
  return importMachine.provide({
    actors: {
      readFile: fromApi(api.readImportFile),
      previewImport: fromApi(api.previewImport),
      runImport: fromApi(api.runImport),
    },
  });
}
