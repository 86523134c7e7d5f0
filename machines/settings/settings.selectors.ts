import type { SnapshotFrom } from 'xstate';
import type { settingsMachine } from './settings.machine.ts';
import type { Locale } from './settings.types.ts';

type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;
export type Direction = 'ltr' | 'rtl';

/** Arabic (app code `ae`) is right-to-left; every other language left-to-right. */
export const directionOf = (locale: Locale): Direction => (locale === 'ae' ? 'rtl' : 'ltr');

export const selectLocale = (s: SettingsSnapshot) => s.context.locale;
export const selectDirection = (s: SettingsSnapshot) => directionOf(s.context.locale);
/** The catalog of the active language is loaded: translated text may be painted. */
export const selectIsReady = (s: SettingsSnapshot) => s.matches('ready');
export const selectIsLoadingLocale = (s: SettingsSnapshot) => s.matches('loadingLocale');
export const selectPendingLocale = (s: SettingsSnapshot) => s.context.pendingLocale;
export const selectPreferences = (s: SettingsSnapshot) => ({
  menu: s.context.menu,
  layout: s.context.layout,
  animation: s.context.animation,
  navbar: s.context.navbar,
  semidark: s.context.semidark,
});
