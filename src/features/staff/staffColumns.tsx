import { css } from '@emotion/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { StaffSortColumn, StaffUser } from '../../../machines/staff/index.ts';
import { Avatar } from '../../components/Avatar.tsx';
import type { DataColumn } from '../../components/DataTable.tsx';
import { color, font, radius, space } from '../../styles/tokens.ts';

const userCellCss = css`display: flex; align-items: center; gap: ${space.sm};`;
const badgeCss = (enabled: boolean) => css`
  display: inline-flex; align-items: center; gap: ${space.xs}; padding: 2px ${space.sm}; border-radius: ${radius.round};
  font-size: ${font.size.sm}; font-weight: 600; border: 1px solid currentColor;
  color: ${enabled ? color.primary : color.danger};
  background: ${enabled ? color.primarySoft : 'transparent'};
`;

export const STAFF_HEADERS = {
  username: msg`Usuario`,
  name: msg`Nombre`,
  r_nombre: msg`Rol`,
  enabled: msg`Estado`,
  actions: msg`Acciones`,
} as const;

/** 'Activo' / 'Deshabilitado': how the table and the export say whether an account may sign in. */
export const enabledText = (i18n: I18n, enabled: boolean): string => (enabled ? i18n._(msg`Activo`) : i18n._(msg`Deshabilitado`));

/**
 * The 'Usuarios' table's columns: photo and user name (the row's header), name, role, status, and
 * (for those who may manage accounts) the row's actions.
 */
export function staffColumns(i18n: I18n, actions?: (user: StaffUser) => ReactNode): DataColumn<StaffUser, StaffSortColumn>[] {
  const columns: DataColumn<StaffUser, StaffSortColumn>[] = [
    {
      key: 'username',
      header: i18n._(STAFF_HEADERS.username),
      sortable: true,
      rowHeader: true,
      render: (user) => (
        <span css={userCellCss}>
          <Avatar perfil={user.perfil} size={32} />
          <span dir="auto">{user.username}</span>
        </span>
      ),
    },
    // Names and roles as staff wrote them: their own direction, the column's alignment.
    { key: 'name', header: i18n._(STAFF_HEADERS.name), sortable: true, render: (user) => <span dir="auto">{user.name}</span> },
    { key: 'r_nombre', header: i18n._(STAFF_HEADERS.r_nombre), sortable: true, render: (user) => <span dir="auto">{user.r_nombre}</span> },
    {
      key: 'enabled',
      header: i18n._(STAFF_HEADERS.enabled),
      sortable: true,
      render: (user) => (
        <span css={badgeCss(user.enabled)}>
          <span aria-hidden="true">{user.enabled ? '✓' : '✕'}</span>
          {enabledText(i18n, user.enabled)}
        </span>
      ),
    },
  ];
  if (actions !== undefined) columns.push({ key: 'actions', header: i18n._(STAFF_HEADERS.actions), render: actions });
  return columns;
}
