import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { color, font, radius, space } from '../styles/tokens.ts';

const totalsCss = css`
  display: flex; flex-wrap: wrap; gap: ${space.sm} ${space.xl}; margin: ${space.md} 0 0; padding: ${space.md};
  border: 1px solid ${color.border}; border-radius: ${radius.md};
  div { display: grid; } dt { font-size: ${font.size.sm}; } dd { margin: 0; font-weight: 600; font-size: ${font.size.lg}; font-variant-numeric: tabular-nums; }
`;

/**
 * 'Totales del filtro' under a records table: the figures of EVERY record the filters match (the
 * answer's `totals`, `connectRecordsListWithTotals`), each a label and its value already formatted.
 */
export function ListTotals({ figures }: { figures: readonly { label: string; value: string }[] }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Totales del filtro`}>
      <dl css={totalsCss}>
        {figures.map((figure) => (
          <div key={figure.label}><dt>{figure.label}</dt><dd>{figure.value}</dd></div>
        ))}
      </dl>
    </div>
  );
}
