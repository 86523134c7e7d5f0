import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { connectStaffAction, STAFF_LIMITS, type StaffActionKind, type StaffUser } from '../../../machines/staff/index.ts';
import { Modal } from '../../components/screen/Modal.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { refusalText } from '../../components/refusalTexts.ts';
import { OneTimePassword } from './OneTimePassword.tsx';
import { provideStaffAction } from './staffLogic.ts';
import { staffFieldErrorText, STAFF_FIELD_LABELS } from './staffTexts.ts';

const bodyCss = css`display: grid; gap: ${space.md}; p { margin: 0; }`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const hintCss = css`${mutedCss}; margin: ${space.xs} 0 0; font-size: ${font.size.sm};`;
const fieldsetCss = css`border: 0; margin: 0; padding: 0; display: grid; gap: ${space.xs}; legend { padding: 0; }`;
const radioCss = css`display: flex; align-items: center; gap: ${space.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

export interface StaffActionDialogProps {
  user: StaffUser;
  action: StaffActionKind;
  /** The dialog is over: the account as stored now (done), or null (cancelled). */
  onClose(result: StaffUser | null): void;
}

/**
 * 'Deshabilitar' / 'Habilitar' / 'Restablecer contraseña' of one account: the question (what
 * happens, e.g. that disabling ends the user's open sessions), the call, a refusal or a failure,
 * and a generated password shown once.
 */
export function StaffActionDialog({ user, action, onClose }: StaffActionDialogProps) {
  const { t, i18n } = useLingui();
  const passwordId = useId();
  const actor = useScreenActor((app) => provideStaffAction(app.deps, () => document.getElementById(passwordId)?.focus()), { input: { user, action } });
  const view = useView(actor, connectStaffAction);

  const { face, result } = view;
  useEffect(() => {
    if (face === 'done') onClose(result);
    if (face === 'cancelled') onClose(null);
  }, [face, result, onClose]);

  if (view.secret !== null) return <OneTimePassword username={user.username} secret={view.secret} onClose={view.closeSecret} />;
  if (face === 'done' || face === 'cancelled') return null;

  const name = user.name;
  const TITLES: Record<StaffActionKind, string> = {
    disable: t`¿Deshabilitar la cuenta de ${name}?`,
    enable: t`¿Habilitar la cuenta de ${name}?`,
    resetPassword: t`Restablecer la contraseña de ${name}`,
  };
  const DESCRIPTIONS: Record<StaffActionKind, string> = {
    disable: t`No podrá iniciar sesión y sus sesiones abiertas terminan ahora. Puede volver a habilitarla cuando quiera.`,
    enable: t`Podrá volver a iniciar sesión con su contraseña actual.`,
    resetPassword: t`La contraseña actual deja de servir y sus sesiones abiertas terminan ahora.`,
  };
  const CONFIRMS: Record<StaffActionKind, string> = {
    disable: t`Deshabilitar`,
    enable: t`Habilitar`,
    resetPassword: t`Restablecer`,
  };
  const passwordError = view.errors.password;
  const { passwordMin, passwordMax } = STAFF_LIMITS;
  // Escape means 'Cancelar' wherever there is one; not while the call is on its way.
  const cancel = () => {
    if (!view.busy) view.cancel();
  };

  return (
    <Modal open role="alertdialog" title={TITLES[action]} description={DESCRIPTIONS[action]} onClose={cancel} busy={view.busy} width={480}>
      <form
        css={bodyCss}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (face === 'failed') view.retry();
          else view.confirm();
        }}
      >
        {action === 'resetPassword' && (face === 'confirming' || face === 'working') && (
          <>
            <fieldset css={fieldsetCss} disabled={view.busy}>
              <legend css={labelCss}>{t`Contraseña nueva`}</legend>
              <label css={radioCss}>
                <input type="radio" name={`${passwordId}-mode`} value="generated" checked={view.values.passwordMode === 'generated'} onChange={() => view.change('passwordMode', 'generated')} />
                {t`Generarla (se muestra una sola vez)`}
              </label>
              <label css={radioCss}>
                <input type="radio" name={`${passwordId}-mode`} value="set" checked={view.values.passwordMode === 'set'} onChange={() => view.change('passwordMode', 'set')} />
                {t`Escribirla yo`}
              </label>
            </fieldset>
            {view.values.passwordMode === 'set' && (
              <div>
                <label css={labelCss} htmlFor={passwordId}>{i18n._(STAFF_FIELD_LABELS.password)} *</label>
                <input
                  id={passwordId}
                  css={inputCss}
                  type="password"
                  dir="ltr"
                  autoComplete="new-password"
                  aria-required
                  aria-invalid={passwordError ? true : undefined}
                  aria-describedby={`${passwordId}-hint${passwordError ? ` ${passwordId}-error` : ''}`}
                  readOnly={view.busy}
                  value={view.values.password}
                  onChange={(event) => view.change('password', event.target.value)}
                />
                <p id={`${passwordId}-hint`} css={hintCss}>{t`De ${passwordMin} a ${passwordMax} caracteres; mejor una frase fácil de recordar.`}</p>
                {passwordError && <p id={`${passwordId}-error`} css={errorCss}>{staffFieldErrorText(i18n, 'password', passwordError)}</p>}
              </div>
            )}
          </>
        )}
        {face === 'refused' && (
          <p role="alert">
            {view.refusal === 'accountBeyondGrant'
              ? refusalText(i18n, view.refusal)
              : view.refusal === 'selfDisable'
                ? t`No puede deshabilitar su propia cuenta.`
                : t`No se puede: debe quedar al menos una cuenta habilitada con permiso para administrar cuentas del personal.`}
          </p>
        )}
        {face === 'failed' && (
          <p role="alert">
            {view.failure === 'forbidden' ? t`Su rol no tiene permiso para administrar cuentas del personal.` : t`No se pudo completar. Compruebe la conexión e intente nuevamente.`}
          </p>
        )}
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.cancel} disabled={view.busy}>{face === 'refused' ? t`Cerrar` : t`Cancelar`}</Button>
          {face !== 'refused' && (
            <Button type="submit" disabled={view.busy} aria-busy={view.busy}>
              {view.busy ? t`Enviando…` : face === 'failed' ? t`Reintentar` : CONFIRMS[action]}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
