import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { selectGroups, selectIsNarrow, selectSidebarOpen } from '../../machines/sidebar/index.ts';
import { Icon } from '../components/Icon.tsx';
import { color, font, layout, space } from '../styles/tokens.ts';
import { useLayout } from './LayoutContext.tsx';
import { SidebarGroup } from './SidebarGroup.tsx';

export const asideCss = css`
  position: fixed; inset-block: 0; inset-inline-start: 0; z-index: 60; width: ${layout.sidebarWidth};
  display: flex; flex-direction: column; background: ${color.surface}; border-inline-end: 1px solid ${color.border};
  overflow-y: auto; transition: transform 0.2s ease;
  &[data-open='false'] { transform: translateX(-100%); visibility: hidden; }
  [dir='rtl'] &[data-open='false'] { transform: translateX(100%); }
  [data-semidark='true'] & { background: #151b2c; color: #e7eaf3; --sofia-text: #e7eaf3; --sofia-muted: #a9b1c7; --sofia-primary: #8c9bff; --sofia-primary-soft: #262f52; --sofia-border: #2e3854; }
`;
export const brandCss = css`
  display: flex; align-items: center; gap: ${space.sm}; padding: ${space.lg} ${space.xl};
  font-size: ${font.size.lg}; font-weight: 700; color: inherit; text-decoration: none;
`;
const backdropCss = css`position: fixed; inset: 0; z-index: 55; background: ${color.overlay}; border: 0;`;
export const listCss = css`list-style: none; margin: 0; padding: ${space.sm};`;

/** The sidebar: brand, home link and the role's menu groups (one open at a time). */
export function Sidebar() {
  const { sidebar } = useLayout();
  const { t } = useLingui();
  const open = useSelector(sidebar, selectSidebarOpen);
  const narrow = useSelector(sidebar, selectIsNarrow);
  const groups = useSelector(sidebar, selectGroups);
  return (
    <>
      {open && narrow && (
        <button type="button" css={backdropCss} aria-label={t`Cerrar menú`} onClick={() => sidebar.send({ type: 'sidebar.toggled' })} />
      )}
      <nav id="sofia-sidebar" css={asideCss} data-open={open} aria-label={t`Menú principal`}>
        <Link to="/" css={brandCss} aria-label="Sofia App">
          <Icon name="home" />
          <span className="sofia-label">Sofia App</span>
        </Link>
        <ul css={listCss}>
          {groups.map((group) => (
            <SidebarGroup key={group.title} group={group} />
          ))}
        </ul>
      </nav>
    </>
  );
}
