import { LOCALES, type Locale } from '../../machines/settings/index.ts';

/** The app's Locale of a catalogue code (src/i18n activates one per Locale); Spanish for anything else. */
export const localeOf = (code: string): Locale => ((LOCALES as readonly string[]).includes(code) ? (code as Locale) : 'es');
