/** What the import's cards share: a section's spacing, hints, alerts and a row of controls. */
import { css } from '@emotion/react';
import { mutedCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';

export const sectionCss = css`display: grid; gap: ${space.md}; h2 { margin: 0; font-size: ${font.size.lg}; } p { margin: 0; }`;
export const hintCss = css`${mutedCss}; font-size: ${font.size.sm};`;
export const alertCss = css`color: ${color.danger};`;
export const rowCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; align-items: center;`;
