import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { selectHasToken } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { Icon } from '../components/Icon.tsx';
import { LanguagePicker } from '../components/LanguagePicker.tsx';
import { ThemeToggle } from '../components/ThemeToggle.tsx';
import { iconButtonCss, secondaryButtonCss } from '../components/ui.tsx';
import { color, layout, space } from '../styles/tokens.ts';
import { useLayout } from './LayoutContext.tsx';
import { PendingBadge } from './PendingBadge.tsx';
import { PreferencesMenu } from './PreferencesMenu.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

export const headerCss = css`
  position: sticky; inset-block-start: 0; z-index: 40; min-height: ${layout.headerHeight};
  display: flex; align-items: center; gap: ${space.sm}; padding: ${space.sm} ${space.xl};
  background: ${color.surface}; border-block-end: 1px solid ${color.border};
  [data-navbar='navbar-floating'] & { margin: ${space.md} ${space.xl} 0; border: 1px solid ${color.border}; border-radius: 12px; }
  @media (max-width: 640px) { padding-inline: ${space.md}; [data-navbar='navbar-floating'] & { margin-inline: ${space.sm}; } }
`;
export const spacerCss = css`flex: 1;`;

/**
 * The header: sidebar button, language, theme and the profile menu. The template's horizontal
 * placeholder menu (dashboard, apps, invoice, …) is not product content and is left out.
 */
export function Header() {
  const { session } = useApp();
  const { sidebar } = useLayout();
  const { t } = useLingui();
  const signedIn = useSelector(session, selectHasToken);
  const open = useSelector(sidebar, (s) => s.matches('open'));
  return (
    <header css={headerCss}>
      <button
        type="button"
        css={iconButtonCss}
        aria-label={open ? t`Ocultar menú` : t`Mostrar menú`}
        aria-expanded={open}
        aria-controls="sofia-sidebar"
        onClick={() => sidebar.send({ type: 'sidebar.toggled' })}
      >
        <Icon name="menu" />
      </button>
      <span css={spacerCss} />
      {signedIn && <PendingBadge />}
      <LanguagePicker />
      <ThemeToggle />
      <PreferencesMenu />
      {signedIn ? (
        <ProfileMenu />
      ) : (
        <Link to="/" css={secondaryButtonCss}>
          {t`Iniciar sesion`}
        </Link>
      )}
    </header>
  );
}
