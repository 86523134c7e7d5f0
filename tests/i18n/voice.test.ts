// @vitest-environment node
/**
 * One voice in Spanish (issue #29): the app speaks to staff as 'usted'. The specification's own
 * texts keep their 'tú' exactly as written ('Ingresa tu usuario', …); nothing else may use it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The specification's texts, kept as they are. */
const SPECIFICATION_TEXTS = new Set(['Ingresa tu usuario', 'Ingresa tu contraseña', 'Ingresa tu usuario y contraseña para iniciar sesion']);

/** Words only 'tú' uses (pronouns, and second-person verb forms the app's texts would use). */
const TU = /(?<![\p{L}])(tu|tus|te|ti|puedes|necesitas|quieres|tienes|debes|elige|pulsa|revisa|comprueba|avisa|habla|abriste|olvidaste|verás|compartas|pídeselos|pídesela|escríbelos|escribe otra vez|vuelve a intentarlo|vuelve a iniciar)(?![\p{L}])/iu;

const messages = [...readFileSync(new URL('../../locales/es.po', import.meta.url), 'utf8').matchAll(/^msgid "(.+)"$/gm)].map((m) => JSON.parse(`"${m[1]}"`) as string);

describe("the Spanish catalog's voice", () => {
  it('finds the markers it looks for (the check can fail)', () => {
    expect(TU.test('Si no los recuerdas, pídeselos al administrador de tu empresa.')).toBe(true);
    expect(TU.test('Si no los recuerda, pídaselos al administrador de su empresa.')).toBe(false);
  });

  it("speaks as 'usted' in every message but the specification's own", () => {
    expect(messages.length).toBeGreaterThan(1000);
    expect(messages.filter((message) => !SPECIFICATION_TEXTS.has(message) && TU.test(message))).toEqual([]);
  });
});
