// @vitest-environment node
import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import {
  ANIMATIONS,
  DEFAULT_LOCALE,
  DEFAULT_PREFERENCES,
  LAYOUTS,
  LOCALES,
  MENU_LAYOUTS,
  NAVBARS,
  selectDirection,
  selectPreferences,
  type Locale,
  type PreferenceChange,
  type settingsMachine,
  type SettingsInput,
} from '../../../machines/settings/index.ts';
import { doneEvent, errorEvent } from '../../utils/fixtures.ts';
import { inertSettings, type SettingsModelEvent } from '../../utils/fixtures/settings.ts';
import { expectSame, MAX_EVENTS, NUM_RUNS, runEvents } from '../../utils/properties.ts';

type SettingsSnapshot = SnapshotFrom<typeof settingsMachine>;

const locale = fc.constantFrom(...LOCALES);
const preferenceChange: fc.Arbitrary<PreferenceChange> = fc.oneof(
  fc.constantFrom(...MENU_LAYOUTS).map((value) => ({ key: 'menu' as const, value })),
  fc.constantFrom(...LAYOUTS).map((value) => ({ key: 'layout' as const, value })),
  fc.constantFrom(...ANIMATIONS).map((value) => ({ key: 'animation' as const, value })),
  fc.constantFrom(...NAVBARS).map((value) => ({ key: 'navbar' as const, value })),
  fc.boolean().map((value) => ({ key: 'semidark' as const, value })),
);
const settingsInput: fc.Arbitrary<SettingsInput> = fc.record(
  {
    locale: fc.option(locale),
    preferences: fc.array(preferenceChange, { maxLength: 3 }).map((changes) =>
      Object.fromEntries(changes.map((change) => [change.key, change.value])),
    ),
  },
  { requiredKeys: [] },
);
const settingsEvent: fc.Arbitrary<SettingsModelEvent> = fc.oneof(
  { weight: 3, arbitrary: locale.map((chosen) => ({ type: 'locale.chosen' as const, locale: chosen })) },
  { weight: 2, arbitrary: preferenceChange.map((change) => ({ type: 'preference.changed' as const, change })) },
  { weight: 3, arbitrary: fc.constant(doneEvent('loadCatalog', undefined)) },
  { weight: 1, arbitrary: fc.constant(errorEvent('loadCatalog', new Error('chunk failed'))) },
);
const scenarios = fc.tuple(settingsInput, fc.array(settingsEvent, { maxLength: MAX_EVENTS }));

describe('settings invariants under any input and sequence of events', () => {
  it('keeps the active and the pending language among the 16 languages, equal once ready', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        runEvents<SettingsSnapshot, SettingsModelEvent>(inertSettings, input, events, (snapshot) => {
          expectSame(LOCALES.includes(snapshot.context.locale), true, `locale ${snapshot.context.locale} is one of the 16`);
          expectSame(LOCALES.includes(snapshot.context.pendingLocale), true, `pendingLocale ${snapshot.context.pendingLocale} is one of the 16`);
          if (snapshot.matches('ready')) expectSame(snapshot.context.locale, snapshot.context.pendingLocale);
          expectSame(selectDirection(snapshot), snapshot.context.locale === 'ae' ? 'rtl' : 'ltr');
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('activates the newest chosen language when its catalog loads, and keeps the old one when it fails', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        // A reference model: what the user last asked for, and what is active.
        let active: Locale = DEFAULT_LOCALE;
        let pending: Locale = input.locale ?? DEFAULT_LOCALE;
        runEvents<SettingsSnapshot, SettingsModelEvent>(inertSettings, input, events, (snapshot, step) => {
          const event = step?.event;
          if (event?.type === 'locale.chosen') pending = event.locale;
          if (event?.type === 'xstate.done.actor.loadCatalog') active = pending;
          if (event?.type === 'xstate.error.actor.loadCatalog') pending = active;
          expectSame({ locale: snapshot.context.locale, pendingLocale: snapshot.context.pendingLocale }, {
            locale: active,
            pendingLocale: pending,
          });
        });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it('holds the last value of each preference, and stores each change', () => {
    fc.assert(
      fc.property(scenarios, ([input, events]) => {
        const expected = { ...DEFAULT_PREFERENCES, ...input.preferences };
        runEvents<SettingsSnapshot, SettingsModelEvent>(inertSettings, input, events, (snapshot, step) => {
          const event = step?.event;
          if (event?.type === 'preference.changed') {
            Object.assign(expected, { [event.change.key]: event.change.value });
            expectSame(step?.params.filter((_, index) => step.actions[index] === 'persistPreference'), [event.change]);
          }
          expectSame(selectPreferences(snapshot), expected);
        }, { recordActions: true });
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

