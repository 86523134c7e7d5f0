export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemeName = (typeof THEMES)[number];

export interface ThemeInput {
  /** The preference read back from storage by src/, or null for the default (light). */
  stored: ThemeName | null;
  /** Whether the OS prefers dark right now. */
  systemDark: boolean;
}

export interface ThemeContext {
  /** The stored preference the machine started from; only read while `restoring`. */
  stored: ThemeName | null;
  /** The OS preference, kept current while `system` is active. */
  systemDark: boolean;
}

export type ThemeEvent = { type: 'theme.toggled' } | { type: 'os.colorSchemeChanged'; dark: boolean };
