/**
 * What the delivery dialogs check before sending (the server checks it again): the amount typed in
 * 'Monto' / 'Monto recibido' (exact, machines/money `toMinor`, never a float), the note, and, for
 * 'Nueva entrega', the same "not more than you hold" rule as the server (cashDelivery.rules.ts).
 */
import { toMinor } from '../money/decimal.ts';
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

export type AmountError = 'required' | 'invalid' | 'notPositive' | 'exceedsHeld';
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

/** '1.234,50' or '1234.50' as typed → a plain decimal for `toMinor` (the last separator is the decimal one). */
export function normalizeAmount(text: string): string {
  const trimmed = text.trim().replace(/\s/g, '');
  const lastSeparator = Math.max(trimmed.lastIndexOf(','), trimmed.lastIndexOf('.'));
  if (lastSeparator < 0) return trimmed;
  const whole = trimmed.slice(0, lastSeparator).replace(/[.,]/g, '');
  return `${whole}.${trimmed.slice(lastSeparator + 1)}`;
}

/** The typed amount in minor units, or null when it is not one. */
export function parseAmount(text: string, digits: number): Minor | null {
  const result = toMinor(normalizeAmount(text), digits);
  return result.ok && result.minor >= 0 ? result.minor : null;
}

/** The errors of the values for this dialog; empty when it may be sent. */
export function dialogErrors(kind: DeliveryDialogKind, values: DeliveryDialogValues, digits: number, available: Minor | null): DeliveryDialogErrors {
  const errors: DeliveryDialogErrors = {};
  if (kind === 'declare' || kind === 'receive') {
    const amount = parseAmount(values.amount, digits);
    if (values.amount.trim() === '') errors.amount = 'required';
    else if (amount === null) errors.amount = 'invalid';
    else if (kind === 'declare') {
      const refusal = declarableRefusal(amount, available ?? 0);
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
