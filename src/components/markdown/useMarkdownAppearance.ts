import { useSelector } from '@xstate/react';
import { selectDirection } from '../../../machines/settings/index.ts';
import { selectIsDark } from '../../../machines/theme/index.ts';
import { useApp } from '../../app/AppContext.tsx';

export interface MarkdownAppearance {
  colorMode: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
}

/** The editor follows the app: dark when the theme machine says so, right-to-left for Arabic. */
export function useMarkdownAppearance(): MarkdownAppearance {
  const { theme, settings } = useApp();
  const dark = useSelector(theme, selectIsDark);
  const dir = useSelector(settings, selectDirection);
  return { colorMode: dark ? 'dark' : 'light', dir };
}
