/**
 * The 409 part of the UI path suites of the forms that edit a versioned record (customerForm,
 * locationForm, roleForm, staffForm): 'Otra persona cambió …' with the fields read-only,
 * 'Recargar' and its 'Recargando…', the reload's failure, and (customer, location) the comparison
 * with 'Mantener lo que escribí' / 'Usar lo guardado'. Every form words its notice the same way
 * but for the record's name, so a suite spreads these gestures and assertions into its own
 * `executors` and `states` and gives only its texts.
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { UiRun } from '../paths/kit.ts';

export interface ConflictUi {
  /** The notice's heading, e.g. 'Otra persona cambió este cliente'. */
  heading: string;
  /** What a failed 'Recargar' says, e.g. 'No se pudo recargar el cliente. Intente nuevamente.' */
  reloadFailed: string;
  /** A field the conflict makes read-only. */
  field: () => HTMLInputElement;
  /** Runs before 'Recargar' is clicked (e.g. telling the fake API that the next GET is the reload). */
  beforeReload?: (ui: UiRun) => void;
}

/** What the assertions read of a step. */
interface Step<TSnapshot> {
  state: TSnapshot;
  event: { type: string };
}

/** Discarded: the form is gone, nothing of it is left to see. */
const left = (event: { type: string }) => event.type === 'leave.confirmed';
const button = (name: string) => screen.getByRole('button', { name, hidden: true }) as HTMLButtonElement;

/** 'conflict.reload' and the states `form.conflict`, `form.conflict.asking`, `form.conflict.reloading`. */
export function conflictUiSteps(conflict: ConflictUi) {
  return {
    executors: {
      'conflict.reload': ({ ui }: { ui: UiRun }) => {
        conflict.beforeReload?.(ui);
        fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
      },
    },
    states: {
      'form.conflict': ({ event }: Step<unknown>) => {
        if (left(event)) return;
        expect(screen.getAllByRole('heading', { name: conflict.heading, hidden: true })).toHaveLength(1);
        expect(conflict.field().readOnly).toBe(true);
      },
      'form.conflict.asking': ({ state, event }: Step<{ context: { failure: unknown } }>) => {
        if (left(event)) return;
        expect(button('Recargar').disabled).toBe(false);
        expect(screen.queryByText(conflict.reloadFailed) !== null).toBe(state.context.failure !== null);
      },
      'form.conflict.reloading': () => {
        expect(button('Recargando…').disabled).toBe(true);
      },
    },
  };
}

/** After a reload that found other values: the comparison table (one row per difference) and both choices. */
export function comparingUiSteps<TSnapshot>(differences: (state: TSnapshot) => number) {
  return {
    executors: {
      'conflict.keepMine': () => {
        fireEvent.click(screen.getByRole('button', { name: 'Mantener lo que escribí' }));
      },
      'conflict.takeStored': () => {
        fireEvent.click(screen.getByRole('button', { name: 'Usar lo guardado' }));
      },
    },
    states: {
      'form.conflict.comparing': ({ state, event }: Step<TSnapshot>) => {
        if (left(event)) return;
        const table = screen.getByRole('table', { name: 'Lo que usted escribió y lo guardado ahora', hidden: true });
        expect(table.querySelectorAll('tbody tr')).toHaveLength(differences(state));
      },
    },
  };
}
