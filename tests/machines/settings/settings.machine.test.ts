// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  DEFAULT_PREFERENCES,
  directionOf,
  LOCALES,
  selectDirection,
  selectIsLoadingLocale,
  selectIsReady,
  selectLocale,
  selectPendingLocale,
  selectPreferences,
  settingsMachine,
  type Locale,
  type PreferenceChange,
  type SettingsInput,
} from '../../../machines/settings/index.ts';
import { actionSpies, controlledPromise, flush, paramsOf } from '../../utils/fakes.ts';

function startSettings(input: SettingsInput = {}) {
  const loadCatalog = controlledPromise<void, Locale>();
  const effects = actionSpies(['persistLocale', 'persistPreference', 'reportCatalogFailure']);
  const actor = createActor(settingsMachine.provide({ actors: { loadCatalog: loadCatalog.logic }, actions: effects }), {
    input,
  });
  actor.start();
  return { actor, loadCatalog, effects, state: () => actor.getSnapshot() };
}

async function readySettings(input: SettingsInput = {}) {
  const settings = startSettings(input);
  settings.loadCatalog.last().resolve();
  await flush();
  return settings;
}

describe('start-up', () => {
  it('uses the specified defaults when nothing is stored: Spanish, vertical menu, full layout, fade-in, floating navbar', () => {
    const settings = startSettings();
    expect(settings.state().context).toEqual({
      menu: 'vertical',
      layout: 'full',
      animation: 'fade-in',
      navbar: 'navbar-floating',
      semidark: false,
      locale: 'es',
      pendingLocale: 'es',
    });
    expect(selectDirection(settings.state())).toBe('ltr');
  });

  it('restores the stored preferences and loads the stored language', () => {
    const settings = startSettings({ locale: 'ae', preferences: { navbar: 'navbar-sticky', semidark: true } });
    expect(selectPreferences(settings.state())).toEqual({ ...DEFAULT_PREFERENCES, navbar: 'navbar-sticky', semidark: true });
    expect(selectPendingLocale(settings.state())).toBe('ae');
    expect(settings.loadCatalog.calls.map((call) => call.input)).toEqual(['ae']);
  });

  it('loads Spanish when the stored language is null', () => {
    const settings = startSettings({ locale: null });
    expect(settings.loadCatalog.last().input).toBe('es');
  });
});

describe('loadingLocale', () => {
  it('is not ready, and keeps the previous language active, until the catalog has loaded', () => {
    const settings = startSettings({ locale: 'ae' });
    expect(selectIsReady(settings.state())).toBe(false);
    expect(selectIsLoadingLocale(settings.state())).toBe(true);
    expect(selectLocale(settings.state())).toBe('es');
    expect(selectDirection(settings.state())).toBe('ltr');
  });

  it('a loaded catalog activates the language, stores it and is ready', async () => {
    const settings = await readySettings({ locale: 'ae' });
    expect(selectIsReady(settings.state())).toBe(true);
    expect(selectLocale(settings.state())).toBe('ae');
    expect(selectDirection(settings.state())).toBe('rtl');
    expect(paramsOf(settings.effects.persistLocale)).toEqual(['ae']);
  });

  it('locale.chosen restarts the load with the newer language, and only the newest wins', async () => {
    const settings = startSettings({ locale: 'fr' });
    const first = settings.loadCatalog.last();
    settings.actor.send({ type: 'locale.chosen', locale: 'de' });
    settings.actor.send({ type: 'locale.chosen', locale: 'ja' });
    expect(settings.loadCatalog.calls.map((call) => call.input)).toEqual(['fr', 'de', 'ja']);
    expect(settings.loadCatalog.calls.slice(0, 2).map((call) => call.signal.aborted)).toEqual([true, true]);
    first.resolve();
    await flush();
    expect(selectIsReady(settings.state())).toBe(false);
    settings.loadCatalog.last().resolve();
    await flush();
    expect(selectLocale(settings.state())).toBe('ja');
    expect(paramsOf(settings.effects.persistLocale)).toEqual(['ja']);
  });

  it('a failed load reports it and loads the active language again, so the page keeps it', async () => {
    const settings = await readySettings({ locale: 'it' });
    settings.actor.send({ type: 'locale.chosen', locale: 'ae' });
    const error = new Error('chunk failed');
    settings.loadCatalog.last().reject(error);
    await flush();
    expect(paramsOf(settings.effects.reportCatalogFailure)).toEqual([{ locale: 'ae', error }]);
    expect(selectIsLoadingLocale(settings.state())).toBe(true);
    expect(settings.loadCatalog.last().input).toBe('it');
    settings.loadCatalog.last().resolve();
    await flush();
    expect(selectIsReady(settings.state())).toBe(true);
    expect(selectLocale(settings.state())).toBe('it');
    expect(selectPendingLocale(settings.state())).toBe('it');
  });

  it('a stored language that fails at start-up falls back to Spanish instead of no language', async () => {
    const settings = startSettings({ locale: 'ja' });
    expect(settings.loadCatalog.last().input).toBe('ja');
    settings.loadCatalog.last().reject(new Error('offline'));
    await flush();
    expect(settings.loadCatalog.last().input).toBe('es');
    settings.loadCatalog.last().resolve();
    await flush();
    expect(selectIsReady(settings.state())).toBe(true);
    expect(selectLocale(settings.state())).toBe('es');
  });

  it('when the active language itself fails to load, it stops trying and reports', async () => {
    const settings = startSettings({});
    settings.loadCatalog.last().reject(new Error('offline'));
    await flush();
    expect(selectIsReady(settings.state())).toBe(true);
    expect(settings.loadCatalog.calls).toHaveLength(1);
    expect(settings.effects.reportCatalogFailure).toHaveBeenCalledTimes(1);
  });
});

describe('ready', () => {
  it('locale.chosen loads the chosen language while the current one stays active', async () => {
    const settings = await readySettings();
    settings.actor.send({ type: 'locale.chosen', locale: 'ru' });
    expect(selectIsLoadingLocale(settings.state())).toBe(true);
    expect(selectPendingLocale(settings.state())).toBe('ru');
    expect(selectLocale(settings.state())).toBe('es');
    expect(settings.loadCatalog.last().input).toBe('ru');
  });
});

describe('preference.changed', () => {
  const changes: PreferenceChange[] = [
    { key: 'menu', value: 'collapsible-vertical' },
    { key: 'layout', value: 'boxed-layout' },
    { key: 'animation', value: 'none' },
    { key: 'navbar', value: 'navbar-sticky' },
    { key: 'semidark', value: true },
  ];

  it.each(changes)('sets $key to $value and stores it', async (change) => {
    const settings = await readySettings();
    settings.actor.send({ type: 'preference.changed', change });
    expect(selectPreferences(settings.state())).toEqual({ ...DEFAULT_PREFERENCES, [change.key]: change.value });
    expect(paramsOf(settings.effects.persistPreference)).toEqual([change]);
    expect(selectIsReady(settings.state())).toBe(true);
  });

  it('applies while a language is loading without restarting the load', () => {
    const settings = startSettings();
    settings.actor.send({ type: 'preference.changed', change: { key: 'layout', value: 'boxed-layout' } });
    expect(selectPreferences(settings.state()).layout).toBe('boxed-layout');
    expect(settings.loadCatalog.calls).toHaveLength(1);
  });
});

describe('selectDirection', () => {
  it.each(LOCALES)('is right-to-left exactly for Arabic: %s', async (locale) => {
    const settings = await readySettings({ locale });
    expect(selectDirection(settings.state())).toBe(locale === 'ae' ? 'rtl' : 'ltr');
    expect(directionOf(locale)).toBe(selectDirection(settings.state()));
  });
});
