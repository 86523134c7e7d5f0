// @vitest-environment node
/**
 * Every code the shared layer or the grant rule answers with has its own text (issue 30), in
 * Spanish and translated in all 16 catalogs.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { SHARED_ERROR_CODES, STATUS_ERROR_CODES } from '../../machines/errorCodes.ts';
import { GRANT_REFUSALS } from '../../machines/grants.ts';
import { REFUSAL_TEXTS, refusalText } from '../../src/components/refusalTexts.ts';
import { readPo } from '../i18n/poCatalog.ts';

const i18n = setupI18n();
i18n.loadAndActivate({ locale: 'es', messages: {} });
const CODES = [...SHARED_ERROR_CODES, ...GRANT_REFUSALS];
const LOCALES = ['zh', 'da', 'en', 'fr', 'de', 'el', 'hu', 'it', 'ja', 'pl', 'pt', 'ru', 'es', 'sv', 'tr', 'ae'];

describe('refusal texts', () => {
  it('give every code its own text, and every status’s default code is one of them', () => {
    const texts = CODES.map((code) => refusalText(i18n, code));
    expect(texts.every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(CODES.length);
    for (const code of Object.values(STATUS_ERROR_CODES)) expect(CODES).toContain(code);
    expect(refusalText(i18n, 'somethingElse')).toBeNull();
    expect(refusalText(i18n, null)).toBeNull();
  });

  it.each(LOCALES)('are translated in %s', (locale) => {
    const catalog = readPo(locale);
    for (const code of CODES) {
      const id = REFUSAL_TEXTS[code].message ?? '';
      expect(catalog.get(id), `${locale} ${code}`).toMatch(/\S/);
    }
  });
});
