import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ariaSortOf, type AriaSort, type StaffUser, type UserSort, type UserSortColumn } from '../../../machines/staff/index.ts';
import { Avatar } from '../../components/Avatar.tsx';
import { color, font, radius, space } from '../../styles/tokens.ts';

const scrollCss = css`overflow-x: auto; border: 1px solid ${color.border}; border-radius: ${radius.md};`;
const tableCss = css`
  width: 100%; border-collapse: collapse; font-size: ${font.size.md};
  caption { text-align: start; padding: ${space.md}; font-weight: 600; }
  th, td { padding: ${space.sm} ${space.md}; text-align: start; border-block-start: 1px solid ${color.border}; vertical-align: middle; }
  thead th { background: ${color.surfaceAlt}; font-size: ${font.size.sm}; }
  tbody tr:hover { background: ${color.surfaceAlt}; }
`;
const sortButtonCss = css`
  display: inline-flex; align-items: center; gap: ${space.xs}; padding: ${space.xs}; margin: calc(-1 * ${space.xs});
  border: 0; background: none; color: inherit; font: inherit; font-weight: 700; cursor: pointer; border-radius: ${radius.sm};
`;
const userCellCss = css`display: flex; align-items: center; gap: ${space.sm};`;
const badgeCss = (enabled: boolean) => css`
  display: inline-flex; align-items: center; gap: ${space.xs}; padding: 2px ${space.sm}; border-radius: ${radius.round};
  font-size: ${font.size.sm}; font-weight: 600; border: 1px solid currentColor;
  color: ${enabled ? color.primary : color.danger};
  background: ${enabled ? color.primarySoft : 'transparent'};
`;

const ARROWS: Record<AriaSort, string> = { ascending: '▲', descending: '▼', none: '↕' };

interface UsersTableProps {
  rows: StaffUser[];
  sort: UserSort;
  onSort(column: UserSortColumn): void;
  /** Shown in the body when no row matches. */
  emptyText: string;
}

/** The accounts of one page: a captioned table whose column headers sort it. */
export function StaffTable({ rows, sort: current, onSort, emptyText }: UsersTableProps) {
  const { t } = useLingui();
  const ariaSort = (column: UserSortColumn) => ariaSortOf(current, column);
  const columns: { key: UserSortColumn; label: string }[] = [
    { key: 'username', label: t`Usuario` },
    { key: 'name', label: t`Nombre` },
    { key: 'r_nombre', label: t`Rol` },
    { key: 'enabled', label: t`Habilitado` },
  ];
  const sortedBy = columns.find((c) => ariaSort(c.key) !== 'none');
  const sortNote: ReactNode = sortedBy
    ? ariaSort(sortedBy.key) === 'ascending'
      ? t`Ordenada por ${sortedBy.label}, ascendente.`
      : t`Ordenada por ${sortedBy.label}, descendente.`
    : t`Pulse un encabezado para ordenar.`;

  return (
    <div css={scrollCss}>
      <table css={tableCss}>
        <caption>
          {t`Cuentas del personal`} <span className="visually-hidden">{sortNote}</span>
        </caption>
        <thead>
          <tr>
            {columns.map(({ key, label }) => {
              const sort = ariaSort(key);
              return (
                <th key={key} scope="col" aria-sort={sort}>
                  <button type="button" css={sortButtonCss} onClick={() => onSort(key)}>
                    {label}
                    <span aria-hidden="true">{ARROWS[sort]}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{emptyText}</td>
            </tr>
          ) : (
            rows.map((user) => (
              <tr key={user.id}>
                <th scope="row">
                  <span css={userCellCss}>
                    <Avatar perfil={user.perfil} size={32} />
                    <span dir="auto">{user.username}</span>
                  </span>
                </th>
                {/* Names and roles as staff wrote them: their own direction, the column's alignment. */}
                <td><span dir="auto">{user.name}</span></td>
                <td><span dir="auto">{user.r_nombre}</span></td>
                <td>
                  <span css={badgeCss(user.enabled)}>
                    <span aria-hidden="true">{user.enabled ? '✓' : '✕'}</span>
                    {user.enabled ? t`Sí` : t`No`}
                  </span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
