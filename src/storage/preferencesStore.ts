import { THEMES, type ThemeName } from '../../machines/theme/index.ts';
import {
  ANIMATIONS, LAYOUTS, LOCALES, MENU_LAYOUTS, NAVBARS,
  type Locale, type PreferenceChange, type Preferences,
} from '../../machines/settings/index.ts';
import type { KeyValueStore } from './safeStorage.ts';

/** Storage keys of the interface preferences (the template's names). */
const KEYS = { theme: 'theme', locale: 'i18n_locale', menu: 'menu', layout: 'layout', animation: 'animation', navbar: 'navbar', semidark: 'semidark' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

export interface PreferencesStore {
  readTheme(): ThemeName | null;
  writeTheme(theme: ThemeName): void;
  readLocale(): Locale | null;
  writeLocale(locale: Locale): void;
  readPreferences(): Partial<Preferences>;
  writePreference(change: PreferenceChange): void;
}

export function createPreferencesStore(store: KeyValueStore): PreferencesStore {
  return {
    readTheme: () => oneOf(THEMES, store.get(KEYS.theme)) ?? null,
    writeTheme: (theme) => void store.set(KEYS.theme, theme),
    readLocale: () => oneOf(LOCALES, store.get(KEYS.locale)) ?? null,
    writeLocale: (locale) => void store.set(KEYS.locale, locale),
    readPreferences() {
      const semidark = store.get(KEYS.semidark);
      const prefs: Partial<Preferences> = {
        menu: oneOf(MENU_LAYOUTS, store.get(KEYS.menu)),
        layout: oneOf(LAYOUTS, store.get(KEYS.layout)),
        animation: oneOf(ANIMATIONS, store.get(KEYS.animation)),
        navbar: oneOf(NAVBARS, store.get(KEYS.navbar)),
        semidark: semidark === 'true' ? true : semidark === 'false' ? false : undefined,
      };
      return Object.fromEntries(Object.entries(prefs).filter(([, v]) => v !== undefined));
    },
    writePreference: (change) => void store.set(KEYS[change.key], String(change.value)),
  };
}
