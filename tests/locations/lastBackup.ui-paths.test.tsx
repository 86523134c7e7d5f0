/**
 * 'Última copia de seguridad' under 'Configuración de ubicación' (/conf_ubicacion), on
 * `lastBackup`: loading, when the last backup was taken and that it succeeded, or its own failure
 * with 'Reintentar'. The GET is held until a step answers it.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { lastBackupMachine, type BackupLastAnswer } from '../../machines/locations/index.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { Held } from '../paths/run.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { lastBackupFixtures, type LastBackupModelEvent } from './lastBackup.fixtures.ts';

const byAnswer = new WeakMap<object, Held<BackupLastAnswer, [void, AbortSignal?]>>();
function heldBackupApi() {
  const held = new Held<BackupLastAnswer, [void, AbortSignal?]>('lastBackup');
  byAnswer.set(held.call, held);
  return { lastBackup: held.call };
}
function backupCalls(ui: UiRun): Held<BackupLastAnswer, [void, AbortSignal?]> {
  const answer = ui.deps.api.lastBackup.getMockImplementation();
  const held = answer ? byAnswer.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldBackupApi()');
  return held;
}

const line = (text: RegExp) => screen.getByText(text);

defineUiPaths<typeof lastBackupMachine, LastBackupModelEvent>({
  machine: lastBackupMachine,
  name: 'last backup',
  variants: { default: {} },
  setup: () => ({ route: '/conf_ubicacion', deps: { storage: signedInStorage(), api: heldBackupApi() } }),
  events: lastBackupFixtures,
  executors: {
    'lastBackup.retried': () => {
      fireEvent.click(line(/No se pudo saber cuándo/).parentElement!.querySelector('button')!);
    },
    'xstate.done.actor.loadLastBackup': ({ event, ui }) => backupCalls(ui).resolve(event.output),
    'xstate.error.actor.loadLastBackup': ({ event, ui }) => backupCalls(ui).reject(event.error),
  },
  states: {
    loading: () => {
      expect(line(/^Cargando la última copia de seguridad…$/)).toBeTruthy();
    },
    shown: () => {
      expect(line(/^Última copia de seguridad: .*2026.*, correcta\.$/).getAttribute('role')).toBe('status');
    },
    failed: () => {
      expect(line(/^No se pudo saber cuándo se hizo la última copia de seguridad\.$/).getAttribute('role')).toBe('alert');
    },
  },
});
