/**
 * Interface settings through the UI: start-up loads the stored language's catalog before anything
 * is painted; the language selector loads another one (the page stays in the old language while
 * it loads, a newer choice wins), a failed load keeps the old language and says so; Arabic turns
 * the page right-to-left. Every catalog load is held until a step answers it.
 * Layout preferences change in the header's 'Preferencias de interfaz' panel; the layout shows
 * each one at once (data attributes the styles hang on) and keeps it for the next visit. The suite
 * runs on a public page of the application layout, where both the language picker and the panel are.
 */
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { directionOf, settingsMachine, type Locale, type SettingsInput } from '../../machines/settings/index.ts';
import { APP_MESSAGES } from '../../src/i18n/messages.ts';
import { intlLocaleOf } from '../../src/i18n/locales.ts';
import type { EventFixtures } from '../utils/fixtures.ts';
import { type SettingsModelEvent } from '../utils/fixtures/settings.ts';
import { doneEvent, errorEvent } from '../utils/fixtures.ts';
import { defineUiPaths, type UiRun } from './kit.ts';



/** The login button in each language the paths use; Spanish is the source text. */
const SIGN_IN = msg`Iniciar sesion`;
const SIGN_IN_IN: Partial<Record<Locale, string>> = { es: 'Iniciar sesion', en: 'Sign in', ae: 'تسجيل الدخول' };
const catalogs = {
  en: { [SIGN_IN.id]: ['Sign in'] },
  ae: { [SIGN_IN.id]: ['تسجيل الدخول'] },
};

const events = {
  'locale.chosen': {
    English: { type: 'locale.chosen', locale: 'en' },
    Arabic: { type: 'locale.chosen', locale: 'ae' },
    Spanish: { type: 'locale.chosen', locale: 'es' },
  },
  'preference.changed': {
    'sticky navbar': { type: 'preference.changed', change: { key: 'navbar', value: 'navbar-sticky' } },
  },
  'xstate.done.actor.loadCatalog': { default: doneEvent('loadCatalog', undefined) },
  'xstate.error.actor.loadCatalog': { default: errorEvent('loadCatalog', new Error('catalog chunk failed to load')) },
} satisfies EventFixtures<SettingsModelEvent>;

const languageSelect = () => screen.getByRole('combobox') as HTMLSelectElement;
// Signed out on a public page, the header offers 'Iniciar sesion' as a link.
const signInButton = (locale: Locale) => screen.findByRole('link', { name: SIGN_IN_IN[locale] });

/** Opens the preferences panel (if closed) and picks the option labelled `label`. */
async function choosePreference(label: string) {
  if (!screen.queryByRole('dialog', { name: 'Preferencias de interfaz' })) {
    fireEvent.click(screen.getByRole('button', { name: 'Preferencias de interfaz' }));
  }
  const panel = await screen.findByRole('dialog', { name: 'Preferencias de interfaz' });
  fireEvent.click(within(panel).getByLabelText(label));
}

/** The layout element carrying the preferences as data attributes. */
const shell = () => document.querySelector<HTMLElement>('[data-navbar]');

/** The page is in `locale`: its text, `<html lang dir>`. */
async function pageIn(locale: Locale): Promise<void> {
  expect(await signInButton(locale)).toBeTruthy();
  expect(document.documentElement.lang).toBe(intlLocaleOf(locale));
  expect(document.documentElement.dir).toBe(directionOf(locale));
}

/** Runs in which a catalog has loaded: before that the app paints nothing (it waits for one). */
const loadedOnce = new WeakSet<UiRun>();

const lastAlert = (ui: UiRun) => ui.deps.alerts[ui.deps.alerts.length - 1];

defineUiPaths<typeof settingsMachine, SettingsModelEvent>({
  machine: settingsMachine,
  name: 'settings',
  variants: {
    'nothing stored': { input: {}, prelude: ['xstate.done.actor.loadCatalog'] },
    'stored Arabic': { input: { locale: 'ae' }, prelude: ['xstate.done.actor.loadCatalog'] },
    // The stored language's catalog fails: Spanish is loaded instead of leaving the page without one.
    'stored English, whose catalog fails at start-up': {
      input: { locale: 'en' },
      prelude: ['xstate.error.actor.loadCatalog', 'xstate.done.actor.loadCatalog'],
    },
    // Not even Spanish loads (the server is unreachable): nothing is painted in any language.
    'nothing stored, no catalog loads at all': { input: {}, prelude: ['xstate.error.actor.loadCatalog'] },
  },
  setup: ({ input }) => {
    const { locale } = (input ?? {}) as SettingsInput;
    const storage: Record<string, string> = {};
    if (locale) storage.i18n_locale = locale;
    return { route: '/pages/faq', holdCatalogs: true, catalogs, deps: { storage } };
  },
  events,
  executors: {
    'locale.chosen': ({ event }) => {
      fireEvent.change(languageSelect(), { target: { value: event.locale } });
    },
    'preference.changed': async () => {
      // The fixture is the sticky navbar, labelled 'Fija' in Spanish (the fake catalogs keep the source text).
      await choosePreference('Fija');
    },
    'xstate.done.actor.loadCatalog': async ({ ui }) => {
      await ui.catalogs.resolve();
      loadedOnce.add(ui);
    },
    'xstate.error.actor.loadCatalog': ({ event, ui }) => ui.catalogs.reject(event.error),
  },
  // A successful change through the selector, to English and then to right-to-left Arabic.
  journeys: [
    {
      variant: 'nothing stored',
      events: ['locale.chosen(English)', 'xstate.done.actor.loadCatalog', 'locale.chosen(Arabic)', 'xstate.done.actor.loadCatalog'],
    },
  ],
  preconditions: {
    // The selector shows the language being loaded; choosing what it shows changes nothing.
    'locale.chosen': (state, event) => event.locale !== state.context.pendingLocale,
  },
  states: {
    loadingLocale: async ({ state, previous, event, ui }) => {
      const { locale, pendingLocale } = state.context;
      expect(ui.catalogs.last()?.[0], 'the catalog being loaded').toBe(pendingLocale);
      if (!loadedOnce.has(ui)) {
        // Start-up (also the Spanish retry after the stored language failed): nothing is painted
        // before a catalog is active, so no text ever shows in the wrong language.
        expect(previous === null || event.type === 'xstate.error.actor.loadCatalog', 'blank only while starting up').toBe(true);
        expect(document.body.textContent).toBe('');
        return;
      }
      // The selector already shows the choice; the page stays in the active language meanwhile.
      expect(languageSelect().value).toBe(pendingLocale);
      await pageIn(locale);
    },
    ready: async ({ state, event, ui }) => {
      const { locale } = state.context;
      if (!loadedOnce.has(ui)) {
        // Even the default language failed at start-up: the failure is logged, nothing is painted.
        expect(event.type).toBe('xstate.error.actor.loadCatalog');
        expect(document.body.textContent).toBe('');
        expect(ui.deps.log.error).toHaveBeenCalled();
        return;
      }
      // The application layout is a lazy chunk: wait for the page before reading the picker.
      await pageIn(locale);
      expect(languageSelect().value).toBe(locale);
      if (event.type === 'xstate.done.actor.loadCatalog') {
        expect(ui.deps.storage.get('i18n_locale'), 'the language is kept for the next visit').toBe(locale);
      }
      // The layout shows the preferences at once and keeps a changed one for the next visit.
      expect(shell()?.dataset.navbar).toBe(state.context.navbar);
      if (event.type === 'preference.changed') {
        expect(ui.deps.storage.get('navbar'), 'the preference is kept for the next visit').toBe(state.context.navbar);
      }
      if (event.type === 'xstate.error.actor.loadCatalog') {
        expect(lastAlert(ui)).toEqual({ icon: 'error', title: i18n._(APP_MESSAGES.catalogFailed.title), text: i18n._(APP_MESSAGES.catalogFailed.text) });
      }
    },
  },
});


