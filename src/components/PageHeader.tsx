import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { color, font, space } from '../styles/tokens.ts';

export interface Crumb {
  label: string;
  to?: string;
}

const navCss = css`
  font-size: ${font.size.sm}; color: ${color.muted};
  ol { display: flex; flex-wrap: wrap; gap: ${space.xs}; list-style: none; margin: 0; padding: 0; }
  li + li::before { content: '/'; margin-inline-end: ${space.xs}; color: ${color.muted}; }
  a { color: ${color.muted}; }
`;
const titleCss = css`margin: ${space.xs} 0 ${space.xl}; font-size: ${font.size.xl};`;

/** The page's h1 and its breadcrumb (Inicio / … / this page). */
export function PageHeader({ title, trail = [] }: { title: string; trail?: Crumb[] }) {
  const { t } = useLingui();
  const crumbs: Crumb[] = [{ label: t`Inicio`, to: '/' }, ...trail, { label: title }];
  return (
    <header>
      <nav aria-label={t`Ruta de navegación`} css={navCss}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={`${index}-${crumb.label}`}>
              {crumb.to && index < crumbs.length - 1 ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 css={titleCss}>{title}</h1>
    </header>
  );
}
