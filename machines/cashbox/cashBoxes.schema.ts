/**
 * The API contract of a location's cash boxes (server/cashbox/boxRoutes.ts): list, create, rename,
 * deactivate and reactivate. A deactivated box keeps its sessions and movements (its history) but
 * cannot be opened; a box holding an unclosed session cannot be deactivated. The name's rules are
 * cashBoxes.rules.ts, shared by the server and the form.
 */
import * as v from 'valibot';
import { RecordIdSchema } from '../input/index.ts';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Longest name a box may have (the column's CHECK, migration 010). */
export const CASH_BOX_NAME_MAX = 80;

/** One box as 'Cajas' lists it. */
export const ManagedCashBoxSchema = v.object({
  id,
  location_id: id,
  name: v.string(),
  active: v.boolean(),
  /** An open or closing session holds it: it cannot be deactivated until that session is closed. */
  in_use: v.boolean(),
  /** How many sessions it ever had (0: a new box). */
  session_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  version: id,
});
export type ManagedCashBox = v.InferOutput<typeof ManagedCashBoxSchema>;

export const ManagedCashBoxListSchema = v.array(ManagedCashBoxSchema);

/**
 * POST /ubicaciones/{id}/cajas. The name arrives as typed (bounded only so a huge body is refused
 * early); cashBoxNameError decides, so the answer says why with a code.
 */
export const CashBoxInputSchema = v.object({ name: v.pipe(v.string(), v.maxLength(1000)) });
export type CashBoxInput = v.InferOutput<typeof CashBoxInputSchema>;

/** PUT /ubicaciones/{id}/cajas/{boxId}: a new name, from the version the user saw. */
export const CashBoxRenameSchema = v.object({ ...CashBoxInputSchema.entries, version: RecordIdSchema });
export type CashBoxRename = v.InferOutput<typeof CashBoxRenameSchema>;

/** POST …/cajas/{boxId}/desactivacion and …/activacion. */
export const CashBoxVersionSchema = v.object({ version: RecordIdSchema });
export type CashBoxVersion = v.InferOutput<typeof CashBoxVersionSchema>;

/** The `code` of a refusal: 422 `invalidBoxName` (with `errors.name`), 409 for the others. */
export const CASH_BOX_REFUSALS = ['invalidBoxName', 'boxNameTaken', 'boxInUse', 'staleVersion'] as const;
export type CashBoxRefusal = (typeof CASH_BOX_REFUSALS)[number];
