/**
 * The writes of 'Alquileres', each inside the route's transaction (server/http/idempotency.ts):
 * drafting and editing a contract, and the lifecycle's transitions (machines/rentals
 * rental.lifecycle.ts, run by `nextRentalStatus`). Every transition locks the row (`FOR UPDATE`),
 * compares the version the user saw, then asks the chart with the facts its guards need: the route
 * refuses exactly what the chart refuses. A refusal is returned, not thrown: the route answers it
 * and the middleware rolls everything back.
 *
 * Money: SIGN posts the deposit into the signer's open session (movement `deposit`, source
 * 'rental'); SETTLE applies the deposit to what is still owed as a payment of method 'deposit' (no
 * cash moves: the deposit is already in the box) and returns the rest, with any credit, out of the
 * settler's open session, or, when they have none, out of the open session they chose
 * (`depositReturn`; docs/decisions.md 'Which box a correction moves cash through').
 */
import { nextRentalStatus, rentalAllows, rentalTermsProblem, settle, type RentalInput, type RentalLifecycleEvent, type RentalRefusalCode, type RentalStatus } from '../../machines/rentals/index.ts';
import type { BusinessDate } from '../../machines/money/index.ts';
import type { AuditAction } from '../../machines/history/history.schema.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { appendAudit } from '../audit/log.ts';
import { lockSessionOfUser, postMovement } from '../cash/ledger.ts';
import { cashRouteOf, lockCashRoute, NO_CASH_ROUTE, openSessionIdOfUser } from '../cash/routing.ts';
import { activeLocation } from '../locations/repository.ts';
import type { CashRoute } from '../../machines/cash/index.ts';
import { refuse as kitRefuse, type Outcome as KitOutcome, type Refusal as KitRefusal } from '../records/outcome.ts';
import { runTransition, writeStep, type RecordActor } from '../records/transition.ts';
import { findRentalRow, rentalRecord, rentalStanding, writeRentalProjection, type Portfolio, type RentalRow } from './repository.ts';

export const RENTAL_ENTITY = 'rental';

type RentalWriteCode = RentalRefusalCode;
export type Refusal = KitRefusal<RentalWriteCode>;
export type Outcome<T> = KitOutcome<T, RentalWriteCode>;
const refuse = (status: Refusal['status'], code: Refusal['code'], message: string) => kitRefuse<RentalWriteCode>(status, code, message);

export type Actor = RecordActor;

/** The staff actions a route may ask for. */
export type RentalActionInput =
  | { type: 'SIGN' | 'DISCARD' | 'END'; version: number }
  | { type: 'SETTLE'; version: number; session_id?: number | null }
  | { type: 'RENEW'; version: number; endDate: BusinessDate }
  | { type: 'TERMINATE'; version: number; date: BusinessDate; reason: string };

const ACTION: Readonly<Record<RentalActionInput['type'], AuditAction>> = {
  SIGN: 'sign',
  DISCARD: 'discard',
  RENEW: 'renew',
  END: 'end',
  TERMINATE: 'terminate',
  SETTLE: 'settle',
};

async function termsRefusal(tx: Queryable, input: RentalInput): Promise<Outcome<null>> {
  // FOR SHARE: a customer blocked at this moment waits for this write, or it sees the block.
  const customer = (await tx.query<{ status: string }>('SELECT status FROM customers WHERE id = $1 FOR SHARE', [input.customerId]))[0];
  if (customer === undefined) return refuse(422, 'customerNotFound', `There is no customer ${input.customerId}`);
  if (customer.status === 'blocked') return refuse(422, 'customerBlocked', 'This customer is blocked');
  const problem = rentalTermsProblem(input);
  return problem === null ? { ok: true, value: null } : refuse(422, problem, `The contract's terms are refused: ${problem}`);
}

const termParams = (input: RentalInput): SqlParam[] => [
  input.customerId,
  input.property.trim(),
  input.rent,
  input.frequency,
  input.dueDay,
  input.deposit,
  input.startDate,
  input.endDate,
  input.graceDays,
  input.lateFeeKind,
  input.lateFeeValue,
  input.lateFeeCap,
];

/** `POST /alquileres`: a draft, whose officer is the one who drafts it. */
export async function draftRental(tx: Queryable, actor: Actor, input: RentalInput): Promise<Outcome<number>> {
  const problem = await termsRefusal(tx, input);
  if (!problem.ok) return problem;
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO rentals (customer_id, property, rent, frequency, due_day, deposit, start_date, end_date, grace_days, late_fee_kind, late_fee_value,
                          late_fee_cap, officer_id, created_by, created_at, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date, $9, $10, $11, $12, $13, $13, $14, 'draft') RETURNING id`,
    [...termParams(input), actor.userId, actor.now.toISOString()],
  );
  const id = Number(rows[0]?.id);
  await appendAudit(tx, { userId: actor.userId, entity: RENTAL_ENTITY, entityId: id, action: 'create', before: null, after: await rentalRecord(tx, id, actor.today) });
  return { ok: true, value: id };
}

/** `PUT /alquileres/{id}`: a draft's terms (the chart's EDIT: drafts only). */
export async function editRental(tx: Queryable, actor: Actor, id: number, input: RentalInput & { version: number }): Promise<Outcome<number>> {
  return runTransition(tx, actor, id, { version: input.version }, {
    ...RENTAL_RECORD,
    action: 'update',
    allows: (status: RentalStatus) => nextRentalStatus(status, { type: 'EDIT' }) !== null,
    async apply(q): Promise<Outcome<number>> {
      const problem = await termsRefusal(q, input);
      if (!problem.ok) return problem;
      await q.query(
        `UPDATE rentals SET customer_id = $1, property = $2, rent = $3, frequency = $4, due_day = $5, deposit = $6, start_date = $7::date, end_date = $8::date,
                            grace_days = $9, late_fee_kind = $10, late_fee_value = $11, late_fee_cap = $12, version = version + 1
          WHERE id = $13`,
        [...termParams(input), id],
      );
      return { ok: true, value: id };
    },
  });
}

/** The actor's open cash session, locked (null: none open). */
async function openSession(tx: Queryable, userId: number) {
  const session = await lockSessionOfUser(tx, userId, 'update');
  return session !== null && session.status === 'open' ? session : null;
}

/** The session a deposit's return goes out of, locked FOR UPDATE: the settler's own open one, else the one chosen. */
async function settlementSession(tx: Queryable, userId: number, requested: number | null) {
  const location = await activeLocation(tx);
  return lockCashRoute(tx, { primary: await openSessionIdOfUser(tx, userId), requested, locationId: location?.id ?? 0 });
}

/** GET /alquileres/{id}/liquidacion: where the deposit's return would go out (no cash: nothing to return); null: no such contract in the portfolio. */
export async function settlementCashRoute(db: Queryable, id: number, today: BusinessDate, portfolio: Portfolio, userId: number): Promise<CashRoute | null> {
  const row = await findRentalRow(db, id, portfolio, false);
  if (row === null) return null;
  const standing = await rentalStanding(db, row, today);
  if (settle(row.deposit, standing.outstanding, standing.overpayment).returned === 0) return NO_CASH_ROUTE;
  const location = await activeLocation(db);
  return cashRouteOf(db, { primary: await openSessionIdOfUser(db, userId), boxName: null, locationId: location?.id ?? 0 });
}

/** What every write of a contract shares on the records kit's runner (server/records/transition.ts). */
const RENTAL_RECORD = {
  noun: 'rental',
  entity: RENTAL_ENTITY,
  needsReason: false,
  lock: (tx: Queryable, id: number, portfolio: Portfolio) => findRentalRow(tx, id, portfolio, true),
  snapshot: rentalRecord,
};

/** One transition of the contract `id` from `version`. */
export async function transitionRental(tx: Queryable, actor: Actor, id: number, input: RentalActionInput): Promise<Outcome<RentalStatus>> {
  return runTransition(tx, actor, id, { version: input.version, reason: input.type === 'TERMINATE' ? input.reason : undefined }, {
    ...RENTAL_RECORD,
    action: ACTION[input.type],
    needsReason: input.type === 'TERMINATE',
    allows: (status: RentalStatus) => rentalAllows(status, input.type),
    apply: (q, row) => apply(q, actor, row, input),
  });
}

async function apply(tx: Queryable, actor: Actor, row: RentalRow, input: RentalActionInput): Promise<Outcome<RentalStatus>> {
  const { contract } = row;
  const now = actor.now.toISOString();
  const set = async (status: RentalStatus, columns: Record<string, SqlParam>) => {
    await writeStep(tx, 'rentals', row.id, status, columns);
    return { ok: true as const, value: status };
  };
  switch (input.type) {
    case 'DISCARD':
      return set('discarded', {});
    case 'SIGN': {
      const session = row.deposit > 0 ? await openSession(tx, actor.userId) : null;
      const next = nextRentalStatus(row.status, { type: 'SIGN', deposit: row.deposit, sessionOpen: session !== null });
      if (next === null) return refuse(409, 'noOpenSession', 'The deposit enters your open cash session: open one first');
      const movement =
        session === null
          ? null
          : await postMovement(tx, { sessionId: session.id, direction: 'in', amount: row.deposit, type: 'deposit', concept: `Depósito del alquiler N° ${row.id}`, source: { kind: 'rental', id: row.id }, userId: actor.userId, businessDate: actor.today });
      const result = await set(next, { signed_by: actor.userId, signed_at: now, deposit_movement_id: movement });
      await writeRentalProjection(tx, row.id, await rentalStanding(tx, row, actor.today));
      return result;
    }
    case 'RENEW': {
      const next = nextRentalStatus(row.status, { type: 'RENEW', endDate: contract.endDate, newEndDate: input.endDate });
      if (next === null) return refuse(422, 'endNotLater', 'The new end date must be after the current one');
      const problem = rentalTermsProblem({ ...contract, endDate: input.endDate });
      if (problem !== null) return refuse(422, problem, `The renewed terms are refused: ${problem}`);
      const result = await set(next, { end_date: input.endDate });
      await writeRentalProjection(tx, row.id, await rentalStanding(tx, { ...row, contract: { ...contract, endDate: input.endDate } }, actor.today));
      return result;
    }
    case 'END': {
      const next = nextRentalStatus(row.status, { type: 'END', today: actor.today, endDate: contract.endDate });
      if (next === null) return refuse(409, 'notYetEnded', `The contract runs until ${contract.endDate}`);
      return set(next, { ended_by: actor.userId, ended_at: now });
    }
    case 'TERMINATE': {
      const next = nextRentalStatus(row.status, { type: 'TERMINATE', date: input.date, startDate: contract.startDate, endDate: contract.endDate });
      if (next === null) return refuse(422, 'dateOutsideContract', `The termination date must be from ${contract.startDate} to the day before ${contract.endDate}`);
      const result = await set(next, { terminated_by: actor.userId, terminated_at: now, termination_date: input.date, termination_reason: input.reason.trim() });
      // Terms after the termination date are dropped: what had paid them becomes credit.
      await writeRentalProjection(tx, row.id, await rentalStanding(tx, { ...row, contract: { ...contract, terminationDate: input.date } }, actor.today));
      return result;
    }
    case 'SETTLE': {
      const standing = await rentalStanding(tx, row, actor.today);
      const settlement = settle(row.deposit, standing.outstanding, standing.overpayment);
      // Out of the settler's own open session, else the open session they chose (server/cash/routing.ts:
      // 409 chooseSession | cashSessionChanged | sessionNotOpen, 422 noSuchSession); the ledger refuses
      // a return the session's cash does not cover (409 insufficientCash).
      const session = settlement.returned > 0 ? await settlementSession(tx, actor.userId, input.session_id ?? null) : null;
      const next = nextRentalStatus(row.status, { type: 'SETTLE', returned: settlement.returned, sessionOpen: session !== null });
      if (next === null) return refuse(409, 'noOpenSession', 'The deposit is returned out of an open cash session: choose one');
      if (settlement.applied > 0) {
        await tx.query(
          `INSERT INTO payments (kind, target_id, amount, method, business_date, session_id, movement_id, received_by)
           VALUES ('rental', $1, $2, 'deposit', $3::date, NULL, NULL, $4)`,
          [row.id, settlement.applied, actor.today, actor.userId],
        );
      }
      const movement =
        session === null
          ? null
          : await postMovement(tx, { sessionId: session.id, direction: 'out', amount: settlement.returned, type: 'depositReturn', concept: `Devolución del depósito del alquiler N° ${row.id}`, source: { kind: 'rental', id: row.id }, userId: actor.userId, businessDate: actor.today });
      const result = await set(next, {
        settled_by: actor.userId,
        settled_at: now,
        settlement_owed: settlement.owed,
        settlement_credit: settlement.credit,
        settlement_applied: settlement.applied,
        settlement_returned: settlement.returned,
        settlement_still_owed: settlement.stillOwed,
        return_movement_id: movement,
      });
      await writeRentalProjection(tx, row.id, await rentalStanding(tx, row, actor.today));
      return result;
    }
  }
}

export type { RentalLifecycleEvent };
