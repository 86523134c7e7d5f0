import { css } from '@emotion/react';
import MDEditor from '@uiw/react-md-editor/nohighlight';
import { space } from '../../styles/tokens.ts';
import { SANITIZED_PREVIEW } from './sanitize.ts';

export interface MarkdownViewProps {
  /** Markdown as stored: anything, including hostile HTML; it is sanitized on render. */
  source: string;
  colorMode?: 'light' | 'dark';
  dir?: 'ltr' | 'rtl';
  /** Labels the rendered region for assistive technology. */
  label?: string;
}

const viewCss = css`
  padding: ${space.md};
  .wmde-markdown { background: transparent; font-size: 0.9375rem; }
`;

/**
 * Read-only rendering of stored Markdown, through the same sanitizing pipeline as the editor. The
 * frame follows the interface's direction (`dir`); the text takes its own from its content.
 */
export function MarkdownView({ source, colorMode = 'light', dir = 'ltr', label }: MarkdownViewProps) {
  return (
    <div css={viewCss} data-color-mode={colorMode} dir={dir} role={label ? 'region' : undefined} aria-label={label}>
      <MDEditor.Markdown source={source} {...SANITIZED_PREVIEW} wrapperElement={{ dir: 'auto' }} style={{ textAlign: 'start' }} />
    </div>
  );
}

export default MarkdownView;
