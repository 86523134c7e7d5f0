import { assign, fromPromise, setup } from 'xstate';
import type { Locale, PreferenceChange, SettingsContext, SettingsEvent, SettingsInput } from './settings.types.ts';
import { DEFAULT_LOCALE, DEFAULT_PREFERENCES } from './settings.types.ts';

/**
 * Interface settings: the language and the layout preferences.
 *
 * - `loadingLocale`: the chosen language's catalog is being fetched. At start-up the app shows
 *   only the loader here, so no text is painted in the wrong language.
 * - `ready`: the catalog is active; the page shows that language.
 *
 * A catalog that fails to load is reported, and the active language is loaded again (at start-up,
 * when none is active yet, that is the default, Spanish).
 *
 * The direction is derived from the language (Arabic `ae` is right-to-left, every other language
 * left-to-right), so it can never disagree with it; see settings.selectors.ts. Every change is
 * persisted through the `persistPreference` / `persistLocale` actions.
 */
export const settingsMachine = setup({
  types: {
    context: {} as SettingsContext,
    events: {} as SettingsEvent,
    input: {} as SettingsInput,
  },
  actors: {
    /** Loads and activates the catalog of a language (src/ imports it on demand). */
    loadCatalog: fromPromise<void, Locale>(async () => {
      throw new Error('settings: the "loadCatalog" effect must be provided by the app');
    }),
  },
  actions: {
    assignPending: assign((_, locale: Locale) => ({ pendingLocale: locale })),
    activatePending: assign(({ context }) => ({ locale: context.pendingLocale })),
    restorePending: assign(({ context }) => ({ pendingLocale: context.locale })),
    assignPreference: assign((_, change: PreferenceChange) => ({ [change.key]: change.value })),
    persistLocale: (_, _locale: Locale) => {},
    persistPreference: (_, _change: PreferenceChange) => {},
    reportCatalogFailure: (_, _params: { locale: Locale; error: unknown }) => {},
  },
  guards: {
    pendingIsNotActive: ({ context }) => context.pendingLocale !== context.locale,
  },
}).createMachine({
  id: 'settings',
  context: ({ input }) => ({
    ...DEFAULT_PREFERENCES,
    ...input.preferences,
    locale: DEFAULT_LOCALE,
    pendingLocale: input.locale ?? DEFAULT_LOCALE,
  }),
  initial: 'loadingLocale',
  on: {
    'preference.changed': {
      actions: [
        { type: 'assignPreference', params: ({ event }) => event.change },
        { type: 'persistPreference', params: ({ event }) => event.change },
      ],
    },
  },
  states: {
    loadingLocale: {
      invoke: {
        id: 'loadCatalog',
        src: 'loadCatalog',
        input: ({ context }) => context.pendingLocale,
        onDone: {
          target: 'ready',
          actions: ['activatePending', { type: 'persistLocale', params: ({ context }) => context.pendingLocale }],
        },
        onError: [
          {
            // Load the active language again: after a failed switch it is cached and the page stays
            // as it was; at start-up nothing is active yet, so this loads the default (Spanish)
            // instead of leaving the page without any language.
            guard: 'pendingIsNotActive',
            target: 'loadingLocale',
            reenter: true,
            actions: [
              { type: 'reportCatalogFailure', params: ({ context, event }) => ({ locale: context.pendingLocale, error: event.error }) },
              'restorePending',
            ],
          },
          // The active language itself failed to load: nothing else to try.
          {
            target: 'ready',
            actions: { type: 'reportCatalogFailure', params: ({ context, event }) => ({ locale: context.pendingLocale, error: event.error }) },
          },
        ],
      },
      on: {
        // A newer choice wins: restart the load with it.
        'locale.chosen': {
          target: 'loadingLocale',
          reenter: true,
          actions: { type: 'assignPending', params: ({ event }) => event.locale },
        },
      },
    },
    ready: {
      on: {
        'locale.chosen': {
          target: 'loadingLocale',
          actions: { type: 'assignPending', params: ({ event }) => event.locale },
        },
      },
    },
  },
});
