import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import type { ReasonReversalView } from '../../../machines/records/reasonReversal.connect.ts';
import { color, font, space } from '../../styles/tokens.ts';
import { Button, inputCss, labelCss } from '../ui.tsx';
import { Modal } from './Modal.tsx';

const bodyCss = css`display: grid; gap: ${space.md}; p { margin: 0; }`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

export interface ReasonReversalDialogProps<T, F extends string> {
  /** The dialog's view (machines/records reasonReversal.connect.ts), while it is open (not done or cancelled). */
  view: ReasonReversalView<T, F>;
  /** 'Revertir el pago N° 41'. */
  title: ReactNode;
  /** What reversing will do, said before the 'Motivo' (it describes the alert dialog). */
  description: ReactNode;
  /** The refusal or failure in the use's own words. */
  failureText(failure: F): string;
}

/**
 * The one 'Revertir' dialog of a posted record (a cash movement, a payment of any kind): the
 * question and what it will do, the required 'Motivo', 'Revertir' → 'Enviando…'; a refusal keeps
 * only 'Cerrar'; a failure keeps the reason for 'Reintentar' (the same key). Its texts about the
 * record come from the page; the page closes it once the view says done or cancelled.
 */
export function ReasonReversalDialog<T, F extends string>({ view, title, description, failureText }: ReasonReversalDialogProps<T, F>) {
  const { t } = useLingui();
  const reasonId = useId();
  const { face, reasonError } = view;
  const max = view.maxReason;
  const cancel = () => {
    if (!view.busy) view.cancel();
  };

  return (
    <Modal open role="alertdialog" title={title} description={description} onClose={cancel} busy={view.busy} width={520}>
      <form
        css={bodyCss}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (face === 'failed') view.retry();
          else view.confirm();
        }}
      >
        {face !== 'refused' && (
          <div>
            <label css={labelCss} htmlFor={reasonId}>{t`Motivo`} *</label>
            <textarea
              id={reasonId}
              css={inputCss}
              rows={3}
              dir="auto"
              aria-required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
              readOnly={view.busy}
              value={view.reason}
              onChange={(event) => view.changeReason(event.target.value)}
            />
            {reasonError && (
              <p id={`${reasonId}-error`} css={errorCss}>
                {reasonError === 'required' ? t`Escriba el motivo de la reversión.` : t`El motivo no puede superar los ${max} caracteres.`}
              </p>
            )}
          </div>
        )}
        {view.failure !== null && <p role="alert">{failureText(view.failure)}</p>}
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.cancel} disabled={view.busy}>{face === 'refused' ? t`Cerrar` : t`Cancelar`}</Button>
          {face !== 'refused' && (
            <Button type="submit" disabled={view.busy} aria-busy={view.busy}>
              {view.busy ? t`Enviando…` : face === 'failed' ? t`Reintentar` : t`Revertir`}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
