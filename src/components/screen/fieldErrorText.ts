import type { I18n, MessageDescriptor } from '@lingui/core';

/** Each field's error code in words: a function per field (a table's entry, or a text with values). */
export type FieldErrorTexts<E> = { [K in keyof E]-?: (code: NonNullable<E[K]>) => MessageDescriptor };

/**
 * A form's `errorText(field)`: the field's error in the user's language, or null when it has
 * none. Every record form names its fields' error codes this way instead of a switch of its own.
 */
export function fieldErrorText<E extends object>(i18n: I18n, errors: E, texts: FieldErrorTexts<E>): (field: keyof E) => string | null {
  return (field) => {
    const code = errors[field];
    if (code === undefined || code === null) return null;
    // The mapped type pairs each field with its own codes; indexing by a union of fields loses that.
    const text = texts[field] as (code: NonNullable<E[keyof E]>) => MessageDescriptor;
    return i18n._(text(code as NonNullable<E[keyof E]>));
  };
}
