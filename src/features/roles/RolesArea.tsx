import { useRoutes } from 'react-router-dom';
import { RolesListPage } from './RolesListPage.tsx';

/** 'Roles' (/roles/*): the list, 'Nuevo rol' and a role's edit form. */
export function RolesArea() {
  return useRoutes([
    { index: true, element: <RolesListPage /> },
    { path: '*', element: <RolesListPage /> },
  ]);
}
