import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ReasonReversalView } from '../../../machines/records/reasonReversal.connect.ts';
import { Button } from '../ui.tsx';
import { Modal } from './Modal.tsx';
import { dialogActionsCss, dialogFormCss, ReasonField } from './ReasonField.tsx';

export interface ReasonReversalDialogProps<T, F extends string> {
  /** The dialog's view (machines/records reasonReversal.connect.ts), while it is open (not done or cancelled). */
  view: ReasonReversalView<T, F>;
  /** 'Revertir el pago N° 41'. */
  title: ReactNode;
  /** What reversing will do, said before the 'Motivo' (it describes the alert dialog). */
  description: ReactNode;
  /** The refusal or failure in the use's own words. */
  failureText(failure: F): string;
  /** The confirm button's label when it is not 'Revertir' (a refund: 'Devolver'). */
  confirmLabel?: string;
  /** The missing reason's error when it is not a reversal's ('Escriba el motivo de la devolución.'). */
  reasonRequiredText?: string;
  /** Said between the question and the 'Motivo': where a routed reversal's cash goes, its choice. */
  children?: ReactNode;
}

/**
 * The one 'Revertir' dialog of a posted record (a cash movement, a payment of any kind): the
 * question and what it will do, the required 'Motivo', 'Revertir' → 'Enviando…'; a refusal keeps
 * only 'Cerrar'; a failure keeps the reason for 'Reintentar' (the same key). Its texts about the
 * record come from the page; the page closes it once the view says done or cancelled.
 */
export function ReasonReversalDialog<T, F extends string>({
  view,
  title,
  description,
  failureText,
  confirmLabel,
  reasonRequiredText,
  children,
}: ReasonReversalDialogProps<T, F>) {
  const { t } = useLingui();
  const { face, reasonError } = view;
  const max = view.maxReason;
  const cancel = () => {
    if (!view.busy) view.cancel();
  };

  return (
    <Modal open role="alertdialog" title={title} description={description} onClose={cancel} busy={view.busy} width={520}>
      <form
        css={dialogFormCss}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (face === 'failed') view.retry();
          else view.confirm();
        }}
      >
        {face !== 'refused' && children}
        {face !== 'refused' && (
          <ReasonField
            value={view.reason}
            onChange={view.changeReason}
            readOnly={view.busy}
            error={reasonError === null ? null : reasonError === 'required' ? (reasonRequiredText ?? t`Escriba el motivo de la reversión.`) : t`El motivo no puede superar los ${max} caracteres.`}
          />
        )}
        {view.failure !== null && <p role="alert">{failureText(view.failure)}</p>}
        <div css={dialogActionsCss}>
          <Button variant="secondary" onClick={view.cancel} disabled={view.busy}>{face === 'refused' ? t`Cerrar` : t`Cancelar`}</Button>
          {face !== 'refused' && (
            <Button type="submit" disabled={view.busy} aria-busy={view.busy}>
              {view.busy ? t`Enviando…` : face === 'failed' ? t`Reintentar` : (confirmLabel ?? t`Revertir`)}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
