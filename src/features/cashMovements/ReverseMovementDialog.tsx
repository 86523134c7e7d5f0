import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { Movement } from '../../../machines/cash/cash.schema.ts';
import { connectMovementReversal } from '../../../machines/cashMovements/index.ts';
import type { Minor } from '../../../machines/money/minor.ts';
import { insufficientCashText } from '../../components/cashRouteTexts.ts';
import { ReasonReversalDialog } from '../../components/screen/ReasonReversalDialog.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { provideMovementReversal } from './cashMovementsLogic.ts';
import { MOVEMENT_TYPE_LABELS } from './movementTexts.ts';

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
  const actor = useScreenActor((app) => provideMovementReversal(app.deps), { input: { target: movement } });
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
  return (
    <ReasonReversalDialog
      view={view}
      title={t`Revertir el movimiento N° ${number}`}
      description={description}
      failureText={(failure) =>
        failure === 'insufficientCash'
          ? insufficientCashText(i18n, null)
          : failure === 'conflict'
          ? t`No se puede revertir: el movimiento ya fue revertido, es una reversión, o su caja no tiene una sesión abierta. Al cerrar, la lista se actualiza.`
          : failure === 'forbidden'
            ? t`Su rol no permite revertir movimientos.`
            : t`No se pudo completar. Compruebe la conexión e intente nuevamente.`
      }
    />
  );
}
