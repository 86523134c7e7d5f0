import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { space } from '../styles/tokens.ts';
import { Button } from './ui.tsx';

const navCss = css`display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: ${space.md};`;

export interface PaginationProps {
  /** The navigation's accessible name ('Paginación de usuarios'). */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  canGoPrevious: boolean;
  canGoNext: boolean;
  onGoTo(page: number): void;
}

/** 'Página 1 de 2' between a previous and a next button. */
export function Pagination({ label, page, pageCount, canGoPrevious, canGoNext, onGoTo }: PaginationProps) {
  const { t } = useLingui();
  return (
    <nav css={navCss} aria-label={label}>
      <Button variant="secondary" onClick={() => onGoTo(page - 1)} disabled={!canGoPrevious}>
        <span aria-hidden="true">‹</span> {t`Página anterior`}
      </Button>
      <span aria-current="page">{t`Página ${page} de ${pageCount}`}</span>
      <Button variant="secondary" onClick={() => onGoTo(page + 1)} disabled={!canGoNext}>
        {t`Página siguiente`} <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
