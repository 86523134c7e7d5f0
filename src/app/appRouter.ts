import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  createPath,
  type Location,
  type Path,
  type To,
} from 'react-router-dom';

/**
 * The app's navigation, without React Router's data router (about 17 KB gzip the login page
 * would download for loaders, actions and fetchers it does not use). React Router's own history
 * does the URL work; this wrapper adds what the data router gave us:
 * - a guard, asked on every navigation, that may send it elsewhere (what route loaders did);
 * - one leave blocker at a time, for in-app navigation and the back/forward buttons (useBlocker);
 * - the same-path rule: navigating to where you are replaces instead of stacking entries (and a
 *   replace by exactly where you are, without state, is dropped: it would change nothing).
 * See docs/decisions.md, "Routing without the data router".
 */

export type History = ReturnType<typeof createBrowserHistory>;
type Listener = Parameters<History['listen']>[0];
type Update = Parameters<Listener>[0];

/** Where a navigation should go instead of `pathname`, or null to let it through. */
export type Guard = (pathname: string) => string | null;

/** A navigation the blocker holds: go on with it, or stay. */
export type Blocker =
  | { state: 'unblocked' }
  | { state: 'blocked'; location: Path; proceed(): void; reset(): void };

export const UNBLOCKED: Blocker = { state: 'unblocked' };

export interface NavigateOptions {
  /** Render the destination at once, outside a transition (a sign-in or sign-out swaps the whole screen). */
  urgent?: true;
}

/** Runs a state update as a React transition (`startTransition`); tests may pass `(update) => update()`. */
export type Transition = (update: () => void) => void;

export interface LeaveAttempt {
  currentLocation: Path;
  nextLocation: Path;
  /** The page is shown again from its data where it is (`reload()`): its unsaved work would be lost too. */
  reload?: true;
}

export interface AppRouter {
  /** What `unstable_HistoryRouter` renders from: every push, replace and pop passes here. */
  readonly history: History;
  /** The location the app shows (tests read `state.location.pathname`, as with the data router). */
  readonly state: { readonly location: Location };
  /**
   * Goes to `to` as a link click would (guarded, blockable). The app is told inside a React
   * transition (the old page stays until the new one can render) unless `urgent`: see
   * `createAppRouter`.
   */
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** Asks the guard about the current location: start-up calls it once the session is read. */
  revalidate(): void;
  /**
   * Shows the current page again, its data loaded anew (a click on the menu entry of the page one
   * is on): the leave blocker is asked first, as for leaving, then every `onReload` listener hears it.
   */
  reload(): void;
  /** Tells `listener` of each reload that went ahead (the layout mounts the page again). Returns the unsubscribe. */
  onReload(listener: () => void): () => void;
  /** Holds navigations for which `shouldBlock` answers true, until the blocker is answered. */
  block(shouldBlock: (attempt: LeaveAttempt) => boolean, onChange: (blocker: Blocker) => void): () => void;
  dispose(): void;
}

/** History for the browser's address bar; `v5Compat` makes push and replace notify too. */
export const browserHistory = (): History => createBrowserHistory({ v5Compat: true });
/** History in memory (tests), starting at `path`. */
export const memoryHistory = (path: string): ReturnType<typeof createMemoryHistory> => createMemoryHistory({ initialEntries: [path], v5Compat: true });

/**
 * `prefetch(pathname)` runs before each navigation lands (and for the first address): it lets the
 * chunks of every page on the way (layout and page) load at once instead of one after the other.
 *
 * `transition` wraps how the app is told of a navigation (the app's `HistoryRouter` runs with
 * `useTransitions={false}` and leaves it to this router). An in-app navigation is a transition:
 * the page stays until the next one's chunk is here. A navigation asked as `urgent` is not: the
 * session's own (sign-in → start page, sign-out → login) replaces the whole screen, there is
 * nothing worth keeping, and a transition only made React render the signed-in layout in
 * interruptible 5 ms slices and start it again whenever a chunk or a store changed meanwhile
 * (issue #12, item 5: it was most of the time between the menu's answer and the menu on screen).
 */
export function createAppRouter(
  base: History,
  guard: Guard,
  prefetch: (pathname: string) => void = () => undefined,
  transition: Transition = (update) => update(),
): AppRouter {
  let listener: Listener | null = null;
  // Set while an urgent navigation calls the base history (which tells us synchronously).
  let urgent = false;
  let shown: Location = base.location;
  let blocker: { shouldBlock: (attempt: LeaveAttempt) => boolean; onChange: (blocker: Blocker) => void } | null = null;
  // A pop we caused ourselves: undoing a blocked back/forward, or replaying it once allowed.
  let ownPop: 'none' | 'undo' | 'replay' = 'none';

  const emit = (update: Update) => {
    shown = update.location;
    if (urgent) listener?.(update);
    else transition(() => listener?.(update));
  };

  const commit = (kind: 'push' | 'replace', to: To, state?: unknown, options?: NavigateOptions) => {
    const target = base.encodeLocation(to);
    // A replace by where the app already is, carrying nothing, would change nothing but cost a
    // guard, a prefetch and a re-render of every route: the login page's <Navigate> to the start
    // route lands here right after the session's own navigation took the app there.
    if (kind === 'replace' && state === undefined && shown.state == null && createPath(target) === createPath(shown)) return;
    const redirect = guard(target.pathname);
    const dest: To = redirect ?? to;
    prefetch(redirect ?? target.pathname);
    // The data router's rule: a push to the current location replaces it.
    const same = createPath(base.encodeLocation(dest)) === createPath(shown);
    urgent = options?.urgent === true;
    try {
      base[kind === 'push' && !same ? 'push' : 'replace'](dest, redirect ? undefined : state);
    } finally {
      urgent = false;
    }
  };

  const reloadListeners = new Set<() => void>();

  const hold = (next: Path, proceed: () => void, reload = false): boolean => {
    const current = blocker;
    const attempt: LeaveAttempt = reload ? { currentLocation: shown, nextLocation: next, reload } : { currentLocation: shown, nextLocation: next };
    if (!current || !current.shouldBlock(attempt)) return false;
    current.onChange({
      state: 'blocked',
      location: next,
      proceed: () => {
        current.onChange(UNBLOCKED);
        proceed();
      },
      reset: () => current.onChange(UNBLOCKED),
    });
    return true;
  };

  const go = (kind: 'push' | 'replace', to: To, state?: unknown, options?: NavigateOptions) => {
    if (!hold(base.encodeLocation(to), () => commit(kind, to, state, options))) commit(kind, to, state, options);
  };

  const stopListening = base.listen((update) => {
    if (update.action !== 'POP') return emit(update);
    if (ownPop === 'undo') {
      // The app never left: the address bar is back where the app is.
      ownPop = 'none';
      return undefined;
    }
    const replayed = ownPop === 'replay';
    ownPop = 'none';
    const { delta } = update;
    if (!replayed && delta !== null && delta !== 0) {
      const held = hold(update.location, () => {
        ownPop = 'replay';
        base.go(delta);
      });
      if (held) {
        ownPop = 'undo';
        base.go(-delta);
        return undefined;
      }
    }
    const redirect = guard(update.location.pathname);
    prefetch(redirect ?? update.location.pathname);
    return redirect ? base.replace(redirect) : emit(update);
  });
  prefetch(base.location.pathname);

  const history: History = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    listen(fn) {
      listener = fn;
      return () => {
        if (listener === fn) listener = null;
      };
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: (to, state) => go('push', to, state),
    replace: (to, state) => go('replace', to, state),
    go: (delta) => base.go(delta),
  };

  return {
    history,
    state: {
      get location() {
        return shown;
      },
    },
    navigate(to, options) {
      go('push', to, undefined, options);
      return Promise.resolve();
    },
    revalidate() {
      const redirect = guard(base.location.pathname);
      if (!redirect) return;
      prefetch(redirect);
      base.replace(redirect);
    },
    reload() {
      const announce = () => reloadListeners.forEach((listener) => listener());
      if (!hold(shown, announce, true)) announce();
    },
    onReload(listener) {
      reloadListeners.add(listener);
      return () => reloadListeners.delete(listener);
    },
    block(shouldBlock, onChange) {
      const mine = { shouldBlock, onChange };
      blocker = mine;
      return () => {
        if (blocker === mine) blocker = null;
      };
    },
    dispose() {
      stopListening();
      listener = null;
      blocker = null;
      reloadListeners.clear();
    },
  };
}
