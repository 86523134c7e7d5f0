// @vitest-environment node
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../machines/permissions.ts';
import { permissionLabel, thingLabel } from '../../src/features/roles/roleTexts.ts';

const i18n = setupI18n();
i18n.loadAndActivate({ locale: 'es', messages: {} });

describe('every permission code reads as words in the role form and its history', () => {
  it.each(PERMISSIONS)('%s has its group and its verb in words, never the raw code', (code) => {
    const [thing = '', verb = ''] = code.split('.');
    expect(thingLabel(i18n, thing)).not.toBe(thing);
    expect(permissionLabel(i18n, code)).not.toBe(verb);
  });
});
