import { useEffect, useLayoutEffect, useRef } from 'react';
import { selectHasToken } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import type { Blocker } from '../../app/sofiaApp.ts';
import { useLeaveBlocker } from '../../app/useLeaveBlocker.ts';

/**
 * Where a machine's "let the navigation go on" / "stay" effects meet the router: the guard hands
 * it the current blocker after each change, and the effects (provided to the machine when the
 * screen's actor is made) answer it. `createNavigationGate()` (`navigationGate.ts`, next to it) is one.
 */
export interface LeaveGate {
  set(blocker: Blocker): void;
}

/**
 * Unsaved work on a screen, guarded in every way the user can leave, while `blocks` is true:
 * - a link, the app's own navigation, back or forward: the router holds it, `askToLeave()` tells
 *   the machine, which answers through `gate` (go on, or stay; or wait for a save);
 * - closing or reloading the tab: the browser's own question (`beforeunload`).
 * A session that has ended (logout, expiry, another tab) always leaves: a signed-out user cannot
 * stay. Going to the same path (a query, a hash) is no leaving; showing the page again from its
 * data (`router.reload()`, a click on the current menu entry) is, as it would drop the work.
 */
export function useUnsavedChangesGuard(blocks: boolean, gate: LeaveGate, askToLeave: () => void): void {
  const { session } = useApp();
  // Read when a navigation starts: the value of the last commit (a layout effect, so it is current
  // before any later event can navigate), where a closure would hold the render it was made in.
  const blocking = useRef(blocks);
  useLayoutEffect(() => {
    blocking.current = blocks;
  }, [blocks]);
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation, reload }) =>
      blocking.current && selectHasToken(session.getSnapshot()) && (reload === true || currentLocation.pathname !== nextLocation.pathname),
  );

  // Asked once per held navigation: `askToLeave` may be a new closure on every render.
  const ask = useRef(askToLeave);
  useEffect(() => {
    ask.current = askToLeave;
  });
  useEffect(() => {
    gate.set(blocker);
    if (blocker.state === 'blocked') ask.current();
  }, [blocker, gate]);

  useEffect(() => {
    if (!blocks) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [blocks]);
}

/** A gate that can also hold a dialog's own close until the machine answers (`createNavigationGate`). */
export interface HoldingGate extends LeaveGate {
  hold(leave: () => void): void;
}

/**
 * A dialog's own ways out (Escape, 'Cancelar', its close button) guarded like a navigation: while
 * `blocks` (unsaved work), the close is held in `gate` and `askToLeave()` tells the machine, whose
 * '¿Descartar los cambios?' answer closes the dialog (`proceed`) or keeps it (`stay`); otherwise
 * the dialog closes at once. Returns the function to give the dialog as its close.
 */
export function useGuardedClose(blocks: boolean, gate: HoldingGate, askToLeave: () => void, close: () => void): () => void {
  return () => {
    if (!blocks) {
      close();
      return;
    }
    gate.hold(close);
    askToLeave();
  };
}
