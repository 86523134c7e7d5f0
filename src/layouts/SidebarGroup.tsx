import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { MenuGroup } from '../../machines/contract.ts';
import { selectActiveRoute, selectOpenGroup } from '../../machines/sidebar/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { isBusinessRoute, pathOfRoute } from '../app/routes.ts';
import { Icon } from '../components/Icon.tsx';
import { color, radius, space } from '../styles/tokens.ts';
import { useLayout } from './LayoutContext.tsx';
import { childLabel, groupLabel } from './menuLabels.ts';

export const groupButtonCss = css`
  width: 100%; display: flex; align-items: center; gap: ${space.sm}; padding: ${space.sm} ${space.md};
  border: 0; border-radius: ${radius.md}; background: transparent; cursor: pointer; font-weight: 600; text-align: start;
  &[aria-expanded='true'] { background: ${color.primarySoft}; color: ${color.primary}; }
  .chevron { margin-inline-start: auto; transition: transform 0.2s ease; }
  &[aria-expanded='true'] .chevron { transform: rotate(180deg); }
`;
export const childCss = css`
  display: flex; align-items: center; gap: ${space.sm}; padding-block: ${space.sm}; padding-inline: ${space.xl} ${space.md};
  border-radius: ${radius.md}; color: ${color.text}; text-decoration: none;
  &[aria-current='page'] { color: ${color.primary}; font-weight: 700; background: ${color.primarySoft}; }
  &[aria-disabled='true'] { color: ${color.muted}; cursor: not-allowed; }
`;
export const childListCss = css`list-style: none; margin: 0; padding: ${space.xs} 0;`;

/** The address is the entry's own page (not a page below it, such as a record of the list). */
export const isCurrentPage = (pathname: string, path: string): boolean => pathname.replace(/\/+$/, '') === path.replace(/\/+$/, '');

/** One menu group: a disclosure button and, when open, its children as links by route name. */
export function SidebarGroup({ group }: { group: MenuGroup }) {
  const { sidebar } = useLayout();
  const { router } = useApp();
  const { pathname } = useLocation();
  const { i18n, t } = useLingui();
  const listId = useId();
  const open = useSelector(sidebar, (s) => selectOpenGroup(s) === group.title);
  const active = useSelector(sidebar, selectActiveRoute);
  const title = groupLabel(i18n, group);
  return (
    <li>
      <button
        type="button"
        css={groupButtonCss}
        aria-expanded={open}
        aria-controls={listId}
        // The label is hidden when the menu is collapsed to icons; the name must not be.
        aria-label={title}
        title={title}
        onClick={() => sidebar.send({ type: 'group.toggled', title: group.title })}
      >
        <Icon name={group.icon} />
        {/* The server's words (or their translation): their own direction. */}
        <span className="sofia-label" dir="auto">{title}</span>
        <Icon name="chevronDown" size={16} className="chevron" />
      </button>
      <ul id={listId} css={childListCss} hidden={!open}>
        {group.children.map((child) => {
          const label = childLabel(i18n, child);
          return (
            <li key={child.route}>
              {isBusinessRoute(child.route) ? (
                <Link
                  to={pathOfRoute(child.route)}
                  css={childCss}
                  aria-current={active === child.route ? 'page' : undefined}
                  onClick={(event) => {
                    // The page one is on: a link would change nothing, so the page is shown again from its data.
                    if (isCurrentPage(pathname, pathOfRoute(child.route))) {
                      event.preventDefault();
                      router.reload();
                    }
                    sidebar.send({ type: 'child.chosen', route: child.route });
                  }}
                >
                  <Icon name={child.icon} size={18} />
                  <span dir="auto">{label}</span>
                </Link>
              ) : (
                // A route name the app does not know is shown, disabled, rather than a broken link.
                <span css={childCss} aria-disabled="true" title={t`No disponible`}>
                  <Icon name={child.icon} size={18} />
                  <span dir="auto">{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
