import { useLingui } from '@lingui/react/macro';
import { useParams, useRoutes } from 'react-router-dom';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RoleForm } from './RoleForm.tsx';
import { RolesListPage } from './RolesListPage.tsx';

/** A role's id from the path: a positive integer, else null (no request is made for it). */
export const roleIdOf = (raw: string | undefined): number | null => (raw !== undefined && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null);

function RoleFormPage({ edit }: { edit: boolean }) {
  const { t, i18n } = useLingui();
  const id = roleIdOf(useParams().id);
  const trail = [{ label: i18n._(ROUTE_TITLES.roles), to: '/roles' }];
  if (edit && id === null) return <p role="alert">{t`No existe ese rol`}</p>;
  return (
    <>
      <PageHeader title={edit ? t`Editar rol` : t`Nuevo rol`} trail={trail} />
      {/* Keyed by the id, so another role starts a fresh machine. */}
      <RoleForm key={id ?? 'new'} id={edit ? id : null} />
    </>
  );
}

/** 'Roles' (/roles/*): the list, 'Nuevo rol' (/roles/nuevo) and a role's edit form (/roles/{id}). */
export function RolesArea() {
  return useRoutes([
    { index: true, element: <RolesListPage /> },
    { path: 'nuevo', element: <RoleFormPage edit={false} /> },
    { path: ':id', element: <RoleFormPage edit /> },
    { path: '*', element: <RoleFormPage edit /> },
  ]);
}
