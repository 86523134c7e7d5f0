import { assign, fromCallback, setup } from 'xstate';
import type { ThemeContext, ThemeEvent, ThemeInput, ThemeName } from './theme.types.ts';

/**
 * The colour theme. The header's theme button cycles light → dark → system → light.
 *
 * - `restoring`: start-up only; picks the stored preference before the first paint.
 * - `light` / `dark`: the page is light or dark whatever the OS says.
 * - `system`: the page follows the OS preference live (an injected media-query watcher reports
 *   every change), unlike the template, which read it once.
 *
 * Whether the page is dark right now is derived (see theme.selectors.ts), never stored.
 */
export const themeMachine = setup({
  types: {
    context: {} as ThemeContext,
    events: {} as ThemeEvent,
    input: {} as ThemeInput,
  },
  actors: {
    /** Sends `os.colorSchemeChanged` with the current preference at start and on every change. */
    watchColorScheme: fromCallback<ThemeEvent>(() => () => {}),
  },
  actions: {
    assignSystemDark: assign((_, dark: boolean) => ({ systemDark: dark })),
    persistTheme: (_, _theme: ThemeName) => {},
  },
  guards: {
    storedIs: ({ context }, theme: ThemeName) => context.stored === theme,
  },
}).createMachine({
  id: 'theme',
  context: ({ input }) => ({ stored: input.stored, systemDark: input.systemDark }),
  initial: 'restoring',
  on: {
    'os.colorSchemeChanged': { actions: { type: 'assignSystemDark', params: ({ event }) => event.dark } },
  },
  states: {
    restoring: {
      always: [
        { guard: { type: 'storedIs', params: 'dark' }, target: 'dark' },
        { guard: { type: 'storedIs', params: 'system' }, target: 'system' },
        { target: 'light' },
      ],
    },
    light: {
      on: { 'theme.toggled': { target: 'dark', actions: { type: 'persistTheme', params: 'dark' } } },
    },
    dark: {
      on: { 'theme.toggled': { target: 'system', actions: { type: 'persistTheme', params: 'system' } } },
    },
    system: {
      invoke: { id: 'watchColorScheme', src: 'watchColorScheme' },
      on: { 'theme.toggled': { target: 'light', actions: { type: 'persistTheme', params: 'light' } } },
    },
  },
});
