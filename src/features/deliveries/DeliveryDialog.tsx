import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { DELIVERY_RESOLUTIONS, type DeliveryDialogView } from '../../../machines/deliveries/index.ts';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { AmountEcho } from '../../components/AmountEcho.tsx';
import { amountFormatMessage, isAmountFormatError } from '../../components/amountTexts.ts';
import { Modal } from '../../components/screen/Modal.tsx';
import { Button, inputCss, labelCss, mutedCss } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { color, font, space } from '../../styles/tokens.ts';
import { AMOUNT_ERRORS, FAILURES, NOTE_ERRORS, REFUSAL_TEXTS, RESOLUTION_LABELS } from './deliveryTexts.ts';

const formCss = css`display: grid; gap: ${space.md};`;
const fieldCss = css`display: grid; gap: ${space.xs};`;
const errorCss = css`margin: 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const buttonsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

/** 'Nueva entrega', 'Recibir', 'Cancelar entrega' or 'Resolver', as the page's deliveryDialog actor says. */
export function DeliveryDialog({ view }: { view: DeliveryDialogView }) {
  const { t, i18n } = useLingui();
  const { money } = useActiveLocation();
  const id = useId();
  const { kind } = view;
  const delivery = view.delivery;

  const title = {
    declare: t`Nueva entrega`,
    receive: t`Recibir entrega N° ${delivery?.id ?? 0}`,
    cancel: t`Cancelar entrega N° ${delivery?.id ?? 0}`,
    resolve: t`Resolver entrega N° ${delivery?.id ?? 0}`,
  }[kind];
  const submitLabel = { declare: t`Declarar entrega`, receive: t`Confirmar recepción`, cancel: t`Cancelar entrega`, resolve: t`Resolver` }[kind];
  const amountCode = view.errors.amount;
  const amountError =
    amountCode === undefined ? null : i18n._(isAmountFormatError(amountCode) ? amountFormatMessage(amountCode, view.amountFormat.conventions, view.amountFormat.digits) : AMOUNT_ERRORS[amountCode]);
  const noteError = view.errors.note ? i18n._(NOTE_ERRORS[view.errors.note]) : null;
  const resolutionError = view.errors.resolution ? t`Elija cómo se resuelve la diferencia.` : null;
  const difference = view.difference;

  return (
    <Modal open={view.face !== 'closed'} title={title} onClose={view.close} closeButton busy={view.saving || view.face === 'loading'} width={520}>
      <LoadState
        state={view.face === 'loading' ? 'loading' : view.face === 'loadFailed' ? 'failed' : 'ready'}
        retry={view.retryHeld}
        retrying={false}
        loading={t`Consultando el efectivo que tiene…`}
        failed={t`No se pudo consultar el efectivo que tiene`}
      >
        <form
          css={formCss}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            view.submit();
          }}
        >
          {delivery && (
            <p css={mutedCss}>
              {t`Declarado: ${money(delivery.declared_amount)} por ${delivery.sender_name}`}
              {delivery.received_amount !== null ? ` · ${t`Recibido: ${money(delivery.received_amount)}`}` : ''}
            </p>
          )}
          {view.available !== null && <p role="status">{t`Efectivo que puede entregar: ${money(view.available)}`}</p>}
          {(kind === 'declare' || kind === 'receive') && (
            <div css={fieldCss}>
              <label css={labelCss} htmlFor={`${id}-amount`}>{kind === 'declare' ? t`Monto` : t`Monto recibido`}</label>
              <input
                id={`${id}-amount`}
                css={inputCss}
                inputMode="decimal"
                autoComplete="off"
                value={view.values.amount}
                aria-invalid={amountError !== null}
                aria-describedby={amountError !== null ? `${id}-amount-error ${id}-amount-echo` : `${id}-amount-echo`}
                onChange={(event) => view.change('amount', event.target.value)}
              />
              {amountError !== null && <p id={`${id}-amount-error`} css={errorCss}>{amountError}</p>}
              <AmountEcho id={`${id}-amount-echo`} minor={view.understood} money={money} />
            </div>
          )}
          {kind === 'receive' && difference !== null && (
            <p role="status">{difference === 0 ? t`Coincide con lo declarado.` : t`Diferencia: ${money(difference)}. La entrega quedará con diferencia hasta que un administrador la resuelva.`}</p>
          )}
          {kind === 'resolve' && (
            <div css={fieldCss}>
              <label css={labelCss} htmlFor={`${id}-resolution`}>{t`Resolución`}</label>
              <select
                id={`${id}-resolution`}
                css={inputCss}
                value={view.values.resolution}
                aria-invalid={resolutionError !== null}
                aria-describedby={resolutionError !== null ? `${id}-resolution-error` : undefined}
                onChange={(event) => view.change('resolution', event.target.value)}
              >
                <option value="" disabled>{t`Elija una resolución`}</option>
                {DELIVERY_RESOLUTIONS.map((resolution) => (
                  <option key={resolution} value={resolution}>{i18n._(RESOLUTION_LABELS[resolution])}</option>
                ))}
              </select>
              {resolutionError !== null && <p id={`${id}-resolution-error`} css={errorCss}>{resolutionError}</p>}
            </div>
          )}
          {kind !== 'cancel' && (
            <div css={fieldCss}>
              <label css={labelCss} htmlFor={`${id}-note`}>{t`Nota`}</label>
              <textarea
                id={`${id}-note`}
                css={inputCss}
                rows={2}
                value={view.values.note}
                aria-invalid={noteError !== null}
                aria-describedby={noteError !== null ? `${id}-note-error` : undefined}
                onChange={(event) => view.change('note', event.target.value)}
              />
              {noteError !== null && <p id={`${id}-note-error`} css={errorCss}>{noteError}</p>}
            </div>
          )}
          {kind === 'cancel' && <p>{t`La entrega se anulará y el efectivo seguirá en su caja.`}</p>}
          {view.failure !== null && <p role="alert" css={errorCss}>{i18n._(view.refusal !== null ? REFUSAL_TEXTS[view.refusal] : FAILURES[view.failure])}</p>}
          <div css={buttonsCss}>
            <Button variant="secondary" onClick={view.close} disabled={view.saving}>{t`Cerrar`}</Button>
            {view.failure === 'unavailable' ? (
              <Button onClick={view.retry}>{t`Reintentar`}</Button>
            ) : (
              <Button type="submit" disabled={view.saving} aria-busy={view.saving || undefined}>{view.saving ? t`Guardando…` : submitLabel}</Button>
            )}
          </div>
        </form>
      </LoadState>
    </Modal>
  );
}
