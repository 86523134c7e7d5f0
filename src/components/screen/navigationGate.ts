import type { Blocker } from '../../app/sofiaApp.ts';

/**
 * Where a machine's "let the navigation go on / stay" effects meet the router: the page hands it
 * the current blocker after each render (through `useUnsavedChangesGuard`); the effects act on
 * it only while it is blocked. A screen's logic file provides `proceed`/`stay` to its machine.
 */
export function createNavigationGate() {
  let current: Blocker | null = null;
  return {
    set(blocker: Blocker) {
      current = blocker;
    },
    proceed() {
      if (current?.state === 'blocked') current.proceed();
    },
    stay() {
      if (current?.state === 'blocked') current.reset();
    },
  };
}

export type NavigationGate = ReturnType<typeof createNavigationGate>;
