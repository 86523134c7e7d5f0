import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { isBusinessDate } from '../../machines/money/isoDate.ts';
import { formatBusinessDate } from '../i18n/format.ts';
import { localeOf } from '../i18n/localeOf.ts';
import { color, font, space } from '../styles/tokens.ts';

const echoCss = css`margin: ${space.xs} 0 0; color: ${color.muted}; font-size: ${font.size.sm}; min-height: 1.2em;`;

/**
 * The day a date input holds, said in the app's language ('= lunes, 28 de diciembre de 2026'): the
 * browser draws `<input type="date">` in its own language and order, which may not be the one
 * the user chose in the app (docs/decisions.md). A polite live region; the input names it in its
 * aria-describedby (`id`). Empty while the input holds no whole date.
 */
export function DateEcho({ id, value }: { id: string; value: string | null | undefined }) {
  const { i18n } = useLingui();
  const day = value ?? '';
  return (
    <p id={id} css={echoCss} aria-live="polite">
      {isBusinessDate(day) ? `= ${formatBusinessDate(day, localeOf(i18n.locale), 'full')}` : ''}
    </p>
  );
}

/** An input's aria-describedby with the echo's id added (its own error or hint first). */
export const describedWithEcho = (own: string | undefined, echoId: string): string => (own ? `${own} ${echoId}` : echoId);
