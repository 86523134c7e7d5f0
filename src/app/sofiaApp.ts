import type { RouteObject } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { AppRouter } from './appRouter.ts';
import type { AppDeps } from './deps.ts';
import type { provideSession, provideSettings, provideTheme } from './logic.ts';

/*
 * The app as views and features see it: types only. It lives apart from createApp.ts so that the
 * React context (AppContext.tsx), and through it every page, layout and feature, depends on the
 * app's shape and never on the module that composes it (createApp → route table → pages). Part of
 * src/app's public surface (eslint.config.js, docs/architecture.md "Folders and boundaries").
 */

export interface SofiaApp {
  deps: AppDeps;
  session: ActorRefFrom<ReturnType<typeof provideSession>>;
  theme: ActorRefFrom<ReturnType<typeof provideTheme>>;
  settings: ActorRefFrom<ReturnType<typeof provideSettings>>;
  router: AppRouter;
  routes: RouteObject[];
  /** Settles once start-up has read the stored session and the guard has checked the address. */
  ready: Promise<void>;
  /** `ready` has settled: the first render need not (and does not) suspend. */
  isReady(): boolean;
  stop(): void;
}

export type { SessionRef } from './logic.ts';
export type { Blocker, LeaveAttempt } from './appRouter.ts';
