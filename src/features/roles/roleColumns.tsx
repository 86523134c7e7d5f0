import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import type { RoleRow, RoleSortColumn } from '../../../machines/roles/index.ts';
import type { DataColumn } from '../../components/DataTable.tsx';
import { entryLabel } from './roleTexts.ts';

export const COLUMN_LABELS = {
  r_nombre: msg`Nombre`,
  r_inicio: msg`Página de inicio`,
  entry_count: msg`Entradas de menú`,
  permission_count: msg`Permisos`,
  user_count: msg`Usuarios`,
} as const;

/** The 'Roles' table: name (the row's header), start page, counts; 'Editar' for who may manage roles. */
export function roleColumns(i18n: I18n, mayManage: boolean): DataColumn<RoleRow, RoleSortColumn>[] {
  const columns: DataColumn<RoleRow, RoleSortColumn>[] = [
    { key: 'r_nombre', header: i18n._(COLUMN_LABELS.r_nombre), sortable: true, rowHeader: true, render: (role) => <span dir="auto">{role.r_nombre}</span> },
    { key: 'r_inicio', header: i18n._(COLUMN_LABELS.r_inicio), sortable: true, render: (role) => entryLabel(i18n, role.r_inicio, role.r_inicio) },
    { key: 'entry_count', numeric: true, header: i18n._(COLUMN_LABELS.entry_count), render: (role) => role.entry_count },
    { key: 'permission_count', numeric: true, header: i18n._(COLUMN_LABELS.permission_count), render: (role) => role.permission_count },
    { key: 'user_count', numeric: true, header: i18n._(COLUMN_LABELS.user_count), sortable: true, render: (role) => role.user_count },
  ];
  if (!mayManage) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: i18n._(msg`Acciones`),
      render: (role) => (
        <Link to={`/roles/${role.id_rol}`} aria-label={i18n._(msg`Editar ${role.r_nombre}`)}>
          {i18n._(msg`Editar`)}
        </Link>
      ),
    },
  ];
}
