// @vitest-environment node
import { expect } from 'vitest';
import { selectIsDark, selectTheme, themeMachine } from '../../../machines/theme/index.ts';
import { inertTheme, themeFixtures, themeInputs } from '../../utils/fixtures/theme.ts';
import { describeModelPaths } from '../../utils/paths.ts';

describeModelPaths({
  machine: themeMachine,
  replayLogic: inertTheme,
  fixtures: themeFixtures,
  inputs: themeInputs,
  checkState: (snapshot) => {
    // `restoring` is left in the same macrostep it is entered: the page never sees it.
    expect(snapshot.value).toBe(selectTheme(snapshot));
    const expectedDark = snapshot.matches('dark') || (snapshot.matches('system') && snapshot.context.systemDark);
    expect(selectIsDark(snapshot)).toBe(expectedDark);
    expect(snapshot.children.watchColorScheme !== undefined).toBe(snapshot.matches('system'));
  },
});
