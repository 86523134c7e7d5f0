import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { connectRecordsList } from '../../../machines/records/index.ts';
import { STAFF_ENABLED_FILTER, type StaffUser } from '../../../machines/staff/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { Card, mutedCss } from '../../components/ui.tsx';
import { font, space } from '../../styles/tokens.ts';
import { enabledText, STAFF_HEADERS, staffColumns } from './staffColumns.tsx';
import { allStaffOf, provideStaffList } from './staffLogic.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;

/** 'Usuarios': the staff accounts for the administrator, searched, sorted and paged by the server, exportable. */
export function StaffPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const [allStaff] = useState(() => allStaffOf(app.deps));
  const list = useScreenActor((sofia) => provideStaffList(sofia.deps));
  const view = useView(list, connectRecordsList);

  const exportFields = {
    [i18n._(STAFF_HEADERS.username)]: 'username',
    [i18n._(STAFF_HEADERS.name)]: 'name',
    [i18n._(STAFF_HEADERS.r_nombre)]: 'r_nombre',
    [i18n._(STAFF_HEADERS.enabled)]: (user: StaffUser) => enabledText(i18n, user.enabled),
  };

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.usuarios)} />
      <Card labelledBy="users-title">
        <h2 id="users-title" className="visually-hidden">{t`Cuentas del personal`}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Solo los administradores pueden ver las cuentas del personal. Si necesita esta información, pídasela a un administrador.`}</p>
          </div>
        )}

        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando usuarios…`} failed={t`No se pudo cargar la lista de usuarios`}>
        {view.face === 'empty' && (
          <div css={messageCss}>
            <h2>{t`No hay usuarios`}</h2>
            <p css={mutedCss}>{t`Todavía no hay cuentas del personal para mostrar.`}</p>
          </div>
        )}

        {view.face === 'table' && (
          <RecordsListBody
            view={view}
            search={{ label: t`Buscar usuarios`, placeholder: t`Usuario, nombre o rol` }}
            filter={{
              key: STAFF_ENABLED_FILTER,
              label: t`Estado`,
              options: [{ value: '', label: t`Todos` }, { value: 'true', label: t`Habilitados` }, { value: 'false', label: t`Inhabilitados` }],
            }}
            actions={
              // Every account the query matches, fetched page by page on click: not just this page.
              <SpreadsheetExport data={() => allStaff(view.query)} fields={exportFields} name="usuarios.xls" worksheet={t`Usuarios`}>
                {t`Exportar`}
              </SpreadsheetExport>
            }
            count={<Plural value={view.total} _0="Ningún usuario coincide con la búsqueda." one="# usuario encontrado." other="# usuarios encontrados." />}
            table={{ caption: t`Cuentas del personal`, columns: staffColumns(i18n), rowKey: (user) => user.id, emptyText: t`Ningún usuario coincide con la búsqueda.` }}
            paginationLabel={t`Paginación de usuarios`}
          />
        )}
        </LoadState>
      </Card>
    </>
  );
}

export default StaffPage;
