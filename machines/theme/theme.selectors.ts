import type { SnapshotFrom } from 'xstate';
import type { themeMachine } from './theme.machine.ts';
import type { ThemeName } from './theme.types.ts';

type ThemeSnapshot = SnapshotFrom<typeof themeMachine>;

/** The chosen theme (what the button shows); `light` while restoring, which lasts no time. */
export const selectTheme = (s: ThemeSnapshot): ThemeName =>
  s.matches('dark') ? 'dark' : s.matches('system') ? 'system' : 'light';

/** Whether the page is dark right now: chosen dark, or system while the OS prefers dark. */
export const selectIsDark = (s: ThemeSnapshot): boolean =>
  s.matches('dark') || (s.matches('system') && s.context.systemDark);
