/**
 * The theme through the UI: the header's theme button cycles light → dark → system → light, the
 * choice is stored for the next visit, each stored value is restored before the first paint, and
 * `system` follows the OS live (the OS changes through `deps.prefersDark.set`).
 *
 * Worked example (docs/testing.md): `os.colorSchemeChanged` was added to the machine after the
 * toggle. Its fixture (two variants), executor (the OS changing) and precondition (the app only
 * listens while following the OS) below are all the suite needed; the kit found the paths.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { themeMachine, type ThemeEvent, type ThemeName } from '../../machines/theme/index.ts';
import type { EventFixtures } from '../utils/fixtures.ts';
import { defineUiPaths, passedThrough, type ModelEvent, type StateContext } from './kit.ts';

/** What the theme button says: the current theme and what a press does. */
const BUTTON_NAMES: Record<ThemeName, string> = {
  light: 'Tema claro. Cambiar a tema oscuro',
  dark: 'Tema oscuro. Cambiar al tema del sistema',
  system: 'Tema del sistema. Cambiar a tema claro',
};

const findThemeButton = () => screen.findByRole('button', { name: /^Tema (claro|oscuro|del sistema)\./ });

type ThemeSnapshot = StateContext<SnapshotFrom<typeof themeMachine>, ThemeEvent>;

/** The button names the theme, the page is dark or not, and a press's choice is kept for the next visit. */
async function showsTheme(theme: ThemeName, dark: boolean, { event, ui }: ThemeSnapshot): Promise<void> {
  const button = await findThemeButton();
  expect(button.getAttribute('aria-label')).toBe(BUTTON_NAMES[theme]);
  expect(document.body.classList.contains('dark'), 'the page is dark').toBe(dark);
  if (event.type === 'theme.toggled') expect(ui.deps.storage.get('theme'), 'the stored choice').toBe(theme);
}

const events = {
  'theme.toggled': { default: { type: 'theme.toggled' } },
  'os.colorSchemeChanged': {
    toDark: { type: 'os.colorSchemeChanged', dark: true },
    toLight: { type: 'os.colorSchemeChanged', dark: false },
  },
} satisfies EventFixtures<ModelEvent<typeof themeMachine, never>>;

defineUiPaths<typeof themeMachine>({
  machine: themeMachine,
  name: 'theme',
  // One start-up per stored value (the `always` branches of `restoring` read it).
  variants: {
    'nothing stored': { input: { stored: null, systemDark: false } },
    'stored light, OS dark': { input: { stored: 'light', systemDark: true } },
    'stored dark': { input: { stored: 'dark', systemDark: false } },
    'stored system, OS dark': { input: { stored: 'system', systemDark: true } },
  },
  setup: ({ input }) => {
    const storage: Record<string, string> = {};
    if (input?.stored) storage.theme = input.stored;
    return { deps: { storage, prefersDark: input?.systemDark ?? false } };
  },
  events,
  executors: {
    'theme.toggled': async () => {
      fireEvent.click(await findThemeButton());
    },
    'os.colorSchemeChanged': ({ event, ui }) => {
      act(() => ui.deps.prefersDark.set(event.dark));
    },
  },
  preconditions: {
    // The app listens to the OS only while following it, and the OS reports changes only.
    'os.colorSchemeChanged': (state, event) => state.matches('system') && event.dark !== state.context.systemDark,
  },
  states: {
    restoring: passedThrough('start-up picks the stored theme before the first paint'),
    light: (context) => showsTheme('light', false, context),
    dark: (context) => showsTheme('dark', true, context),
    system: (context) => showsTheme('system', context.state.context.systemDark, context),
  },
});
