import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { ReasonError, RecordDetailView } from '../../../machines/records/index.ts';
import { color, font, space } from '../../styles/tokens.ts';
import { Button, inputCss, labelCss } from '../ui.tsx';
import { Modal } from './Modal.tsx';
import { DateEcho, describedWithEcho } from '../DateEcho.tsx';

const bodyCss = css`display: grid; gap: ${space.md}; p { margin: 0; }`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

export interface RecordActionDialogProps<R, A extends string> {
  view: RecordDetailView<R, A>;
  title: string;
  question: string;
  confirmLabel: string;
  /** The action takes a 'Motivo' (required or not is the area's rule). */
  reason?: boolean;
  /** The action takes a date: its label and bounds (ISO dates). */
  date?: { label: string; min?: string; max?: string };
  /** The action takes a choice: its label and options (the first is what '' means: the default). */
  choice?: { label: string; options: readonly { value: string; label: string }[] };
  failureText(failure: string): string;
  reasonErrorText(error: ReasonError): string;
  dateErrorText?(code: string): string;
  /** Said when 'Recargar' after a 409 found no answer. */
  reloadFailedText: string;
  /** Whatever the action shows before it is confirmed (a settlement's figures…). */
  children?: ReactNode;
}

/**
 * One action's dialog on a record's page ('Aprobar', 'Firmar', 'Rescindir', 'Castigar'…): the
 * question, a 'Motivo' and/or a date where the action takes them, and what went wrong in the
 * area's own words. A 409 `stale` offers 'Recargar' and keeps what was typed.
 */
export function RecordActionDialog<R, A extends string>(props: RecordActionDialogProps<R, A>) {
  const { view, title, question, confirmLabel, reason, date, choice, failureText, reasonErrorText, dateErrorText, reloadFailedText, children } = props;
  const { t } = useLingui();
  const reasonId = useId();
  const dateId = useId();
  const choiceId = useId();
  const dialog = view.dialog;
  if (dialog === null) return null;
  const busy = dialog.sending || dialog.reloadingStale;
  const { reason: reasonError, date: dateError } = dialog.errors;
  return (
    <Modal open title={title} description={question} onClose={() => !dialog.sending && view.close()} busy={busy} width={480}>
      <form
        css={bodyCss}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (dialog.canRetry) view.retryAction();
          else view.confirm();
        }}
      >
        {children}
        {choice !== undefined && (
          <div>
            <label css={labelCss} htmlFor={choiceId}>{choice.label}</label>
            <select id={choiceId} css={inputCss} disabled={busy} value={dialog.choice} onChange={(event) => view.changeChoice(event.target.value)}>
              {choice.options.map((option) => (
                <option key={option.value} value={option.value}>{option.label}</option>
              ))}
            </select>
          </div>
        )}
        {date !== undefined && (
          <div>
            <label css={labelCss} htmlFor={dateId}>{date.label} *</label>
            <input
              id={dateId}
              type="date"
              css={inputCss}
              min={date.min}
              max={date.max}
              readOnly={busy}
              value={dialog.date}
              aria-invalid={dateError !== undefined ? true : undefined}
              aria-describedby={describedWithEcho(dateError !== undefined ? `${dateId}-error` : undefined, `${dateId}-day`)}
              onChange={(event) => view.changeDate(event.target.value)}
            />
            {dateError !== undefined && <p id={`${dateId}-error`} css={errorCss}>{dateErrorText?.(dateError) ?? dateError}</p>}
            <DateEcho id={`${dateId}-day`} value={dialog.date} />
          </div>
        )}
        {reason === true && (
          <div>
            <label css={labelCss} htmlFor={reasonId}>{t`Motivo`} *</label>
            <textarea
              id={reasonId}
              css={inputCss}
              rows={3}
              dir="auto"
              readOnly={busy}
              value={dialog.reason}
              aria-invalid={reasonError !== undefined ? true : undefined}
              aria-describedby={reasonError !== undefined ? `${reasonId}-error` : undefined}
              onChange={(event) => view.changeReason(event.target.value)}
            />
            {reasonError !== undefined && <p id={`${reasonId}-error`} css={errorCss}>{reasonErrorText(reasonError)}</p>}
          </div>
        )}
        {dialog.failure !== null && <p role="alert" css={css`color: ${color.danger};`}>{failureText(dialog.failure)}</p>}
        {view.reloadFailed && dialog.stale && <p role="alert">{reloadFailedText}</p>}
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.close} disabled={dialog.sending}>{t`Cancelar`}</Button>
          {dialog.stale ? (
            <Button onClick={view.reloadStale} disabled={dialog.reloadingStale} aria-busy={dialog.reloadingStale}>
              {dialog.reloadingStale ? t`Recargando…` : t`Recargar`}
            </Button>
          ) : dialog.canRetry ? (
            <Button type="submit">{t`Reintentar`}</Button>
          ) : (
            <Button type="submit" disabled={dialog.sending} aria-busy={dialog.sending}>{dialog.sending ? t`Enviando…` : confirmLabel}</Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
