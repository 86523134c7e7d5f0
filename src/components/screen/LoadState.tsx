import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { font, space } from '../../styles/tokens.ts';
import { Button, Card } from '../ui.tsx';

const titleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`;

/** Where a screen's data stands. A view model names it (e.g. `MessageTemplatesView.load`). */
export type LoadStatus = 'loading' | 'failed' | 'ready';

export interface LoadStateProps {
  state: LoadStatus;
  /** Sends the machine's retry event ('Reintentar'). */
  retry(): void;
  /** While loading: a status line, e.g. 'Cargando plantillas…'. */
  loading: ReactNode;
  /** Failed: the heading, e.g. 'No se pudieron cargar las plantillas'. */
  failed: ReactNode;
  /** Failed: what to do; 'Compruebe la conexión e intente nuevamente.' unless given. */
  advice?: ReactNode;
  /** A retry is on its way while the failure stays shown: 'Reintentando…', the button waits. */
  retrying?: boolean;
  /** Ready: the screen itself. */
  children: ReactNode;
}

/**
 * The three faces of a screen that loads its data: a loading status (`role="status"`), a failure
 * (a card with its heading, the advice as an alert, and 'Reintentar'), or the content. The texts
 * are the screen's (already translated); only the advice and 'Reintentar' are shared.
 */
export function LoadState({ state, retry, loading, failed, advice, retrying = false, children }: LoadStateProps) {
  const { t } = useLingui();
  const titleId = useId();
  if (state === 'loading') return <p role="status">{loading}</p>;
  if (state === 'failed') {
    return (
      <Card labelledBy={titleId}>
        <h2 id={titleId} css={titleCss}>{failed}</h2>
        <p role="alert">{advice ?? t`Compruebe la conexión e intente nuevamente.`}</p>
        <Button onClick={retry} disabled={retrying} aria-busy={retrying || undefined}>
          {retrying ? t`Reintentando…` : t`Reintentar`}
        </Button>
      </Card>
    );
  }
  return <>{children}</>;
}
