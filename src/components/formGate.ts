import { createNavigationGate } from './screen/navigationGate.ts';

/**
 * A record form's gate: the screen kit's navigation gate, plus "focus this field", which the page
 * hands over after it renders (the machine's `focusField` effect calls it). One for every form
 * that moves the focus to its first error ('Nuevo préstamo', 'Nuevo alquiler').
 */
export function createFormGate<F extends string>() {
  let focus: (field: F) => void = () => {};
  return {
    ...createNavigationGate(),
    onFocus(focusField: (field: F) => void) {
      focus = focusField;
    },
    focus(field: F) {
      focus(field);
    },
  };
}

export type FormGate<F extends string> = ReturnType<typeof createFormGate<F>>;
