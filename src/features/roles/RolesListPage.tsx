import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ROLE_USERS_FILTER, type RoleRow } from '../../../machines/roles/index.ts';
import { connectRecordsList } from '../../../machines/records/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { buttonCss, Card } from '../../components/ui.tsx';
import { font, space } from '../../styles/tokens.ts';
import { COLUMN_LABELS, roleColumns } from './roleColumns.tsx';
import { allRolesOf, provideRolesList } from './rolesLogic.ts';
import { entryLabel } from './roleTexts.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;

const canManage = selectCan('role.manage');

/** 'Roles': search by name, sort, page, export; 'Nuevo rol' and 'Editar' for who may manage roles. */
export function RolesListPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const [allRoles] = useState(() => allRolesOf(app.deps));
  const mayManage = useSelector(app.session, canManage);
  const list = useScreenActor((sofia) => provideRolesList(sofia.deps));
  const view = useView(list, connectRecordsList);

  const exportFields = {
    [i18n._(COLUMN_LABELS.r_nombre)]: 'r_nombre',
    [i18n._(COLUMN_LABELS.r_inicio)]: (role: RoleRow) => entryLabel(i18n, role.r_inicio, role.r_inicio),
    [i18n._(COLUMN_LABELS.entry_count)]: 'entry_count',
    [i18n._(COLUMN_LABELS.permission_count)]: 'permission_count',
    [i18n._(COLUMN_LABELS.user_count)]: 'user_count',
  };
  const newRole = mayManage ? <Link css={buttonCss} to="/roles/nuevo">{t`Nuevo rol`}</Link> : null;

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.roles)} />
      <Card labelledBy="roles-title">
        <h2 id="roles-title" className="visually-hidden">{t`Roles del negocio`}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no permite ver los roles. Si necesita esta información, pídasela a un administrador.`}</p>
          </div>
        )}

        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando roles…`} failed={t`No se pudo cargar la lista de roles`}>
          {view.face === 'empty' && (
            <div css={messageCss}>
              <h2>{t`No hay roles`}</h2>
              {newRole}
            </div>
          )}

          {view.face === 'table' && (
            <RecordsListBody
              view={view}
              search={{ label: t`Buscar roles`, placeholder: t`Nombre del rol` }}
              filter={{
                key: ROLE_USERS_FILTER,
                label: t`Usuarios con el rol`,
                options: [{ value: '', label: t`Todos` }, { value: 'used', label: t`Con usuarios` }, { value: 'unused', label: t`Sin usuarios` }],
              }}
              actions={
                <>
                  <SpreadsheetExport data={() => allRoles(view.query)} fields={exportFields} name="roles.xls" worksheet={t`Roles`}>
                    {t`Exportar`}
                  </SpreadsheetExport>
                  {newRole}
                </>
              }
              count={<Plural value={view.total} _0="Ningún rol coincide con la búsqueda." one="# rol encontrado." other="# roles encontrados." />}
              table={{ caption: t`Roles del negocio`, columns: roleColumns(i18n, mayManage), rowKey: ({ id_rol: id }) => id, emptyText: t`Ningún rol coincide con la búsqueda.` }}
              paginationLabel={t`Paginación de roles`}
            />
          )}
        </LoadState>
      </Card>
    </>
  );
}
