/**
 * 'Configuración de ubicación' (machines/locations/locations.schema.ts is the contract):
 * - GET  /ubicaciones?q&sort&page&pageSize&country   location.view   one page (list contract)
 * - GET  /ubicaciones/{id}                   location.view   one location; 404
 * - POST /ubicaciones  (Idempotency-Key)     location.edit   201 Location; 422 invalid values; 403 fourEyesNotAllowed
 *   (the optional settings absent from a body: their defaults on POST, unchanged on PUT)
 * - PUT  /ubicaciones/{id}                   location.edit   Location; 409 stale; 422 invalid values (the late charge checked with
 *                                                            its absent fields kept) or minor digits changed; 404;
 *                                                            403 fourEyesNotAllowed (four_eyes changed without location.fourEyes)
 * - GET  /ubicacion/actual                   signed in       CurrentLocation (money format, business date, and what is set up:
 *   the location's active boxes and the enabled staff accounts, for 'Primeros pasos')
 * - GET  /ubicaciones/{id}/historial         location.view + audit.view   AuditEntry[] newest first; 404 (server/audit/history.ts)
 *
 * The values' rules are machines/locations/location.rules.ts, shared with the form. Every write
 * and its audit entry share one transaction.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  LOCATION_COUNTRY_FILTER,
  LOCATION_SORT_COLUMNS,
  LocationInputSchema,
  LocationUpdateSchema,
  FOUR_EYES_NOT_ALLOWED,
  type CurrentLocation,
  type Location,
} from '../../machines/locations/locations.schema.ts';
import { locationErrors, type LocationFieldErrors } from '../../machines/locations/location.rules.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError, notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { idParam } from '../http/ids.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { readListQuery } from '../http/listPage.ts';
import { idempotent } from '../http/idempotency.ts';
import { appendAudit } from '../audit/log.ts';
import { recordHistoryRoutes } from '../audit/history.ts';
import { activeLocation, findLocation, setupCounts, insertLocation, listLocations, updateLocation, type UpdateOutcome } from './repository.ts';
import { businessToday } from '../clock.ts';

export const LOCATION_ENTITY = 'location';

/** Every text at its limit as 6-byte `\uXXXX` escapes (~5.2 KB) plus the keys: 8 KB is ample. */
const MAX_BODY_BYTES = 8 * 1024;
const EXPECTED =
  'Expected JSON {"name": string, "address": string, "city": string, "country": string, "currency": string, "minor_digits": integer, "time_zone": string, "grace_days": integer, "cash_tolerance": integer (minor units), "receipt_footer": string, "four_eyes"?: boolean, "late_charge_kind"?: "fixed" | "percent", "late_charge_value"?: integer (minor units, or basis points when percent), "late_charge_every_days"?: integer (0 = once), "late_charge_cap"?: integer (minor units) | null, "payoff_interest"?: "days" | "wholeInstallment", "backdate_days"?: integer (0-31), "payment_methods"?: ("cash" | "transfer" | "wallet" | "card")[] (cash always)}';
const EXPECTED_UPDATE = `${EXPECTED.slice(0, -1)}, "version": number}`;

export const INVALID_LOCATION = 'invalidLocation';
export const MINOR_DIGITS_LOCKED = 'minorDigitsLocked';

export const staleVersion = (current: Location) =>
  `Location ${current.id} was changed by someone else (now version ${current.version}): reload it and apply your changes again`;

/** 422 with a code the app can tell apart and each refused field's reason (location.rules.ts). */
function invalid(c: Context, errors: LocationFieldErrors) {
  const fields = Object.entries(errors).map(([field, reason]) => `${field}: ${reason}`);
  return c.json({ message: `Invalid location values (${fields.join(', ')})`, code: INVALID_LOCATION, errors }, 422);
}

function digitsLocked(c: Context, current: Location) {
  return c.json(
    {
      message: `The minor digits of location ${current.id} cannot change once it exists (they are ${current.minor_digits}): every stored amount would change value`,
      code: MINOR_DIGITS_LOCKED,
      errors: { minor_digits: 'locked' },
    },
    422,
  );
}

/** 403: four eyes is the administrator's to change (`location.fourEyes`; docs/decisions.md, 'Four eyes'). */
const fourEyesNotAllowed = (c: Context) =>
  c.json({ message: 'Only a role with location.fourEyes may turn four eyes on or off', code: FOUR_EYES_NOT_ALLOWED }, 403);

/** A refused edit: thrown inside the transaction to roll it back, answered outside. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<UpdateOutcome, { kind: 'updated' }>) {
    super(outcome.kind);
  }
}

function refusal(c: Context, outcome: Exclude<UpdateOutcome, { kind: 'updated' }>) {
  switch (outcome.kind) {
    case 'notFound':
      return notFound(c);
    case 'stale':
      return jsonError(c, 409, staleVersion(outcome.current), { code: 'stale' });
    case 'digitsLocked':
      return digitsLocked(c, outcome.current);
    case 'fourEyesNotAllowed':
      return fourEyesNotAllowed(c);
    case 'invalid':
      return invalid(c, outcome.errors);
  }
}

const hasErrors = (errors: LocationFieldErrors) => Object.keys(errors).length > 0;

export function locationRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  return new Hono<AppEnv>()
    .route('/', recordHistoryRoutes(deps, { area: 'ubicaciones', entity: LOCATION_ENTITY, view: 'location.view', exists: async (q, id) => (await findLocation(q, id)) !== null }))
    .get('/ubicacion/actual', requireSession(db), async (c) => {
      const location = await activeLocation(db);
      const body: CurrentLocation = {
        location,
        business_date: await businessToday(clock, async () => location?.time_zone ?? null),
        setup: await setupCounts(db, location?.id ?? null),
      };
      return c.json(body, 200);
    })
    .get('/ubicaciones', requireSession(db), requirePermission('location.view'), async (c) => {
      const query = readListQuery(c, { sort: LOCATION_SORT_COLUMNS, filters: [LOCATION_COUNTRY_FILTER] });
      return c.json(await listLocations(db, query), 200);
    })
    .get('/ubicaciones/:id', requireSession(db), requirePermission('location.view'), idParam('id'), async (c) => {
      const location = await findLocation(db, c.var.ids.id);
      return location === null ? notFound(c) : c.json(location, 200);
    })
    .post(
      '/ubicaciones',
      requireSession(db),
      requirePermission('location.edit'),
      jsonBody(LocationInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED }),
      // Checked before the key is claimed: a refused body stores nothing, and its retry with the
      // same key and corrected values is a new request.
      async (c, next) => {
        const errors = locationErrors(c.var.input);
        if (hasErrors(errors)) return invalid(c, errors);
        if (c.var.input.four_eyes === false && !(await c.var.permissions.has('location.fourEyes'))) return fourEyesNotAllowed(c);
        await next();
      },
      idempotent(db),
      async (c) => {
        const { tx, input, session } = c.var;
        const location = await insertLocation(tx, input);
        await appendAudit(tx, { userId: session.userId, entity: LOCATION_ENTITY, entityId: location.id, action: 'create', before: null, after: location });
        return c.json(location, 201);
      },
    )
    .put(
      '/ubicaciones/:id',
      requireSession(db),
      requirePermission('location.edit'),
      idParam('id'),
      jsonBody(LocationUpdateSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED_UPDATE }),
      async (c) => {
        const { version, ...input } = c.var.input;
        const { userId } = c.var.session;
        const { id } = c.var.ids;
        // Whether the digits changed is decided on the locked row, in the transaction (updateLocation).
        const errors = locationErrors(input);
        if (hasErrors(errors)) return invalid(c, errors);
        try {
          const saved = await db.transaction(async (tx) => {
            const outcome = await updateLocation(tx, id, input, version, await c.var.permissions.has('location.fourEyes'));
            if (outcome.kind !== 'updated') throw new Refused(outcome);
            await appendAudit(tx, { userId, entity: LOCATION_ENTITY, entityId: id, action: 'update', before: outcome.before, after: outcome.after });
            return outcome.after;
          });
          return c.json(saved, 200);
        } catch (error) {
          if (error instanceof Refused) return refusal(c, error.outcome);
          throw error;
        }
      },
    );
}
