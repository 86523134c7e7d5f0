import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { connectRecordsList } from '../../../machines/records/index.ts';
import { selectCan, selectUser } from '../../../machines/session/index.ts';
import { mayDisable, STAFF_ENABLED_FILTER, withUpdatedRows, type StaffActionKind, type StaffUser } from '../../../machines/staff/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { Button, Card, mutedCss, secondaryButtonCss } from '../../components/ui.tsx';
import { font, space } from '../../styles/tokens.ts';
import { StaffActionDialog } from './StaffActionDialog.tsx';
import { StaffFormDialog } from './StaffFormDialog.tsx';
import { enabledText, STAFF_HEADERS, staffColumns } from './staffColumns.tsx';
import { allStaffOf, provideStaffList } from './staffLogic.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const createdCss = css`display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm}; margin: 0 0 ${space.md};`;
const rowActionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.xs}; button { min-height: 32px; padding: ${space.xs} ${space.sm}; font-size: ${font.size.sm}; }`;

const mayManage = selectCan('staff.manage');

/** Which dialog is open over the list: presentation state only (each dialog's machine holds the rest). */
type Dialog = { kind: 'create' } | { kind: 'edit'; user: StaffUser } | { kind: 'action'; user: StaffUser; action: StaffActionKind } | null;

/**
 * 'Usuarios': the staff accounts, searched, sorted and paged by the server, exportable; with
 * `staff.manage`, 'Nuevo usuario' and each row's 'Editar', 'Deshabilitar' / 'Habilitar' and
 * 'Restablecer contraseña' (no 'Deshabilitar' on one's own row: the server refuses it too).
 */
export function StaffPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const [allStaff] = useState(() => allStaffOf(app.deps));
  const list = useScreenActor((sofia) => provideStaffList(sofia.deps));
  const view = useView(list, connectRecordsList);
  const canManage = useSelector(app.session, mayManage);
  const me = useSelector(app.session, selectUser)?.id ?? null;
  const [dialog, setDialog] = useState<Dialog>(null);
  // Accounts changed here since their page loaded, shown at once (the list reloads on its next query).
  const [updated, setUpdated] = useState<ReadonlyMap<number, StaffUser>>(() => new Map());

  const remember = useCallback((user: StaffUser) => setUpdated((before) => new Map(before).set(user.id, user)), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const creating = dialog?.kind === 'create';
  const { setSearch, search } = view;
  // The account just created: the list is read again as it was (every account, its search and
  // filter kept), and a line names the new one with a button that shows it alone.
  const [created, setCreated] = useState<StaffUser | null>(null);
  const onSaved = useCallback(
    (user: StaffUser) => {
      remember(user);
      if (creating) {
        setCreated(user);
        setSearch(search);
      }
      setDialog(null);
    },
    [remember, creating, setSearch, search],
  );
  const onActionClosed = useCallback(
    (user: StaffUser | null) => {
      if (user !== null) remember(user);
      setDialog(null);
    },
    [remember],
  );

  const exportFields = {
    [i18n._(STAFF_HEADERS.username)]: 'username',
    [i18n._(STAFF_HEADERS.name)]: 'name',
    [i18n._(STAFF_HEADERS.r_nombre)]: 'r_nombre',
    [i18n._(STAFF_HEADERS.enabled)]: (user: StaffUser) => enabledText(i18n, user.enabled),
  };

  const rowActions = (user: StaffUser) => {
    const who = user.username;
    return (
      <span css={rowActionsCss}>
        <button type="button" css={secondaryButtonCss} aria-label={t`Editar ${who}`} onClick={() => setDialog({ kind: 'edit', user })}>{t`Editar`}</button>
        {user.enabled ? (
          (me === null || mayDisable(me, user.id)) && (
            <button type="button" css={secondaryButtonCss} aria-label={t`Deshabilitar ${who}`} onClick={() => setDialog({ kind: 'action', user, action: 'disable' })}>
              {t`Deshabilitar`}
            </button>
          )
        ) : (
          <button type="button" css={secondaryButtonCss} aria-label={t`Habilitar ${who}`} onClick={() => setDialog({ kind: 'action', user, action: 'enable' })}>
            {t`Habilitar`}
          </button>
        )}
        <button type="button" css={secondaryButtonCss} aria-label={t`Restablecer contraseña de ${who}`} onClick={() => setDialog({ kind: 'action', user, action: 'resetPassword' })}>
          {t`Restablecer contraseña`}
        </button>
      </span>
    );
  };

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.usuarios)} />
      <Card labelledBy="users-title">
        <h2 id="users-title" className="visually-hidden">{t`Cuentas del personal`}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no tiene permiso para ver las cuentas del personal. Si necesita esta información, pídasela a quien administre los roles.`}</p>
          </div>
        )}

        {created !== null && <CreatedNotice user={created} shownAlone={search === created.username} show={() => setSearch(created.username)} />}

        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando usuarios…`} failed={t`No se pudo cargar la lista de usuarios`}>
        {view.face === 'empty' && (
          <div css={messageCss}>
            <h2>{t`No hay usuarios`}</h2>
            <p css={mutedCss}>{t`Todavía no hay cuentas del personal para mostrar.`}</p>
          </div>
        )}

        {view.face === 'table' && (
          <RecordsListBody
            view={{ ...view, rows: withUpdatedRows(view.rows, updated) }}
            search={{ label: t`Buscar usuarios`, placeholder: t`Usuario, nombre o rol` }}
            filter={{
              key: STAFF_ENABLED_FILTER,
              label: t`Estado`,
              options: [{ value: '', label: t`Todos` }, { value: 'true', label: t`Activos` }, { value: 'false', label: t`Deshabilitados` }],
            }}
            actions={
              <>
                {canManage && <Button onClick={() => setDialog({ kind: 'create' })}>{t`Nuevo usuario`}</Button>}
                {/* Every account the query matches, fetched page by page on click: not just this page. */}
                <SpreadsheetExport data={() => allStaff(view.query)} fields={exportFields} name="usuarios.xls" worksheet={t`Usuarios`}>
                  {t`Exportar`}
                </SpreadsheetExport>
              </>
            }
            count={<Plural value={view.total} _0="Ningún usuario coincide con la búsqueda." one="# usuario encontrado." other="# usuarios encontrados." />}
            table={{
              caption: t`Cuentas del personal`,
              columns: staffColumns(i18n, canManage ? rowActions : undefined),
              rowKey: (user) => user.id,
              emptyText: t`Ningún usuario coincide con la búsqueda.`,
            }}
            paginationLabel={t`Paginación de usuarios`}
          />
        )}
        </LoadState>
      </Card>

      {dialog?.kind === 'create' && <StaffFormDialog user={null} onDone={onSaved} onCancel={closeDialog} />}
      {dialog?.kind === 'edit' && <StaffFormDialog key={dialog.user.id} user={dialog.user} onDone={onSaved} onCancel={closeDialog} />}
      {dialog?.kind === 'action' && <StaffActionDialog key={`${dialog.user.id}-${dialog.action}`} user={dialog.user} action={dialog.action} onClose={onActionClosed} />}
    </>
  );
}

export default StaffPage;

/** 'Cuenta creada: …' over the list, and 'Mostrar solo …' while the list shows more than the new account. */
function CreatedNotice({ user, shownAlone, show }: { user: StaffUser; shownAlone: boolean; show(): void }) {
  const { t } = useLingui();
  const login = user.username;
  const name = user.name;
  return (
    <p role="status" css={createdCss}>
      <span>{t`Cuenta creada: ${login} (${name}).`}</span>
      {!shownAlone && <button type="button" css={secondaryButtonCss} onClick={show}>{t`Mostrar solo ${login}`}</button>}
    </p>
  );
}
