import { css } from '@emotion/react';
import { space } from '../../styles/tokens.ts';

export const layoutCss = css`
  display: flex; flex-wrap: wrap; gap: ${space.lg}; align-items: flex-start;
  & > section { flex: 1 1 340px; min-width: 0; }
`;
