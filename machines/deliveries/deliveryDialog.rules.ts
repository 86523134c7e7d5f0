/**
 * What the delivery dialogs check before sending (the server checks it again): the amount typed in
 * 'Monto' / 'Monto recibido' (machines/money `parseAmount`, in the active language), the note, and, for
 * 'Nueva entrega', the same "not more than you hold" rule as the server (cashDelivery.rules.ts).
 */
import { readAmount, type AmountError as TypedAmountError, type AmountFormat } from '../money/parseAmount.ts';
import type { Minor } from '../money/minor.ts';
import { CASH_LIMITS } from '../cash/cash.schema.ts';
import { declarableRefusal } from './cashDelivery.rules.ts';
import type { DeliveryResolution } from './cashDelivery.rules.ts';

/** Which dialog: 'Nueva entrega', 'Recibir', 'Cancelar entrega', 'Resolver'. */
export type DeliveryDialogKind = 'declare' | 'receive' | 'cancel' | 'resolve';

export interface DeliveryDialogValues {
  amount: string;
  note: string;
  /** '' until the administrator chooses: writing a shortage off is never a default. */
  resolution: DeliveryResolution | '';
}

/** How the text was refused (machines/money parseAmount), or what the amount may not be. */
export type AmountError = TypedAmountError | 'notPositive' | 'exceedsHeld';
export type NoteError = 'required' | 'tooLong';
export type ResolutionError = 'required';
export interface DeliveryDialogErrors {
  amount?: AmountError;
  resolution?: ResolutionError;
  note?: NoteError;
}

/** The resolution chosen in 'Resolver', or null while none is. */
export const chosenResolution = (values: DeliveryDialogValues): DeliveryResolution | null =>
  values.resolution === '' ? null : values.resolution;

/** The typed amount in minor units, or null when it is not one. */
export function typedDeliveryAmount(text: string, format: AmountFormat): Minor | null {
  const result = readAmount(text, format);
  return result.ok ? result.minor : null;
}

/** The errors of the values for this dialog; empty when it may be sent. */
export function dialogErrors(kind: DeliveryDialogKind, values: DeliveryDialogValues, format: AmountFormat, available: Minor | null): DeliveryDialogErrors {
  const errors: DeliveryDialogErrors = {};
  if (kind === 'declare' || kind === 'receive') {
    const amount = readAmount(values.amount, format);
    if (!amount.ok) errors.amount = amount.error;
    else if (kind === 'declare') {
      const refusal = declarableRefusal(amount.minor, available ?? 0);
      if (refusal !== null) errors.amount = refusal;
    }
  }
  if (kind === 'resolve' && chosenResolution(values) === null) errors.resolution = 'required';
  const note = values.note.trim();
  if (kind === 'resolve' && note === '') errors.note = 'required';
  else if (note.length > (kind === 'resolve' ? CASH_LIMITS.reason : CASH_LIMITS.note)) errors.note = 'tooLong';
  return errors;
}

export const hasErrors = (errors: DeliveryDialogErrors): boolean => errors.amount !== undefined || errors.note !== undefined;
