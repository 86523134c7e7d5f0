/**
 * The pieces every 'Nuevo …' record form's page ends with (a loan, a rental contract, a debt or a
 * fee): the save's failure or refusal with 'Reintentar', the form's 'Cancelar' and submit, and the
 * "discard changes?" question while the router holds a navigation. No rule here: the view model
 * says what is shown and offered; the page gives its words.
 */
import { css } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { font, space } from '../../styles/tokens.ts';
import { Button } from '../ui.tsx';
import { Modal } from './Modal.tsx';

const actionsCss = css`grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;
const noticeCss = css`grid-column: 1 / -1; display: grid; gap: ${space.sm}; h3 { margin: 0; font-size: ${font.size.md}; } p { margin: 0; }`;

interface FormFooterProps {
  /** The failure's or refusal's title and text, null while nothing went wrong. */
  failure: { title: MessageDescriptor; text: MessageDescriptor } | null;
  /** The form's view model (connectRecordForm): whether it may retry, submit, and is saving. */
  form: { canRetry: boolean; retry(): void; canSubmit: boolean; saving: boolean };
  onCancel(): void;
  /** The submit's words, idle and while saving ('Guardar' / 'Guardando…'). */
  submit: string;
  submitting: string;
}

/** The save's failure (with 'Reintentar' when offered), then 'Cancelar' and the submit. */
export function RecordFormFooter({ failure, form, onCancel, submit, submitting }: FormFooterProps) {
  const { canRetry, canSubmit, saving } = form;
  const { i18n, t } = useLingui();
  return (
    <>
      {failure !== null && (
        <div css={noticeCss} role="alert">
          <h3>{i18n._(failure.title)}</h3>
          <p>{i18n._(failure.text)}</p>
          {canRetry && <div><Button onClick={form.retry}>{t`Reintentar`}</Button></div>}
        </div>
      )}
      <div css={actionsCss}>
        <Button variant="secondary" onClick={onCancel}>{t`Cancelar`}</Button>
        <Button type="submit" disabled={!canSubmit} aria-busy={saving}>{saving ? submitting : submit}</Button>
      </div>
    </>
  );
}

interface DiscardProps {
  open: boolean;
  /** What is lost by leaving, in the record's words. */
  description: string;
  onStay(): void;
  onDiscard(): void;
}

/** '¿Descartar los cambios?' with 'Seguir editando' and 'Descartar cambios'. */
export function DiscardChangesDialog({ open, description, onStay, onDiscard }: DiscardProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} role="alertdialog" width={460} title={t`¿Descartar los cambios?`} description={description} onClose={onStay}>
      <div css={actionsCss}>
        <Button variant="secondary" onClick={onStay}>{t`Seguir editando`}</Button>
        <Button onClick={onDiscard}>{t`Descartar cambios`}</Button>
      </div>
    </Modal>
  );
}
