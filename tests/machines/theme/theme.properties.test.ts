// @vitest-environment node
import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { selectIsDark, selectTheme, THEMES, type themeMachine, type ThemeInput } from '../../../machines/theme/index.ts';
import { inertTheme, type ThemeModelEvent } from '../../utils/fixtures/theme.ts';
import { expectSame, MAX_EVENTS, NUM_RUNS, runEvents } from '../../utils/properties.ts';

type ThemeSnapshot = SnapshotFrom<typeof themeMachine>;

const themeInput: fc.Arbitrary<ThemeInput> = fc.record({
  stored: fc.constantFrom(null, ...THEMES),
  systemDark: fc.boolean(),
});
const themeEvent: fc.Arbitrary<ThemeModelEvent> = fc.oneof(
  fc.constant({ type: 'theme.toggled' as const }),
  fc.boolean().map((dark) => ({ type: 'os.colorSchemeChanged' as const, dark })),
);
const scenarios = fc.tuple(themeInput, fc.array(themeEvent, { maxLength: MAX_EVENTS }));

describe('theme invariants under any input and sequence of events', () => {
  it('is in exactly one of light, dark and system once restored', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        runEvents<ThemeSnapshot, ThemeModelEvent>(inertTheme, input, events, (snapshot) => {
          expectSame(THEMES.filter((theme) => snapshot.matches(theme)), [selectTheme(snapshot)]);
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('is dark in dark, light in light, and as dark as the OS in system', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        let osDark = input.systemDark;
        runEvents<ThemeSnapshot, ThemeModelEvent>(inertTheme, input, events, (snapshot, step) => {
          if (step?.event.type === 'os.colorSchemeChanged') osDark = step.event.dark;
          if (snapshot.matches('dark')) expectSame(selectIsDark(snapshot), true);
          if (snapshot.matches('light')) expectSame(selectIsDark(snapshot), false);
          if (snapshot.matches('system')) expectSame(selectIsDark(snapshot), osDark);
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('stores exactly the theme each toggle lands on, and nothing otherwise', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        runEvents<ThemeSnapshot, ThemeModelEvent>(inertTheme, input, events, (snapshot, step) => {
          if (step === null) return;
          const stored = step.params.filter((_, index) => step.actions[index] === 'persistTheme');
          expectSame(stored, step.event.type === 'theme.toggled' ? [selectTheme(snapshot)] : []);
        }, { recordActions: true });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('runs the OS watcher exactly while in system', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        runEvents<ThemeSnapshot, ThemeModelEvent>(inertTheme, input, events, (snapshot) => {
          expectSame(snapshot.children.watchColorScheme !== undefined, snapshot.matches('system'), 'watcher running ⇔ system');
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
