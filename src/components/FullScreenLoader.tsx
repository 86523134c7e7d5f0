import { css, keyframes } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { color } from '../styles/tokens.ts';

const spin = keyframes`to { transform: rotate(360deg); }`;
export const overlayCss = css`
  position: fixed; inset: 0; z-index: 10000; display: grid; place-items: center; background: ${color.bg};
`;
export const spinnerCss = css`
  width: 44px; height: 44px; border-radius: 50%; border: 4px solid ${color.border};
  border-block-start-color: ${color.primary}; animation: ${spin} 0.8s linear infinite;
`;

/** The full-screen loader: announced to screen readers as a status. */
export function FullScreenLoader({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div css={overlayCss} role="status" aria-live="polite">
      <div css={spinnerCss} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Cargando…`}</span>
    </div>
  );
}

/** Before any catalog is active there is no translated text to show; the spinner alone is enough. */
export function BootLoader() {
  return (
    <div css={overlayCss} role="status" aria-busy="true">
      <div css={spinnerCss} aria-hidden="true" />
    </div>
  );
}
