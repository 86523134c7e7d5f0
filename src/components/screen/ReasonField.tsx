import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { color, font, space } from '../../styles/tokens.ts';
import { inputCss, labelCss } from '../ui.tsx';

/** A field's error under it, in the danger colour (the dialogs of the kit). */
export const fieldErrorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
/** A dialog's form: one column, paragraphs without margins. */
export const dialogFormCss = css`display: grid; gap: ${space.md}; p { margin: 0; }`;
/** A dialog's buttons, at the end of the line. */
export const dialogActionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

export interface ReasonFieldProps {
  value: string;
  onChange(value: string): void;
  /** While the request is on its way. */
  readOnly: boolean;
  /** The error in words (null: none shown). */
  error: string | null;
}

/**
 * The required 'Motivo' of an action or a reversal: a labelled text area in the writer's own
 * direction, marked invalid and described by its error when there is one.
 */
export function ReasonField({ value, onChange, readOnly, error }: ReasonFieldProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div>
      <label css={labelCss} htmlFor={id}>{t`Motivo`} *</label>
      <textarea
        id={id}
        css={inputCss}
        rows={3}
        dir="auto"
        aria-required
        aria-invalid={error !== null ? true : undefined}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        readOnly={readOnly}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error !== null && <p id={`${id}-error`} css={fieldErrorCss}>{error}</p>}
    </div>
  );
}
