import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { connectRoleForm, ROLE_LIMITS, type RoleFormField } from '../../../machines/roles/index.ts';
import { mayGrant } from '../../../machines/grants.ts';
import { selectPermissions } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { HistoryPanel } from '../../components/HistoryPanel.tsx';
import { refusalText } from '../../components/refusalTexts.ts';
import { Modal } from '../../components/screen/Modal.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useUnsavedChangesGuard } from '../../components/screen/useUnsavedChangesGuard.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, Card, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { createRoleFormGate, provideRoleForm } from './rolesLogic.ts';
import { ROLE_HISTORY_TEXTS } from './roleHistoryTexts.ts';
import { entryLabel, groupLabel, permissionLabel, REFUSAL_TEXTS, thingLabel } from './roleTexts.ts';

const formCss = css`display: grid; gap: ${space.lg};`;
const historyCss = css`margin-block-start: ${space.lg};`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;
const noticeCss = css`display: grid; gap: ${space.sm}; h3 { margin: 0; font-size: ${font.size.md}; } p { margin: 0; }`;
const fieldsetCss = css`border: 1px solid ${color.border}; border-radius: 6px; padding: ${space.md}; margin: 0; legend { font-weight: 600; padding: 0 ${space.xs}; }`;
const groupsCss = css`display: grid; gap: ${space.md}; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));`;
const innerCss = css`border: 0; padding: 0; margin: 0; display: grid; gap: ${space.xs}; legend { font-weight: 600; padding: 0; margin-bottom: ${space.xs}; }`;
const checkCss = css`display: flex; align-items: baseline; gap: ${space.xs}; code { font-size: ${font.size.sm}; }`;

/**
 * 'Nuevo rol' (id null) and 'Editar rol': the role form machine on screen. The menu entries are
 * checkboxes grouped by menu group, the permissions by area with their readable names (the code
 * beside them); the start page offers only the chosen entries. Errors are linked to their inputs
 * and a refused submit moves the focus to the first invalid field.
 */
export function RoleForm({ id }: { id: number | null }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const prefix = useId();
  const idOf = (field: RoleFormField) => `${prefix}-${field}`;
  const [gate] = useState(createRoleFormGate);
  gate.onFocus((field) => {
    const element = document.getElementById(idOf(field));
    // A list's fieldset is not focusable: its first checkbox is.
    (element?.tagName === 'FIELDSET' ? element.querySelector('input') : element)?.focus();
  });
  const form = useScreenActor((app) => provideRoleForm(app.deps, gate), { input: { id } });
  const view = useView(form, connectRoleForm);
  useUnsavedChangesGuard(view.unsaved, gate, view.requestLeave);
  // Nobody grants more than they hold (machines/grants.ts): a code the caller's role lacks cannot be
  // added (unknown permissions, null: every code is offered and the server's 403 answers).
  const held = useSelector(useApp().session, selectPermissions);
  const grantable = (code: string) => held === null || mayGrant(held, [code]);

  const saved = view.saved !== null;
  useEffect(() => {
    if (saved) void navigate('/roles', { replace: true });
  }, [saved, navigate]);

  const errorId = (field: RoleFormField) => `${idOf(field)}-error`;
  const errorOf = (field: RoleFormField) => {
    const error = view.errors[field];
    return error ? <p id={errorId(field)} css={errorCss}>{i18n._(REFUSAL_TEXTS[error])}</p> : null;
  };
  const invalid = (field: RoleFormField) => ({
    'aria-invalid': view.errors[field] ? true : undefined,
    'aria-describedby': view.errors[field] ? errorId(field) : undefined,
  });

  if (view.refused !== null) {
    return (
      <Card>
        <p role="alert">{view.refused === 'notFound' ? t`No existe ese rol` : t`Su rol no permite ver los roles. Si necesita esta información, pídasela a un administrador.`}</p>
      </Card>
    );
  }

  return (
    <LoadState state={view.load} retry={view.retryLoad} retrying={view.retrying} loading={t`Cargando el rol…`} failed={t`No se pudo cargar el rol`}>
      <Card labelledBy={`${prefix}-title`}>
        <h2 id={`${prefix}-title`} className="visually-hidden">{view.editing ? t`Editar rol` : t`Nuevo rol`}</h2>
        <form
          css={formCss}
          noValidate
          aria-busy={view.saving}
          onSubmit={(event) => {
            event.preventDefault();
            view.submit();
          }}
        >
          {view.own && <p css={mutedCss}>{t`Este es su propio rol: los cambios de su menú y sus permisos se aplican la próxima vez que inicie sesión.`}</p>}
          <div>
            <label css={labelCss} htmlFor={idOf('r_nombre')}>{t`Nombre`} *</label>
            <input
              id={idOf('r_nombre')}
              css={inputCss}
              {...invalid('r_nombre')}
              aria-required
              // The contract's limit: a longer name would be a 400, not a rule the form can explain.
              maxLength={ROLE_LIMITS.name}
              readOnly={view.locked}
              dir="auto"
              autoComplete="off"
              value={view.values.r_nombre}
              onChange={(event) => view.changeName(event.target.value)}
            />
            {errorOf('r_nombre')}
          </div>

          <fieldset id={idOf('menu_entries')} css={fieldsetCss} {...invalid('menu_entries')}>
            <legend>{t`Entradas de menú`}</legend>
            <div css={groupsCss}>
              {view.entryGroups.map((group) => (
                <fieldset key={group.id_menu} css={innerCss}>
                  <legend>{groupLabel(i18n, group.icon, group.title)}</legend>
                  {group.entries.map((entry) => (
                    <label key={entry.sm_ruta} css={checkCss}>
                      <input
                        type="checkbox"
                        disabled={view.locked}
                        checked={view.values.menu_entries.includes(entry.sm_ruta)}
                        onChange={() => view.toggleEntry(entry.sm_ruta)}
                      />
                      {entryLabel(i18n, entry.sm_ruta, entry.sm_descripcion)}
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
            {errorOf('menu_entries')}
          </fieldset>

          <div>
            <label css={labelCss} htmlFor={idOf('r_inicio')}>{t`Página de inicio`} *</label>
            <select id={idOf('r_inicio')} css={inputCss} {...invalid('r_inicio')} disabled={view.locked} value={view.values.r_inicio} onChange={(event) => view.changeStart(event.target.value)}>
              <option value="">{t`Elija una de las entradas de menú`}</option>
              {view.startOptions.map((entry) => (
                <option key={entry.sm_ruta} value={entry.sm_ruta}>{entryLabel(i18n, entry.sm_ruta, entry.sm_descripcion)}</option>
              ))}
            </select>
            {errorOf('r_inicio')}
          </div>

          <fieldset id={idOf('permissions')} css={fieldsetCss} {...invalid('permissions')}>
            <legend>{t`Permisos`}</legend>
            {view.permissionGroups.some((group) => group.codes.some((code) => !grantable(code))) && (
              <p id={`${prefix}-beyond-hint`} css={mutedCss}>{t`Los permisos que su rol no tiene aparecen deshabilitados: no puede darlos.`}</p>
            )}
            <div css={groupsCss}>
              {view.permissionGroups.map((group) => (
                <fieldset key={group.thing} css={innerCss}>
                  <legend>{thingLabel(i18n, group.thing)}</legend>
                  {group.codes.map((code) => (
                    <div key={code} css={checkCss}>
                      <input
                        id={`${prefix}-code-${code}`}
                        type="checkbox"
                        disabled={view.locked || (!grantable(code) && !view.values.permissions.includes(code))}
                        aria-describedby={grantable(code) ? undefined : `${prefix}-beyond-hint`}
                        checked={view.values.permissions.includes(code)}
                        onChange={() => view.togglePermission(code)}
                      />
                      <label htmlFor={`${prefix}-code-${code}`}>{permissionLabel(i18n, code)}</label>
                      <code css={mutedCss} dir="ltr">{code}</code>
                    </div>
                  ))}
                </fieldset>
              ))}
            </div>
            {errorOf('permissions')}
          </fieldset>

          {view.notice === 'failed' && (
            <div css={noticeCss} role="alert">
              <h3>{t`No se pudo guardar`}</h3>
              <p>
                {view.failure === 'roleBeyondGrant' || view.failure === 'permissionBeyondGrant'
                  ? refusalText(i18n, view.failure)
                  : view.failure === 'forbidden'
                    ? t`Su rol no permite guardar roles.`
                    : view.failure === 'notFound'
                      ? t`No existe ese rol`
                      : t`Lo que escribió se conserva. Compruebe la conexión e intente nuevamente.`}
              </p>
              {/* A grant refusal (machines/grants.ts) is the same on every retry: only a change of the permissions can help. */}
              {view.failure !== 'roleBeyondGrant' && view.failure !== 'permissionBeyondGrant' && <div><Button onClick={view.retry}>{t`Reintentar`}</Button></div>}
            </div>
          )}
          {(view.notice === 'conflict' || view.notice === 'reloading') && (
            <div css={noticeCss} role="alert">
              <h3>{t`Otra persona cambió este rol`}</h3>
              <p>{t`Mientras usted editaba, otra persona guardó cambios en este rol. Lo que usted eligió se conserva: recargue para guardar sobre la versión actual.`}</p>
              {view.failure !== null && <p>{t`No se pudo recargar el rol. Intente nuevamente.`}</p>}
              <div>
                <Button onClick={view.reload} disabled={view.notice === 'reloading'} aria-busy={view.notice === 'reloading'}>
                  {view.notice === 'reloading' ? t`Recargando…` : t`Recargar`}
                </Button>
              </div>
            </div>
          )}
          {view.notice === 'reloaded' && (
            <p css={noticeCss} role="status">{t`Se cargó la versión actual del rol y se conservó lo que usted eligió. Revíselo y guarde de nuevo.`}</p>
          )}

          <div css={actionsCss}>
            <Button variant="secondary" onClick={() => void navigate('/roles')}>{t`Cancelar`}</Button>
            <Button type="submit" disabled={!view.canSubmit} aria-busy={view.saving}>{view.saving ? t`Guardando…` : t`Guardar`}</Button>
          </div>
        </form>

        <Modal
          open={view.askingToLeave}
          role="alertdialog"
          width={460}
          title={t`¿Descartar los cambios?`}
          description={t`Los cambios del rol no se guardaron. Si sale de esta página, se perderán.`}
          onClose={view.stay}
        >
          <div css={actionsCss}>
            <Button variant="secondary" onClick={view.stay}>{t`Seguir editando`}</Button>
            <Button onClick={view.confirmLeave}>{t`Descartar cambios`}</Button>
          </div>
        </Modal>
      </Card>
      {id !== null && (
        <div css={historyCss}>
          <HistoryPanel record={{ area: 'roles', id }} texts={ROLE_HISTORY_TEXTS} />
        </div>
      )}
    </LoadState>
  );
}
