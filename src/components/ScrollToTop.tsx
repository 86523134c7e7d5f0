import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { color, space } from '../styles/tokens.ts';
import { Icon } from './Icon.tsx';
import { iconButtonCss } from './ui.tsx';

/** Specification: the button appears after 50 px of scrolling. */
export const SCROLL_THRESHOLD = 50;

const buttonCss = css`
  ${iconButtonCss};
  position: fixed; inset-block-end: ${space.xl}; inset-inline-end: ${space.xl}; z-index: 50;
  background: ${color.primary}; color: ${color.primaryText}; border-color: transparent;
`;

/** Back to the top, smoothly unless the user asked for reduced motion. */
export function ScrollToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_THRESHOLD);
    // A page opened already scrolled is read once the layout is painted: reading scrollY while
    // mounting forced a layout of the whole new page inside the sign-in's render (issue #12, item 5).
    const first = setTimeout(onScroll, 0);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(first);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return (
    <button
      type="button"
      css={buttonCss}
      aria-label={t`Volver arriba`}
      title={t`Volver arriba`}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
