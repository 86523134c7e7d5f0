import type { NumberConventions } from '../money/numberConventions.ts';
import type { Location, LocationInput, LocationUpdate } from './locations.schema.ts';
import type { LocationField } from './location.rules.ts';
import type { LocationFormValues } from './locationForm.rules.ts';

/**
 * Why a load or a save failed without a 409: 403 (this role may not), 404 (no such location),
 * 422 (the server refused the values: its rules changed under an open form), anything else.
 */
export type LocationFormFailure = 'forbidden' | 'notFound' | 'refused' | 'unavailable';

/** What the save effect sends: a POST with its idempotency key, or a PUT with the version. */
export type SaveLocationRequest =
  | { kind: 'create'; input: LocationInput; idempotencyKey: string }
  | { kind: 'update'; id: number; update: LocationUpdate };

export interface LocationFormInput {
  /** The location to load and edit; null: a new location. */
  id: number | null;
  /** How the active language writes amounts: how 'Tolerancia de caja' is read and shown (machines/money parseAmount). */
  conventions: NumberConventions;
}

export interface LocationFormContext {
  id: number | null;
  conventions: NumberConventions;
  /** The stored record the edit starts from (its version, its minor digits); null while creating or loading. */
  original: Location | null;
  values: LocationFormValues;
  /** The values the form started from (or last took from the server): "unsaved" compares with them. */
  initial: LocationFormValues;
  /** The errors show from the first submit on. */
  showErrors: boolean;
  /** One per user intent: made when a new location is submitted, reused by every retry of it. */
  idempotencyKey: string | null;
  failure: LocationFormFailure | null;
  /** After a 409 and 'Recargar': the record as stored now. */
  stored: Location | null;
  /** The server's answer once saved. */
  saved: Location | null;
}

export type LocationFormEvent =
  | { type: 'field.changed'; field: LocationField; value: string }
  | { type: 'form.submitted' }
  | { type: 'load.retried' }
  | { type: 'save.retried' }
  | { type: 'conflict.reload' }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeStored' }
  | { type: 'leave.requested' }
  | { type: 'leave.confirmed' }
  | { type: 'leave.cancelled' };
