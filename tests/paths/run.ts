/**
 * One UI path's world: the real app (createApp, router, providers, real machines) rendered
 * the way main.tsx does it, with the effects of tests/support/fakeDeps.ts, plus what a path needs
 * to play the server and the browser:
 *
 * - API calls (`login`, `loadMenu`, `uploadPhoto`) stay pending until a step answers them;
 * - optionally the session's restore (`whenStorageReady`) and the catalog loads are held too;
 * - optionally fake `setTimeout` for the loader's 500 ms;
 * - a recorder on `deps.inspect` that sees every microstep of every actor of the app (the
 *   app-wide ones from createApp, the layout's from AppLayout) and lets the kit wait for them.
 */
import { i18n, type Messages } from '@lingui/core';
import { act, cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { LoginRequest, LoginResponse, MenuResponse, PhotoResponse } from '../../machines/contract.ts';
import type { Locale } from '../../machines/settings/index.ts';
import { AppRoot } from '../../src/app/AppRoot.tsx';
import { memoryHistory } from '../../src/app/appRouter.ts';
import { buildRoutes, preloadPagesAt } from '../../src/app/router.tsx';
import { createApp, type SofiaApp } from '../../src/app/createApp.ts';
import { createFakeDeps, type FakeDeps, type FakeDepsOptions } from '../support/fakeDeps.ts';
import { preloadPagesFor, type PagesToPreload } from '../support/preloadPages.ts';
import { transitionKey, type CoverageRecorder } from '../utils/coverage.ts';

// Captured before any test fakes them: the kit's own waiting must not depend on the fake clock.
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
const now = performance.now.bind(performance);

/** How long the kit waits for the app to catch up with a step before it fails the path. */
export const STEP_TIMEOUT_MS = 5000;

export interface UiSetup {
  /** The address the browser opens; `/` by default. */
  route?: string;
  /** Where the fakes start: what a previous visit stored, the OS theme, the window width, catalogs. */
  deps?: FakeDepsOptions;
  /** The session's start-up restore (and every re-read) waits for `done/error: readStoredSession`. */
  holdRestore?: boolean;
  /** Every catalog load, start-up's included, waits for `done/error: loadCatalog`. */
  holdCatalogs?: boolean;
  /** Fakes `setTimeout`/`clearTimeout` (the loader's delay): assertions must then query synchronously. */
  fakeTimers?: boolean;
  /** Compiled messages per language, loaded with that language's catalog (ids: `msg` macro's). */
  catalogs?: Partial<Record<Locale, Messages>>;
  /** Changes the route table (a test route that mounts a component another area's page will hold). */
  tweakRoutes?: (routes: RouteObject[]) => void;
  /**
   * The page chunks fetched before the app starts (see PagesToPreload): by default those at
   * `route`. A page the app reaches later is waited for when the run settles there.
   */
  preload?: PagesToPreload;
}

/** Addresses whose page chunks this file has loaded (a module, once loaded, stays for the file). */
const pagesLoadedAt = new Set<string>();

export async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => realSetTimeout(resolve, ms));
}

/** Lets promises settle and React commit: one macrotask inside `act`. */
export async function settle(): Promise<void> {
  await act(async () => {
    await sleep(0);
  });
}

/** Polls `probe` (settling React in between) until it returns a value; fails with `what()`. */
export async function eventually<T>(probe: () => T | undefined, what: () => string, timeoutMs = STEP_TIMEOUT_MS): Promise<T> {
  const deadline = now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what()}`);
    await act(async () => {
      await sleep(10);
    });
  }
}

export interface HeldCall<TOutput, TArgs extends unknown[]> {
  args: TArgs;
  settled: boolean;
  resolve(value: TOutput): void;
  reject(error: unknown): void;
}

/** An effect the path answers: each call waits until a step resolves or rejects it. */
export class Held<TOutput, TArgs extends unknown[] = []> {
  readonly calls: HeldCall<TOutput, TArgs>[] = [];

  constructor(readonly name: string) {}

  readonly call = (...args: TArgs): Promise<TOutput> =>
    new Promise<TOutput>((resolve, reject) => {
      const held: HeldCall<TOutput, TArgs> = {
        args,
        settled: false,
        resolve: (value) => {
          held.settled = true;
          resolve(value);
        },
        reject: (error) => {
          held.settled = true;
          reject(error);
        },
      };
      this.calls.push(held);
    });

  /** The newest call still waiting for its answer (the app may make it a moment after the click). */
  async waiting(): Promise<HeldCall<TOutput, TArgs>> {
    return eventually(
      () => [...this.calls].reverse().find((c) => !c.settled),
      () => `a pending ${this.name} call (calls so far: ${this.calls.length})`,
    );
  }

  async resolve(value: TOutput): Promise<void> {
    const held = await this.waiting();
    await act(async () => held.resolve(value));
  }

  async reject(error: unknown): Promise<void> {
    const held = await this.waiting();
    await act(async () => held.reject(error));
  }

  /** The arguments of the newest call, if any. */
  last(): TArgs | undefined {
    return this.calls[this.calls.length - 1]?.args;
  }
}

export interface SeenMicrostep {
  index: number;
  machineId: string;
  actor: AnyActorRef;
  eventType: string;
  /** Keys of the transitions taken (`${source.id}|${event}|${index}`, as tests/utils/coverage.ts names them). */
  transitions: string[];
}

function machineIdOf(snapshot: unknown): string | undefined {
  return (snapshot as { machine?: { id?: unknown } } | undefined)?.machine?.id as string | undefined;
}

/**
 * The app's inspection stream: which actors of which machine exist, and every microstep they take.
 * Coverage recorders listen in through `listeners`.
 */
export class AppInspector {
  readonly microsteps: SeenMicrostep[] = [];
  private readonly actors = new Map<string, AnyActorRef[]>();
  readonly listeners = new Set<CoverageRecorder>();

  readonly inspect = (event: InspectionEvent): void => {
    for (const listener of this.listeners) listener.inspect(event);
    if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
    const machineId = machineIdOf(event.snapshot);
    if (!machineId) return;
    const actor = event.actorRef as AnyActorRef;
    const known = this.actors.get(machineId) ?? [];
    if (!known.includes(actor)) this.actors.set(machineId, [...known, actor]);
    if (event.type === '@xstate.microstep') {
      this.microsteps.push({
        index: this.microsteps.length,
        machineId,
        actor,
        eventType: event.event.type,
        transitions: event._transitions.map(transitionKey),
      });
    }
  };

  /** The newest running actor of a machine (the layout's actors are replaced when it remounts). */
  live(machineId: string): AnyActorRef | undefined {
    return [...(this.actors.get(machineId) ?? [])].reverse().find((a) => a.getSnapshot().status === 'active');
  }

  /** The first microstep since `mark` where an actor of `machineId` took a transition on `eventType`. */
  taken(machineId: string, eventType: string, mark: number): SeenMicrostep | undefined {
    return this.microsteps.find((m) => m.index >= mark && m.machineId === machineId && m.eventType === eventType && m.transitions.length > 0);
  }
}

type Api = {
  login: Held<LoginResponse, [LoginRequest, AbortSignal?]>;
  loadMenu: Held<MenuResponse, [{ roleId: number }, AbortSignal?]>;
  uploadPhoto: Held<PhotoResponse, [{ file: Blob; userId: number }, AbortSignal?]>;
};

/** The handle executors and assertions get: the app, its fakes and the held effects. */
export class UiRun {
  readonly deps: FakeDeps;
  readonly app: SofiaApp;
  readonly inspector = new AppInspector();
  /** API calls the path answers. `logout` is answered at once (best effort, no machine waits on it). */
  readonly api: Api = {
    login: new Held('login'),
    loadMenu: new Held('loadMenu'),
    uploadPhoto: new Held('uploadPhoto'),
  };
  /** The session's restore gate (only with `holdRestore`). */
  readonly restore = new Held<void>('readStoredSession (whenStorageReady)');
  /** Catalog loads (only with `holdCatalogs`); resolving one activates it like the real loader. */
  readonly catalogs = new Held<void, [Locale]>('loadCatalog');
  /** Alerts the app tried to show but could not (e.g. translating without an active catalog). */
  readonly failedAlerts: unknown[] = [];
  private rendered = false;
  private readonly fakeTimers: boolean;

  private constructor(setup: UiSetup, listeners: readonly CoverageRecorder[]) {
    listeners.forEach((listener) => this.inspector.listeners.add(listener));
    this.fakeTimers = setup.fakeTimers ?? false;
    // Every path starts like a fresh page load: no catalog is active until the app loads one.
    i18n.loadAndActivate({ locale: '', messages: {} });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    if (this.fakeTimers) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    const deps = createFakeDeps(setup.deps);
    deps.inspect = this.inspector.inspect;
    deps.api.login.mockImplementation(this.api.login.call);
    deps.api.loadMenu.mockImplementation(this.api.loadMenu.call);
    deps.api.uploadPhoto.mockImplementation(this.api.uploadPhoto.call);
    if (setup.holdRestore) deps.whenStorageReady = this.restore.call;
    const load = deps.loadCatalog;
    deps.loadCatalog = async (locale) => {
      if (setup.holdCatalogs) await this.catalogs.call(locale);
      const messages = setup.catalogs?.[locale];
      if (messages) i18n.load(locale, messages);
      await load(locale);
    };
    // An alert that throws is an unhandled rejection in the browser (main.tsx only logs it): the
    // user sees nothing. Record it so the step that caused it fails with the reason.
    const alert = deps.alert;
    deps.alert = (icon, message) =>
      alert(icon, message).catch((error: unknown) => {
        this.failedAlerts.push(error);
      });
    this.deps = deps;
    const route = setup.route ?? '/';
    this.app = createApp(deps, memoryHistory(route), setup.tweakRoutes);
  }

  /** Creates the app (its actors start at once: `listeners` see start-up too) and lets it settle. */
  static async start(setup: UiSetup, listeners: readonly CoverageRecorder[] = []): Promise<UiRun> {
    // Before any fake clock: with the chunks of the page it opens at here, the first render shows it.
    const routes = buildRoutes();
    setup.tweakRoutes?.(routes);
    await preloadPagesFor(routes, setup.route ?? '/', setup.preload);
    let run: UiRun;
    try {
      run = new UiRun(setup, listeners);
    } catch (error) {
      vi.useRealTimers();
      throw error;
    }
    try {
      await run.settle();
    } catch (error) {
      run.stop();
      throw error;
    }
    return run;
  }

  /**
   * Lets the app catch up; renders it once the first catalog is settled, as main.tsx does
   * (`await waitFor(app.settings, selectIsReady)` before `render`).
   */
  async settle(): Promise<void> {
    await settle();
    await this.pagesHere();
    if (!this.rendered && this.app.settings.getSnapshot().matches('ready')) {
      this.rendered = true;
      await act(async () => {
        render(createElement(AppRoot, { app: this.app }));
      });
    }
  }

  /**
   * Waits for the chunks of the page the router is at (its first time at that address in this
   * file): a page reached by navigation arrives as in the browser, and the step's checks see it.
   */
  private async pagesHere(): Promise<void> {
    const path = this.path();
    if (pagesLoadedAt.has(path)) return;
    await preloadPagesAt(this.app.routes, path);
    pagesLoadedAt.add(path);
    if (this.rendered) await settle();
  }

  /** The router's current path. */
  path(): string {
    return this.app.router.state.location.pathname;
  }

  /** The address bar: what a user does by typing an address or pressing back. */
  async goTo(path: string): Promise<void> {
    await act(async () => {
      await this.app.router.navigate(path);
    });
  }

  /** Moves the fake clock (only with `fakeTimers`). */
  async advanceTimers(ms: number): Promise<void> {
    if (!this.fakeTimers) throw new Error('advanceTimers needs `fakeTimers: true` in the suite setup');
    await act(async () => {
      vi.advanceTimersByTime(ms);
    });
  }

  /** The newest running actor of a machine: read it; send to it only for an event with no UI origin. */
  actorOf(machineId: string): AnyActorRef {
    const actor = this.inspector.live(machineId);
    if (!actor) throw new Error(`no running "${machineId}" actor in the app`);
    return actor;
  }

  /** Waits for the app to run an actor of `machineId`. */
  async waitForActor(machineId: string): Promise<AnyActorRef> {
    return eventually(
      () => this.inspector.live(machineId),
      () => `the app to run a "${machineId}" actor${this.rendered ? '' : ' (the app is not rendered yet: the first catalog is still loading)'}`,
    );
  }

  /** Waits for an actor of `machineId` to take a transition on `eventType` after `mark`. */
  async waitForTransition(machineId: string, eventType: string, mark: number): Promise<SeenMicrostep> {
    const found = await eventually(
      () => this.inspector.taken(machineId, eventType, mark),
      () => {
        const since = this.inspector.microsteps.filter((m) => m.index >= mark && m.machineId === machineId);
        const seen = since.map((m) => `${m.eventType}${m.transitions.length ? '' : ' (no transition)'}`).join(', ') || 'none';
        return `the app's "${machineId}" actor to take a transition on "${eventType}" (its events since the step began: ${seen})`;
      },
    );
    return found;
  }

  stop(): void {
    cleanup();
    this.app.stop();
    if (this.fakeTimers) vi.useRealTimers();
  }
}

/** The snapshot an actor holds now (stopped actors keep their last state). */
export function snapshotOf(actor: AnyActorRef): AnyMachineSnapshot {
  return actor.getSnapshot() as AnyMachineSnapshot;
}
