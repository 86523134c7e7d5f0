import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Plural } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCanRetry,
  selectIsEmpty,
  selectIsForbidden,
  selectIsLoaded,
  selectIsLoading,
  selectIsRetrying,
  selectPage,
  selectSearch,
  selectShowsError,
  selectSort,
  type StaffUser,
  type UserSortColumn,
} from '../../../machines/staff/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { Button, Card, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { Pagination } from './Pagination.tsx';
import { provideStaffList } from './staffLogic.ts';
import { StaffTable } from './StaffTable.tsx';

const toolbarCss = css`
  display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: ${space.md};
`;
const searchCss = css`flex: 1 1 260px; max-width: 420px;`;
const stackCss = css`display: grid; gap: ${space.md};`;
const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;
const errorTitleCss = css`color: ${color.danger};`;

/** 'Usuarios': the staff accounts for the administrator, searchable, sortable, paged, exportable. */
export function StaffPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const searchId = useId();
  const [logic] = useState(() => provideStaffList(app.deps, app.session));
  const list = useActorRef(logic, { inspect: app.deps.inspect });

  const loading = useSelector(list, selectIsLoading);
  const loaded = useSelector(list, selectIsLoaded);
  const empty = useSelector(list, selectIsEmpty);
  const forbidden = useSelector(list, selectIsForbidden);
  const showsError = useSelector(list, selectShowsError);
  const retrying = useSelector(list, selectIsRetrying);
  const canRetry = useSelector(list, selectCanRetry);
  const search = useSelector(list, selectSearch);
  const currentSort = useSelector(list, selectSort);
  const page = useSelector(list, selectPage);
  const canGoPrevious = useSelector(list, selectCanGoPrevious);
  const canGoNext = useSelector(list, selectCanGoNext);

  const sort = (column: UserSortColumn) => list.send({ type: 'sort.changed', column });
  const exportFields = {
    [t`Usuario`]: 'username',
    [t`Nombre`]: 'name',
    [t`Rol`]: 'r_nombre',
    [t`Habilitado`]: (user: StaffUser) => (user.enabled ? t`Sí` : t`No`),
  };

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.usuarios)} />
      <Card labelledBy="users-title">
        <h2 id="users-title" className="visually-hidden">{t`Cuentas del personal`}</h2>
        {loading && <p role="status">{t`Cargando usuarios…`}</p>}

        {forbidden && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Solo los administradores pueden ver las cuentas del personal. Si necesita esta información, pídasela a un administrador.`}</p>
          </div>
        )}

        {showsError && (
          <div css={messageCss}>
            <h2 css={errorTitleCss}>{t`No se pudo cargar la lista de usuarios`}</h2>
            <p role="alert">{t`Compruebe la conexión e intente nuevamente.`}</p>
            <Button onClick={() => list.send({ type: 'list.retried' })} disabled={!canRetry} aria-busy={retrying}>
              {retrying ? t`Reintentando…` : t`Reintentar`}
            </Button>
          </div>
        )}

        {empty && (
          <div css={messageCss}>
            <h2>{t`No hay usuarios`}</h2>
            <p css={mutedCss}>{t`Todavía no hay cuentas del personal para mostrar.`}</p>
          </div>
        )}

        {loaded && (
          <div css={stackCss}>
            <div css={toolbarCss}>
              <div css={searchCss}>
                <label css={labelCss} htmlFor={searchId}>{t`Buscar usuarios`}</label>
                <input
                  id={searchId}
                  type="search"
                  css={inputCss}
                  value={search}
                  placeholder={t`Usuario, nombre o rol`}
                  autoComplete="off"
                  onChange={(event) => list.send({ type: 'search.changed', search: event.target.value })}
                />
              </div>
              <SpreadsheetExport data={page.rows} fields={exportFields} name="usuarios.xls" worksheet={t`Usuarios`}>
                {t`Exportar`}
              </SpreadsheetExport>
            </div>
            <p role="status" css={mutedCss}>
              <Plural value={page.total} _0="Ningún usuario coincide con la búsqueda." one="# usuario encontrado." other="# usuarios encontrados." />
            </p>
            <StaffTable
              rows={page.rows}
              sort={currentSort}
              onSort={sort}
              emptyText={t`Ningún usuario coincide con la búsqueda.`}
            />
            <Pagination
              page={page.page}
              pageCount={page.pageCount}
              canGoPrevious={canGoPrevious}
              canGoNext={canGoNext}
              onGoTo={(target) => list.send({ type: 'page.changed', page: target })}
            />
          </div>
        )}
      </Card>
    </>
  );
}

export default StaffPage;
