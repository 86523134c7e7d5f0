import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectTheme, type ThemeName } from '../../machines/theme/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { Icon, type IconName } from './Icon.tsx';
import { iconButtonCss } from './ui.tsx';

const ICONS: Record<ThemeName, IconName> = { light: 'sun', dark: 'moon', system: 'monitor' };

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
      <Icon name={ICONS[current]} />
    </button>
  );
}
