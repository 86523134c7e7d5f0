// @vitest-environment node
import { expect } from 'vitest';
import { LOCALES, selectDirection, selectIsReady, settingsMachine } from '../../../machines/settings/index.ts';
import { inertSettings, settingsFixtures, settingsInputs } from '../../utils/fixtures/settings.ts';
import { describeModelPaths } from '../../utils/paths.ts';

describeModelPaths({
  machine: settingsMachine,
  replayLogic: inertSettings,
  fixtures: settingsFixtures,
  inputs: settingsInputs,
  checkState: (snapshot) => {
    const { locale, pendingLocale } = snapshot.context;
    expect(LOCALES).toContain(locale);
    expect(LOCALES).toContain(pendingLocale);
    if (selectIsReady(snapshot)) expect(pendingLocale).toBe(locale);
    expect(snapshot.children.loadCatalog !== undefined).toBe(snapshot.matches('loadingLocale'));
    expect(selectDirection(snapshot)).toBe(locale === 'ae' ? 'rtl' : 'ltr');
  },
});
