import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Card, buttonCss, secondaryButtonCss } from '../components/ui.tsx';
import { space } from '../styles/tokens.ts';

const pageCss = css`min-height: 100vh; display: grid; place-items: center; padding: ${space.xl};`;

/** Shown instead of a white page when a view throws; the error goes to the console only. */
export function CrashView({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Sofia App: a view failed to render.', error);
  }, [error]);
  return (
    <main css={pageCss}>
      <Card labelledBy="crash-title">
        <h1 id="crash-title">
          <Trans>Algo salió mal</Trans>
        </h1>
        <p>
          <Trans>Esta pantalla no se pudo mostrar. Sus datos no se han perdido: vuelva a intentarlo.</Trans>
        </p>
        <div css={css`display: flex; gap: ${space.md}; flex-wrap: wrap;`}>
          <button type="button" css={buttonCss} onClick={() => window.location.reload()}>
            <Trans>Recargar la página</Trans>
          </button>
          <a css={secondaryButtonCss} href="/">
            <Trans>Ir al inicio</Trans>
          </a>
        </div>
      </Card>
    </main>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A new key (the next page's path) clears the failure: leaving a broken page recovers. */
  resetKey?: string;
}

/** Catches what a view throws (a render bug, a page chunk that fails to load) and shows CrashView. */
export class CrashBoundary extends Component<BoundaryProps, { error: unknown; key?: string }> {
  state: { error: unknown; key?: string } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown') };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key?: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }
  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Sofia App: render failed.', error, info.componentStack);
  }
  render() {
    return this.state.error ? <CrashView error={this.state.error} /> : this.props.children;
  }
}
