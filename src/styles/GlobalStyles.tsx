import { Global, css } from '@emotion/react';
import { color, font, palettes } from './tokens.ts';

const cssVars = (vars: Record<string, string>) =>
  Object.entries(vars).map(([name, value]) => `${name}: ${value};`).join(' ');

const globalCss = css`
  :root { ${cssVars(palettes.light)} color-scheme: light; }
  body.dark { ${cssVars(palettes.dark)} color-scheme: dark; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0; min-height: 100vh; background: ${color.bg}; color: ${color.text};
    font-family: ${font.family}; font-size: ${font.size.md}; line-height: 1.5;
    /* A long word (an e-mail, a name without spaces) breaks rather than widen a phone's page. */
    overflow-wrap: break-word;
  }
  a { color: ${color.primary}; }
  :focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  button, input, select, textarea { font: inherit; color: inherit; }
  img { max-width: 100%; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap;
  }
  /* Alerts above everything, the photo dialog's overlay (9000) and the loader (10000) included. */
  .swal2-container { z-index: 10050 !important; }
  /* Icons that point (arrows, chevrons) face the reading direction. */
  [dir='rtl'] .icon-directional { transform: scaleX(-1); }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
