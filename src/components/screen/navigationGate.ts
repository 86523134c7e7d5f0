import type { Blocker } from '../../app/sofiaApp.ts';

/**
 * Where a machine's "let the navigation go on / stay" effects meet the router: the page hands it
 * the current blocker after each render (through `useUnsavedChangesGuard`); the effects act on
 * it only while it is blocked. A screen's logic file provides `proceed`/`stay` to its machine.
 * A dialog's own way out (Escape, 'Cancelar') is held here too (`hold`, by `useGuardedClose`):
 * `proceed` then closes the dialog, `stay` forgets it.
 */
export function createNavigationGate() {
  let current: Blocker | null = null;
  let held: (() => void) | null = null;
  return {
    set(blocker: Blocker) {
      current = blocker;
    },
    hold(leave: () => void) {
      held = leave;
    },
    proceed() {
      const leave = held;
      held = null;
      if (leave !== null) leave();
      else if (current?.state === 'blocked') current.proceed();
    },
    stay() {
      held = null;
      if (current?.state === 'blocked') current.reset();
    },
  };
}

export type NavigationGate = ReturnType<typeof createNavigationGate>;
