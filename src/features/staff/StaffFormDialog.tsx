import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { connectStaffForm, roleChoiceRefusal, STAFF_LIMITS, type StaffField, type StaffUser } from '../../../machines/staff/index.ts';
import { isGrantRefusal } from '../../../machines/grants.ts';
import { selectPermissions, selectUser } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { refusalText } from '../../components/refusalTexts.ts';
import { HistoryPanel } from '../../components/HistoryPanel.tsx';
import { Modal } from '../../components/screen/Modal.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useGuardedClose, useUnsavedChangesGuard } from '../../components/screen/useUnsavedChangesGuard.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { OneTimePassword } from './OneTimePassword.tsx';
import { STAFF_HISTORY_TEXTS } from './staffHistoryTexts.ts';
import { createStaffFormGate, provideStaffForm } from './staffLogic.ts';
import { staffFieldErrorText, STAFF_FIELD_LABELS } from './staffTexts.ts';

const formCss = css`display: grid; gap: ${space.md};`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const hintCss = css`${mutedCss}; margin: ${space.xs} 0 0; font-size: ${font.size.sm};`;
const fieldsetCss = css`border: 0; margin: 0; padding: 0; display: grid; gap: ${space.xs}; legend { padding: 0; }`;
const radioCss = css`display: flex; align-items: center; gap: ${space.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;
const historyCss = css`margin-block-start: ${space.lg};`;
const noticeCss = css`display: grid; gap: ${space.sm}; h3 { margin: 0; font-size: ${font.size.md}; } p { margin: 0; }`;

export interface StaffFormDialogProps {
  /** The account to edit; null: 'Nuevo usuario'. */
  user: StaffUser | null;
  /** Saved (and a generated password, if any, closed): the account as stored. */
  onDone(user: StaffUser): void;
  onCancel(): void;
}

/**
 * 'Nuevo usuario' / 'Editar usuario': the staff form machine in a dialog. Every input has its
 * label, an error is linked to its input (`aria-describedby`, `aria-invalid`), a refused submit
 * moves the focus to the first invalid field. A generated password is shown once
 * (`OneTimePassword`) before the dialog reports the saved account.
 */
export function StaffFormDialog({ user, onDone, onCancel }: StaffFormDialogProps) {
  const { t, i18n } = useLingui();
  const prefix = useId();
  const idOf = (field: StaffField) => `${prefix}-${field}`;
  const [gate] = useState(createStaffFormGate);
  gate.onFocus((field) => document.getElementById(idOf(field))?.focus());
  const form = useScreenActor((app) => provideStaffForm(app.deps, gate), { input: { user } });
  const view = useView(form, connectStaffForm);
  const { session } = useApp();
  const actor = { id: useSelector(session, selectUser)?.id ?? 0, permissions: useSelector(session, selectPermissions) };
  useUnsavedChangesGuard(view.unsaved, gate, view.requestLeave);
  // Escape, 'Cancelar' and the close button ask first too, as leaving by a link does.
  const cancel = useGuardedClose(view.unsaved, gate, view.requestLeave, onCancel);

  const finished = view.finished;
  useEffect(() => {
    if (finished !== null) onDone(finished);
  }, [finished, onDone]);

  if (view.secret !== null) return <OneTimePassword username={view.values.username.trim()} secret={view.secret} onClose={view.closeSecret} />;

  const describedBy = (field: StaffField, hint = false) =>
    [view.errors[field] ? `${idOf(field)}-error` : null, hint ? `${idOf(field)}-hint` : null].filter(Boolean).join(' ') || undefined;
  const errorOf = (field: StaffField) => {
    const error = view.errors[field];
    return error ? <p id={`${idOf(field)}-error`} css={errorCss}>{staffFieldErrorText(i18n, field, error)}</p> : null;
  };
  const common = (field: StaffField, hint = false) => ({
    id: idOf(field),
    css: inputCss,
    'aria-invalid': view.errors[field] ? true : undefined,
    'aria-describedby': describedBy(field, hint),
  });
  const { passwordMin, passwordMax } = STAFF_LIMITS;
  // Nobody grants more than they hold (machines/grants.ts): what the picker may not give is shown
  // disabled, and the hint under it says why.
  const choices = view.roles.map((role) => ({ role, refusal: roleChoiceRefusal(actor, user, role) }));
  const ownAccount = choices.some((choice) => choice.refusal === 'ownRole');
  const beyondSome = choices.some((choice) => choice.refusal === 'roleBeyondGrant');
  const roleHint = ownAccount
    ? t`No puede cambiar el rol de su propia cuenta: pídaselo a otra persona que administre cuentas.`
    : beyondSome
      ? t`Los roles con permisos que su rol no tiene aparecen deshabilitados: no puede asignarlos.`
      : null;
  const grantFailure = view.failure !== null && isGrantRefusal(view.failure) ? refusalText(i18n, view.failure) : null;

  return (
    <>
      <Modal open title={view.editing ? t`Editar usuario` : t`Nuevo usuario`} onClose={cancel} closeButton busy={view.saving} width={520}>
        <form
          css={formCss}
          noValidate
          aria-busy={view.saving}
          onSubmit={(event) => {
            event.preventDefault();
            view.submit();
          }}
        >
          {view.notice === 'rolesLoading' && <p role="status">{t`Cargando roles…`}</p>}
          {view.notice === 'rolesFailed' && (
            <div css={noticeCss} role="alert">
              <p>{view.failure === 'forbidden' ? t`Su rol no tiene permiso para administrar cuentas del personal.` : t`No se pudieron cargar los roles.`}</p>
              <div><Button onClick={view.retryRoles}>{t`Reintentar`}</Button></div>
            </div>
          )}
          {!view.editing && (
            <div>
              <label css={labelCss} htmlFor={idOf('username')}>{i18n._(STAFF_FIELD_LABELS.username)} *</label>
              <input
                {...common('username', true)}
                readOnly={view.locked}
                aria-required
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                value={view.values.username}
                onChange={(event) => view.change('username', event.target.value)}
              />
              <p id={`${idOf('username')}-hint`} css={hintCss}>{t`Con este nombre inicia sesión: de 3 a 32 letras sin acentos, números, punto, guion o guion bajo.`}</p>
              {errorOf('username')}
            </div>
          )}
          <div>
            <label css={labelCss} htmlFor={idOf('name')}>{i18n._(STAFF_FIELD_LABELS.name)} *</label>
            <input {...common('name')} readOnly={view.locked} aria-required dir="auto" autoComplete="off" value={view.values.name} onChange={(event) => view.change('name', event.target.value)} />
            {errorOf('name')}
          </div>
          <div>
            <label css={labelCss} htmlFor={idOf('id_rol')}>{i18n._(STAFF_FIELD_LABELS.id_rol)} *</label>
            <select {...common('id_rol', roleHint !== null)} aria-required disabled={view.locked} value={view.values.id_rol} onChange={(event) => view.change('id_rol', event.target.value)}>
              <option value="">{t`Elija un rol`}</option>
              {choices.map(({ role, refusal }) => (
                <option key={role.id_rol} value={String(role.id_rol)} disabled={refusal !== null}>
                  {refusal === null ? role.r_nombre : t`${role.r_nombre} (no disponible)`}
                </option>
              ))}
            </select>
            {roleHint !== null && <p id={`${idOf('id_rol')}-hint`} css={hintCss}>{roleHint}</p>}
            {errorOf('id_rol')}
          </div>
          {!view.editing && (
            <fieldset css={fieldsetCss} disabled={view.locked}>
              <legend css={labelCss}>{i18n._(STAFF_FIELD_LABELS.passwordMode)}</legend>
              <label css={radioCss}>
                <input type="radio" name={idOf('passwordMode')} id={idOf('passwordMode')} value="generated" checked={view.values.passwordMode === 'generated'} onChange={() => view.change('passwordMode', 'generated')} />
                {t`Generarla (se muestra una sola vez)`}
              </label>
              <label css={radioCss}>
                <input type="radio" name={idOf('passwordMode')} value="set" checked={view.values.passwordMode === 'set'} onChange={() => view.change('passwordMode', 'set')} />
                {t`Escribirla yo`}
              </label>
            </fieldset>
          )}
          {!view.editing && view.values.passwordMode === 'set' && (
            <div>
              <label css={labelCss} htmlFor={idOf('password')}>{i18n._(STAFF_FIELD_LABELS.password)} *</label>
              <input
                {...common('password', true)}
                type="password"
                readOnly={view.locked}
                aria-required
                dir="ltr"
                autoComplete="new-password"
                value={view.values.password}
                onChange={(event) => view.change('password', event.target.value)}
              />
              <p id={`${idOf('password')}-hint`} css={hintCss}>{t`De ${passwordMin} a ${passwordMax} caracteres; mejor una frase fácil de recordar.`}</p>
              {errorOf('password')}
            </div>
          )}

          {view.notice === 'failed' && (
            <div css={noticeCss} role="alert">
              <h3>{t`No se pudo guardar`}</h3>
              <p>
                {grantFailure ??
                  (view.failure === 'forbidden' ? t`Su rol no tiene permiso para administrar cuentas del personal.` : t`Lo que escribió se conserva. Compruebe la conexión e intente nuevamente.`)}
              </p>
              {/* A grant refusal is the same on every retry: only a change of the values can help. */}
              {grantFailure === null && <div><Button onClick={view.retry}>{t`Reintentar`}</Button></div>}
            </div>
          )}
          {view.notice === 'refused' && (
            <div css={noticeCss} role="alert">
              <h3>{t`No se puede guardar este rol`}</h3>
              <p>{t`Debe quedar al menos una cuenta habilitada con permiso para administrar cuentas del personal. Elija otro rol.`}</p>
            </div>
          )}
          {(view.notice === 'conflict' || view.notice === 'reloading') && (
            <div css={noticeCss} role="alert">
              <h3>{t`Otra persona cambió esta cuenta`}</h3>
              <p>{t`Mientras usted editaba, otra persona guardó cambios en esta cuenta. Lo que usted escribió se conserva: recargue y vuelva a guardar.`}</p>
              {view.failure !== null && <p>{t`No se pudo recargar la cuenta. Intente nuevamente.`}</p>}
              <div>
                <Button onClick={view.reload} disabled={view.notice === 'reloading'} aria-busy={view.notice === 'reloading'}>
                  {view.notice === 'reloading' ? t`Recargando…` : t`Recargar`}
                </Button>
              </div>
            </div>
          )}

          <div css={actionsCss}>
            <Button variant="secondary" onClick={cancel}>{t`Cancelar`}</Button>
            <Button type="submit" disabled={!view.canSubmit} aria-busy={view.saving}>{view.saving ? t`Guardando…` : t`Guardar`}</Button>
          </div>
        </form>
        {user !== null && (
          <div css={historyCss}>
            <HistoryPanel record={{ area: 'usuarios', id: user.id }} texts={STAFF_HISTORY_TEXTS} />
          </div>
        )}
      </Modal>

      <Modal
        open={view.askingToLeave}
        role="alertdialog"
        width={460}
        title={t`¿Descartar los cambios?`}
        description={t`Los datos de la cuenta no se guardaron. Si sale de esta página, se perderán.`}
        onClose={view.stay}
      >
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.stay}>{t`Seguir editando`}</Button>
          <Button onClick={view.confirmLeave}>{t`Descartar cambios`}</Button>
        </div>
      </Modal>
    </>
  );
}
