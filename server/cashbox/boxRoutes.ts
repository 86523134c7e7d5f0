/**
 * 'Cajas' of a location (machines/cashbox/cashBoxes.schema.ts is the contract; shown in
 * 'Configuración de ubicación', a location's page):
 * - GET  /ubicaciones/{id}/cajas                                       location.view    ManagedCashBox[] (active first); 404 no such location
 * - POST /ubicaciones/{id}/cajas                      (Idempotency-Key) cashbox.manage  201 box; 422 invalidBoxName; 409 boxNameTaken; 404
 * - PUT  /ubicaciones/{id}/cajas/{boxId}              (Idempotency-Key) cashbox.manage  200 box renamed; 422 invalidBoxName; 409 boxNameTaken | staleVersion; 404
 * - POST /ubicaciones/{id}/cajas/{boxId}/desactivacion (Idempotency-Key) cashbox.manage 200 box (inactive: kept with its history, cannot be opened); 409 boxInUse | staleVersion; 404
 * - POST /ubicaciones/{id}/cajas/{boxId}/activacion   (Idempotency-Key) cashbox.manage  200 box (active again); 409 staleVersion; 404
 *
 * Names: cashBoxes.rules.ts (required, at most 80 characters, no control characters, stored
 * trimmed with single spaces; unique per location ignoring letter case). Refusals answer
 * `{ message, code }` (422 also `errors: { name }`). Each write, its audit entry (entity `cashBox`:
 * create, update, disable, enable) and its idempotency record share one transaction. Opening a
 * session on an inactive box answers 409 `boxInactive` (server/cashbox/sessions.ts).
 */
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { CashBoxInputSchema, CashBoxRenameSchema, CashBoxVersionSchema } from '../../machines/cashbox/cashBoxes.schema.ts';
import { cashBoxNameError } from '../../machines/cashbox/cashBoxes.rules.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { idempotent } from '../http/idempotency.ts';
import { findLocation } from '../locations/repository.ts';
import { boxesOfLocation, createBox, renameBox, setBoxActive, type BoxOutcome } from './boxes.ts';

const MAX_BODY_BYTES = 8 * 1024;
const EXPECTED_NAME = 'Expected JSON {"name": string (1–80 characters)}';
const EXPECTED_RENAME = 'Expected JSON {"name": string (1–80 characters), "version": number}';
const EXPECTED_VERSION = 'Expected JSON {"version": number}';

export const INVALID_BOX_NAME = 'invalidBoxName';

/** 422 before the key is claimed: a refused name stores nothing, and its corrected retry is a new request. */
const validName: MiddlewareHandler<AppEnv & { Variables: { input: { name: string } } }> = async (c, next) => {
  const error = cashBoxNameError(c.var.input.name);
  if (error !== null) return c.json({ message: `Invalid cash box name (${error})`, code: INVALID_BOX_NAME, errors: { name: error } }, 422);
  await next();
};

const answer = (c: Context, outcome: BoxOutcome, status: 200 | 201) => {
  if (outcome.ok) return c.json(outcome.box, status);
  const { refusal } = outcome;
  return refusal.status === 404 ? notFound(c) : c.json({ message: refusal.message, code: refusal.code }, refusal.status);
};

export function cashBoxRoutes({ db }: AppDeps) {
  const path = '/ubicaciones/:id/cajas';
  return new Hono<AppEnv>()
    .get(path, requireSession(db), requirePermission('location.view'), idParam('id'), async (c) => {
      const { id } = c.var.ids;
      if ((await findLocation(db, id)) === null) return notFound(c);
      return c.json(await boxesOfLocation(db, id), 200);
    })
    .post(
      path,
      requireSession(db),
      requirePermission('cashbox.manage'),
      idParam('id'),
      jsonBody(CashBoxInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_NAME }),
      validName,
      idempotent(db),
      async (c) => answer(c, await createBox(c.var.tx, { userId: c.var.session.userId }, c.var.ids.id, c.var.input.name), 201),
    )
    .put(
      `${path}/:boxId`,
      requireSession(db),
      requirePermission('cashbox.manage'),
      idParam('id'),
      idParam('boxId'),
      jsonBody(CashBoxRenameSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_RENAME }),
      validName,
      idempotent(db),
      async (c) => {
        const { input, ids } = c.var;
        return answer(c, await renameBox(c.var.tx, { userId: c.var.session.userId }, ids.id, ids.boxId, input.name, input.version), 200);
      },
    )
    .post(
      `${path}/:boxId/desactivacion`,
      requireSession(db),
      requirePermission('cashbox.manage'),
      idParam('id'),
      idParam('boxId'),
      jsonBody(CashBoxVersionSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_VERSION }),
      idempotent(db),
      async (c) => answer(c, await setBoxActive(c.var.tx, { userId: c.var.session.userId }, c.var.ids.id, c.var.ids.boxId, c.var.input.version, false), 200),
    )
    .post(
      `${path}/:boxId/activacion`,
      requireSession(db),
      requirePermission('cashbox.manage'),
      idParam('id'),
      idParam('boxId'),
      jsonBody(CashBoxVersionSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_VERSION }),
      idempotent(db),
      async (c) => answer(c, await setBoxActive(c.var.tx, { userId: c.var.session.userId }, c.var.ids.id, c.var.ids.boxId, c.var.input.version, true), 200),
    );
}
