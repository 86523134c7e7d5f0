import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router-dom';
import { LanguagePicker } from '../components/LanguagePicker.tsx';
import { ThemeToggle } from '../components/ThemeToggle.tsx';
import { space } from '../styles/tokens.ts';

const shellCss = css`min-height: 100vh; display: flex; flex-direction: column;`;
const barCss = css`display: flex; justify-content: flex-end; gap: ${space.sm}; padding: ${space.lg};`;
const mainCss = css`flex: 1; display: grid; place-items: center; padding: ${space.lg};`;

/** The unauthenticated layout: a centred card, with language and theme still at hand. */
export function BlankLayout() {
  const { t } = useLingui();
  return (
    <div css={shellCss}>
      <header css={barCss} aria-label={t`Preferencias`}>
        <LanguagePicker />
        <ThemeToggle />
      </header>
      <main css={mainCss}>
        <Outlet />
      </main>
    </div>
  );
}
