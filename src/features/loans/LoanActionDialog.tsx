import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LOAN_ACTION_SPECS, type LoanDetailView } from '../../../machines/loans/loanScreens.ts';
import { Modal } from '../../components/screen/Modal.tsx';
import { Button, inputCss, labelCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { ACTION_FAILURES, ACTION_TEXTS, REASON_ERRORS } from './loanTexts.ts';

const bodyCss = css`display: grid; gap: ${space.md}; p { margin: 0; }`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

/**
 * One action's dialog ('Aprobar', 'Rechazar', 'Desembolsar'…): the question, a 'Motivo' where the
 * contract requires one, and what went wrong in its own words. A 409 `stale` offers 'Recargar'
 * and keeps the reason typed.
 */
export function LoanActionDialog({ view }: { view: LoanDetailView }) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const dialog = view.dialog;
  if (dialog === null) return null;
  const texts = ACTION_TEXTS[dialog.action];
  const needsReason = LOAN_ACTION_SPECS[dialog.action].needsReason;
  const busy = dialog.sending || dialog.reloadingStale;
  return (
    <Modal open title={i18n._(texts.button)} description={i18n._(texts.question)} onClose={() => !dialog.sending && view.close()} busy={busy} width={480}>
      <form
        css={bodyCss}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (dialog.canRetry) view.retryAction();
          else view.confirm();
        }}
      >
        {needsReason && (
          <div>
            <label css={labelCss} htmlFor={reasonId}>{t`Motivo`} *</label>
            <textarea
              id={reasonId}
              css={inputCss}
              rows={3}
              dir="auto"
              readOnly={busy}
              value={dialog.reason}
              aria-invalid={dialog.reasonError !== null ? true : undefined}
              aria-describedby={dialog.reasonError !== null ? `${reasonId}-error` : undefined}
              onChange={(event) => view.changeReason(event.target.value)}
            />
            {dialog.reasonError !== null && <p id={`${reasonId}-error`} css={errorCss}>{i18n._(REASON_ERRORS[dialog.reasonError])}</p>}
          </div>
        )}
        {dialog.failure !== null && (
          <p role="alert" css={css`color: ${color.danger};`}>{i18n._(ACTION_FAILURES[dialog.failure])}</p>
        )}
        {view.reloadFailed && dialog.stale && <p role="alert">{t`No se pudo recargar el préstamo. Intente nuevamente.`}</p>}
        <div css={actionsCss}>
          <Button variant="secondary" onClick={view.close} disabled={dialog.sending}>{t`Cancelar`}</Button>
          {dialog.stale ? (
            <Button onClick={view.reloadStale} disabled={dialog.reloadingStale} aria-busy={dialog.reloadingStale}>
              {dialog.reloadingStale ? t`Recargando…` : t`Recargar`}
            </Button>
          ) : dialog.canRetry ? (
            <Button type="submit">{t`Reintentar`}</Button>
          ) : (
            <Button type="submit" disabled={dialog.sending} aria-busy={dialog.sending}>{dialog.sending ? t`Enviando…` : i18n._(texts.confirm)}</Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
