import { css } from '@emotion/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  firstInvalidPasswordField,
  PASSWORD_CHANGE_FIELDS,
  selectPasswordChanged,
  selectPasswordChangeBusy,
  selectPasswordChangeErrors,
  type PasswordChangeFailure,
  type PasswordChangeField,
  type PasswordChangeFieldError,
} from '../../../machines/passwordChange/index.ts';
import { STAFF_LIMITS } from '../../../machines/staff/staff.schema.ts';
import { useApp } from '../../app/AppContext.tsx';
import { fieldErrorText } from '../screen/fieldErrorText.ts';
import { fieldMessages } from '../screen/fieldMessages.tsx';
import { Button, inputCss, labelCss } from '../ui.tsx';
import { color, space } from '../../styles/tokens.ts';
import { providePasswordChange } from './passwordChangeLogic.ts';

const formCss = css`display: grid; gap: ${space.lg}; text-align: start;`;
const failureCss = css`margin: 0; color: ${color.danger}; font-weight: 600;`;
const hintCss = css`margin: ${space.xs} 0 0; color: ${color.muted}; font-size: 0.875rem;`;

export const PASSWORD_FIELD_LABELS: Record<PasswordChangeField, MessageDescriptor> = {
  currentPassword: msg`Contraseña actual`,
  newPassword: msg`Nueva contraseña`,
  repeatPassword: msg`Repita la nueva contraseña`,
};

const AUTOCOMPLETE: Record<PasswordChangeField, string> = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  repeatPassword: 'new-password',
};

const { passwordMin, passwordMax } = STAFF_LIMITS;

/** What is wrong with a field, said so the person knows how to fix it. */
function errorTextOf(field: PasswordChangeField, error: PasswordChangeFieldError): MessageDescriptor {
  switch (error) {
    case 'required':
      return field === 'repeatPassword' ? msg`Repita la nueva contraseña.` : msg`Este dato es obligatorio.`;
    case 'tooShort':
      return msg`La contraseña debe tener al menos ${passwordMin} caracteres.`;
    case 'tooLong':
      return msg`La contraseña puede tener como máximo ${passwordMax} caracteres.`;
    case 'same':
      return msg`La nueva contraseña debe ser distinta de la actual.`;
    case 'mismatch':
      return msg`Las contraseñas no coinciden.`;
    case 'wrong':
      return msg`La contraseña actual no es correcta.`;
  }
}

const FAILURES: Record<PasswordChangeFailure, MessageDescriptor> = {
  throttled: msg`Demasiados intentos. Intente nuevamente más tarde.`,
  unavailable: msg`No se pudo cambiar la contraseña. Intente nuevamente.`,
  refused: msg`El servidor rechazó la nueva contraseña. Revise los datos e intente nuevamente.`,
};

/**
 * 'Cambiar contraseña': the current password, the new one and the new one again (the accounts'
 * rule, the staff forms' own), one actor per form. The page (/perfil/contrasena) and the forced
 * change after an administrator set the password share it; `idPrefix` keeps their ids apart.
 */
export function PasswordChangeForm({ idPrefix, forced = false }: { idPrefix: string; forced?: boolean }) {
  const app = useApp();
  const { t, i18n } = useLingui();
  const [logic] = useState(() => providePasswordChange(app.deps, app.session, { forced }));
  const actor = useActorRef(logic, { inspect: app.deps.inspect });
  const errors = useSelector(actor, selectPasswordChangeErrors, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const busy = useSelector(actor, selectPasswordChangeBusy);
  const changed = useSelector(actor, selectPasswordChanged);
  const failure = useSelector(actor, (s) => s.context.failure);
  const values = useSelector(actor, (s) => s.context.values);
  const fields = useRef<Partial<Record<PasswordChangeField, HTMLInputElement | null>>>({});
  const [submits, setSubmits] = useState(0);

  const errorText = fieldErrorText(i18n, errors, {
    currentPassword: (code) => errorTextOf('currentPassword', code),
    newPassword: (code) => errorTextOf('newPassword', code),
    repeatPassword: (code) => errorTextOf('repeatPassword', code),
  });
  const { aria, errorOf, hintId } = fieldMessages<PasswordChangeField>((field) => `${idPrefix}-${field}`, errorText);

  // After a submit (or the server's refusal) the focus goes to the first field in error.
  const first = firstInvalidPasswordField(errors);
  useEffect(() => {
    if (submits > 0 && first !== null) fields.current[first]?.focus();
  }, [submits, first]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'submitted' });
    setSubmits((n) => n + 1);
  };

  return (
    <form css={formCss} onSubmit={submit} aria-busy={busy} noValidate>
      {PASSWORD_CHANGE_FIELDS.map((field) => (
        <div key={field}>
          <label css={labelCss} htmlFor={`${idPrefix}-${field}`}>{i18n._(PASSWORD_FIELD_LABELS[field])}</label>
          <input
            ref={(node) => {
              fields.current[field] = node;
            }}
            {...aria(field, field === 'newPassword')}
            name={field}
            type="password"
            css={inputCss}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'field.changed', field, value: e.target.value })}
          />
          {field === 'newPassword' && (
            <p id={hintId(field)} css={hintCss}>{t`Entre ${passwordMin} y ${passwordMax} caracteres.`}</p>
          )}
          {errorOf(field)}
        </div>
      ))}
      {failure !== null && <p role="alert" css={failureCss}>{i18n._(FAILURES[failure])}</p>}
      <p role="status" css={css`margin: 0;`}>{changed ? t`Su contraseña fue cambiada.` : ''}</p>
      <Button type="submit" disabled={busy}>{busy ? t`Cambiando…` : t`Cambiar contraseña`}</Button>
    </form>
  );
}
