import { errorCss } from './recordFormStyles.ts';

/**
 * What ties a record form's input to its messages, written once for every 'Nuevo …' form: the
 * error under a field (`errorOf`), and the input's id, `aria-invalid` and `aria-describedby` (its
 * error, then its hint if it has one: `aria`). `errorText` is the form's `fieldErrorText`.
 */
export function fieldMessages<F extends string>(idOf: (field: F) => string, errorText: (field: F) => string | null) {
  const errorId = (field: F) => `${idOf(field)}-error`;
  const hintId = (field: F) => `${idOf(field)}-hint`;
  return {
    errorId,
    hintId,
    errorOf: (field: F) => {
      const text = errorText(field);
      return text === null ? null : <p id={errorId(field)} css={errorCss}>{text}</p>;
    },
    aria: (field: F, hint = false) => {
      const invalid = errorText(field) !== null;
      const describedBy = [invalid ? errorId(field) : null, hint ? hintId(field) : null].filter((id) => id !== null).join(' ');
      return { id: idOf(field), 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy === '' ? undefined : describedBy };
    },
  };
}
