import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import type { Movement } from '../../../machines/cash/cash.schema.ts';
import { CASH_LIMITS } from '../../../machines/cash/cash.schema.ts';
import { connectMovementReversal } from '../../../machines/cashMovements/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { Modal } from '../../components/screen/Modal.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { Button, inputCss, labelCss } from '../../components/ui.tsx';
import { color, font, space } from '../../styles/tokens.ts';
import { provideMovementReversal } from './cashMovementsLogic.ts';
import { MOVEMENT_TYPE_LABELS } from './movementTexts.ts';

const bodyCss = css`display: grid; gap: ${space.md}; p { margin: 0; }`;
const errorCss = css`margin: ${space.xs} 0 0; color: ${color.danger}; font-size: ${font.size.sm};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

export interface ReverseMovementDialogProps {
  movement: Movement;
  money(minor: Minor): string;
  /** The dialog is over: the reversal posted (done), or null (cancelled or refused). */
  onClose(reversal: Movement | null, refused: boolean): void;
}

/**
 * 'Revertir' of one movement: what will be posted and where (the opposite direction, the same
 * amount, into the open session of the movement's box), the 'Motivo', the call, a refusal (409:
 * already reversed, or the box is not open) or a failure with 'Reintentar' that keeps the reason.
 */
export function ReverseMovementDialog({ movement, money, onClose }: ReverseMovementDialogProps) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const actor = useScreenActor((app) => provideMovementReversal(app.deps), { input: { movement } });
  const view = useView(actor, connectMovementReversal);

  const { face, result } = view;
  useEffect(() => {
    if (face === 'done') onClose(result, false);
    if (face === 'cancelled') onClose(null, actor.getSnapshot().context.failure === 'conflict');
  }, [face, result, onClose, actor]);
  if (face === 'done' || face === 'cancelled') return null;

  const number = movement.id;
  const amount = money(view.preview.amount);
  const box = view.preview.boxName;
  const type = i18n._(MOVEMENT_TYPE_LABELS.reversal);
  const description =
    view.preview.direction === 'out'
      ? t`Se registrará una salida de ${amount} (${type}) en la sesión abierta de la caja ${box}. El movimiento N° ${number} no se borra: quedan los dos, vinculados.`
      : t`Se registrará una entrada de ${amount} (${type}) en la sesión abierta de la caja ${box}. El movimiento N° ${number} no se borra: quedan los dos, vinculados.`;
  const reasonError = view.reasonError;
  const max = CASH_LIMITS.reason;
  const cancel = () => {
    if (!view.busy) view.cancel();
  };

  return (
    <Modal open role="alertdialog" title={t`Revertir el movimiento N° ${number}`} description={description} onClose={cancel} busy={view.busy} width={520}>
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
        {face === 'refused' && (
          <p role="alert">{t`No se puede revertir: el movimiento ya fue revertido, es una reversión, o su caja no tiene una sesión abierta. Al cerrar, la lista se actualiza.`}</p>
        )}
        {face === 'failed' && (
          <p role="alert">
            {view.failure === 'forbidden' ? t`Su rol no permite revertir movimientos.` : t`No se pudo completar. Compruebe la conexión e intente nuevamente.`}
          </p>
        )}
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
