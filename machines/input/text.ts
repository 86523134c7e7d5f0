/**
 * The one validator of text staff type into names, concepts and notes (issue #30, "Low"): no
 * control characters (C0, DEL, C1) and no bidi overrides or isolates (U+202A–U+202E,
 * U+2066–U+2069), which could make a receipt or a list read other than what is stored
 * ('Pago 001' shown as '100 ogaP'); no broken UTF-16 (a lone surrogate cannot be stored). A note
 * may hold line breaks and tabs; a name or a concept may not.
 */
import * as v from 'valibot';

export const TEXT_NOT_PLAIN = 'textNotPlain';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above, but a note keeps \t \n \r
const CONTROL_IN_NOTE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/;

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the text is whole UTF-16 (String.prototype.isWellFormed is ES2024). */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);
const wellFormed = isWellFormedText;

/** A one-line text: a name, a concept, a property. */
export const isPlainLine = (text: string): boolean => wellFormed(text) && !CONTROL.test(text) && !BIDI_OVERRIDES.test(text);

/** A text that may span lines: a note, a reason. */
export const isPlainNote = (text: string): boolean => wellFormed(text) && !CONTROL_IN_NOTE.test(text) && !BIDI_OVERRIDES.test(text);

/** valibot: a one-line text of plain characters (in a pipe after `v.string()`). */
export const plainLine = () => v.check<string, typeof TEXT_NOT_PLAIN>(isPlainLine, TEXT_NOT_PLAIN);

/** valibot: a note of plain characters (line breaks allowed). */
export const plainNote = () => v.check<string, typeof TEXT_NOT_PLAIN>(isPlainNote, TEXT_NOT_PLAIN);
