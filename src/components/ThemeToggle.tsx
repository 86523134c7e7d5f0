import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectTheme, type ThemeName } from '../../machines/theme/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { iconButtonCss } from './ui.tsx';

// The theme button sits on the login page: its three icons are inlined here so the full icon set
// stays in the lazy application layout.
const ICONS: Record<ThemeName, string> = {
  light: 'M12 17a5 5 0 100-10 5 5 0 000 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  dark: 'M21 12.8A9 9 0 1111.2 3a7 7 0 009.8 9.8z',
  system: 'M2 4h20v13H2zM8 21h8M12 17v4',
};

/** Cycles light → dark → system; its name says the current theme and what a press does. */
export function ThemeToggle() {
  const { theme } = useApp();
  const { t } = useLingui();
  const current = useSelector(theme, selectTheme);
  const labels: Record<ThemeName, string> = {
    light: t`Tema claro. Cambiar a tema oscuro`,
    dark: t`Tema oscuro. Cambiar al tema del sistema`,
    system: t`Tema del sistema. Cambiar a tema claro`,
  };
  return (
    <button
      type="button"
      css={iconButtonCss}
      aria-label={labels[current]}
      title={labels[current]}
      data-theme={current}
      onClick={() => theme.send({ type: 'theme.toggled' })}
    >
      <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
        strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d={ICONS[current]} />
      </svg>
    </button>
  );
}
