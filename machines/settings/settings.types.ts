/** The 16 interface languages, in the specification's order. `ae` is the app's code for Arabic. */
export const LOCALES = ['zh', 'da', 'en', 'fr', 'de', 'el', 'hu', 'it', 'ja', 'pl', 'pt', 'ru', 'es', 'sv', 'tr', 'ae'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'es';
export const FALLBACK_LOCALE: Locale = 'en';

export const MENU_LAYOUTS = ['vertical', 'collapsible-vertical'] as const;
export type MenuLayout = (typeof MENU_LAYOUTS)[number];
export const LAYOUTS = ['full', 'boxed-layout'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const ANIMATIONS = ['fade-in', 'none'] as const;
export type Animation = (typeof ANIMATIONS)[number];
export const NAVBARS = ['navbar-floating', 'navbar-sticky'] as const;
export type Navbar = (typeof NAVBARS)[number];

export interface Preferences {
  menu: MenuLayout;
  layout: Layout;
  animation: Animation;
  navbar: Navbar;
  semidark: boolean;
}

export const DEFAULT_PREFERENCES: Preferences = {
  menu: 'vertical',
  layout: 'full',
  animation: 'fade-in',
  navbar: 'navbar-floating',
  semidark: false,
};

/** What src/ read back from storage (already validated); missing values take the defaults. */
export interface SettingsInput {
  locale?: Locale | null;
  preferences?: Partial<Preferences>;
}

export interface SettingsContext extends Preferences {
  /** The language whose catalog is loaded and active. */
  locale: Locale;
  /** The language being loaded; equals `locale` once ready. */
  pendingLocale: Locale;
}

export type PreferenceChange = { [K in keyof Preferences]: { key: K; value: Preferences[K] } }[keyof Preferences];

export type SettingsEvent =
  | { type: 'locale.chosen'; locale: Locale }
  /** One layout preference changed (menu, layout, animation, navbar or semi-dark). */
  | { type: 'preference.changed'; change: PreferenceChange };
