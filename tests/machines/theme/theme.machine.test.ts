// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { selectIsDark, selectTheme, themeMachine, type ThemeEvent, type ThemeInput } from '../../../machines/theme/index.ts';
import { actionSpies, controlledCallback, paramsOf } from '../../utils/fakes.ts';

function startTheme(input: ThemeInput) {
  const watcher = controlledCallback<ThemeEvent>();
  const effects = actionSpies(['persistTheme']);
  const actor = createActor(themeMachine.provide({ actors: { watchColorScheme: watcher.logic }, actions: effects }), { input });
  actor.start();
  return { actor, watcher: watcher.state, effects, state: () => actor.getSnapshot() };
}

describe('restoring', () => {
  it.each([
    { stored: 'light', expected: 'light' },
    { stored: 'dark', expected: 'dark' },
    { stored: 'system', expected: 'system' },
    { stored: null, expected: 'light' },
  ] as const)('a stored $stored preference starts in $expected', ({ stored, expected }) => {
    const theme = startTheme({ stored, systemDark: false });
    expect(theme.state().value).toBe(expected);
    expect(selectTheme(theme.state())).toBe(expected);
    // Restoring reads the preference; it does not write it back.
    expect(theme.effects.persistTheme).not.toHaveBeenCalled();
  });

  it('a stored system preference starts dark when the OS prefers dark', () => {
    const theme = startTheme({ stored: 'system', systemDark: true });
    expect(selectIsDark(theme.state())).toBe(true);
  });
});

describe('light', () => {
  it('theme.toggled goes to dark and stores "dark"', () => {
    const theme = startTheme({ stored: 'light', systemDark: false });
    expect(selectIsDark(theme.state())).toBe(false);
    theme.actor.send({ type: 'theme.toggled' });
    expect(theme.state().value).toBe('dark');
    expect(selectIsDark(theme.state())).toBe(true);
    expect(paramsOf(theme.effects.persistTheme)).toEqual(['dark']);
  });

  it('does not run the OS watcher, and an OS change does not darken the page', () => {
    const theme = startTheme({ stored: 'light', systemDark: false });
    expect(theme.watcher.starts).toBe(0);
    theme.actor.send({ type: 'os.colorSchemeChanged', dark: true });
    expect(theme.state().value).toBe('light');
    expect(selectIsDark(theme.state())).toBe(false);
  });
});

describe('dark', () => {
  it('theme.toggled goes to system, stores "system" and starts the OS watcher', () => {
    const theme = startTheme({ stored: 'dark', systemDark: false });
    theme.actor.send({ type: 'theme.toggled' });
    expect(theme.state().value).toBe('system');
    expect(paramsOf(theme.effects.persistTheme)).toEqual(['system']);
    expect(theme.watcher.running).toBe(true);
  });

  it('stays dark whatever the OS prefers', () => {
    const theme = startTheme({ stored: 'dark', systemDark: false });
    theme.actor.send({ type: 'os.colorSchemeChanged', dark: false });
    expect(selectIsDark(theme.state())).toBe(true);
  });
});

describe('system', () => {
  it('follows the OS preference live through the watcher', () => {
    const theme = startTheme({ stored: 'system', systemDark: false });
    expect(theme.watcher.running).toBe(true);
    expect(selectIsDark(theme.state())).toBe(false);
    theme.watcher.sendBack({ type: 'os.colorSchemeChanged', dark: true });
    expect(selectIsDark(theme.state())).toBe(true);
    theme.watcher.sendBack({ type: 'os.colorSchemeChanged', dark: false });
    expect(selectIsDark(theme.state())).toBe(false);
    expect(theme.state().value).toBe('system');
    expect(theme.effects.persistTheme).not.toHaveBeenCalled();
  });

  it('theme.toggled goes to light, stores "light" and stops the OS watcher', () => {
    const theme = startTheme({ stored: 'system', systemDark: true });
    theme.actor.send({ type: 'theme.toggled' });
    expect(theme.state().value).toBe('light');
    expect(selectIsDark(theme.state())).toBe(false);
    expect(paramsOf(theme.effects.persistTheme)).toEqual(['light']);
    expect(theme.watcher.running).toBe(false);
    expect(theme.watcher.stops).toBe(1);
  });
});

describe('theme.toggled', () => {
  it('cycles light → dark → system → light, storing each choice', () => {
    const theme = startTheme({ stored: null, systemDark: false });
    const seen = [selectTheme(theme.state())];
    for (let i = 0; i < 3; i += 1) {
      theme.actor.send({ type: 'theme.toggled' });
      seen.push(selectTheme(theme.state()));
    }
    expect(seen).toEqual(['light', 'dark', 'system', 'light']);
    expect(paramsOf(theme.effects.persistTheme)).toEqual(['dark', 'system', 'light']);
    expect(theme.watcher.starts).toBe(1);
    expect(theme.watcher.stops).toBe(1);
  });
});
