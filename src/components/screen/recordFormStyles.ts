import { css } from '@emotion/react';
import { color, font, space } from '../../styles/tokens.ts';

/** The 'Nuevo …' record forms' grid, its full-width rows, a field's error and a card's title. */
export const formCss = css`display: grid; gap: ${space.md}; grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));`;
export const wideCss = css`grid-column: 1 / -1;`;
export const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
export const titleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`;
