import { css } from '@emotion/react';
import type { Minor } from '../../machines/money/minor.ts';
import { color, font, space } from '../styles/tokens.ts';

const echoCss = css`margin: ${space.xs} 0 0; color: ${color.muted}; font-size: ${font.size.sm}; min-height: 1.2em; font-variant-numeric: tabular-nums;`;

/**
 * What a money input understood, before it is sent: '= 10.000,50 ARS' (the app's money format).
 * A polite live region, so a screen reader hears it too; the input names it in its
 * aria-describedby (`id`). Empty while the text is no amount (its error says why).
 */
export function AmountEcho({ id, minor, money }: { id: string; minor: Minor | null; money(minor: Minor): string }) {
  return (
    <p id={id} css={echoCss} aria-live="polite">
      {minor === null ? '' : `= ${money(minor)}`}
    </p>
  );
}
