/**
 * A loan's facts as the pure rules read them, and the projection of their replay on the loans row
 * (migration 017: balance, Σ paid, next due date; 021: principal outstanding), shared by every write that changes what a loan
 * owes: disbursement, a payment, a reversal. The projection is recomputed from the facts in the
 * writer's transaction (with the loan row locked), never incremented, so it cannot drift.
 */
import { NO_LATE_CHARGE, nextChargeChange, receivableStanding, replayOrder, withLateCharges, type ChargedDues, type ChargeWaiver, type InstallmentDue, type LateChargeKind, type LateChargeRule, type ReceivableStanding, type PaymentFact } from '../../machines/receivables/index.ts';
import { minorFromColumn } from '../../machines/money/index.ts';
import { settledDues, settlementOf, type PayoffInterest } from '../../machines/loans/payoff.ts';
import { versionInEffect, type VersionRow } from '../../machines/loans/prepayment.ts';
import type { BusinessDate } from '../../machines/money/isoDate.ts';
import type { Queryable } from '../db/adapter.ts';
import { dateText, groupBy, idList, paymentFactsOf, refundedOf, writeProjectionOn } from '../records/facts.ts';

type Amount = string | number | bigint;

/** `date` columns read as `YYYY-MM-DD` (the records kit's; re-exported for the loans' readers). */
export { dateText };

type InstallmentColumns = { loan_id: number; version: number; number: number; due_date: Date | string; principal: Amount; interest: Amount; charges: Amount; prepayment: boolean };

const toDue = (row: InstallmentColumns): VersionRow => ({
  number: row.number,
  dueDate: dateText(row.due_date),
  principal: minorFromColumn(row.principal),
  interest: minorFromColumn(row.interest),
  charges: minorFromColumn(row.charges),
  ...(row.prepayment ? { prepayment: true } : {}),
});

/** One version of a loan's schedule (migration 034): 1 is the agreed one; each later one a prepayment made (its payment). */
export interface StoredVersion {
  version: number;
  paymentId: number | null;
  rows: VersionRow[];
}

/** Every schedule version of many loans in two statements, by loan id, oldest first (a loan without rows: no entry). */
export async function loanScheduleVersionsOf(db: Queryable, loanIds: readonly number[]): Promise<Map<number, StoredVersion[]>> {
  if (loanIds.length === 0) return new Map();
  const params: number[] = [];
  const list = idList(loanIds, params);
  const [rows, made] = await Promise.all([
    db.query<InstallmentColumns>(
      `SELECT loan_id, version, number, due_date, principal, interest, charges, prepayment FROM loan_installments WHERE loan_id IN (${list}) ORDER BY loan_id, version, number`,
      params,
    ),
    db.query<{ loan_id: number; version: number; payment_id: Amount }>(`SELECT loan_id, version, payment_id FROM loan_schedule_versions WHERE loan_id IN (${list})`, params),
  ]);
  const paymentOf = new Map(made.map((row) => [`${row.loan_id}:${row.version}`, Number(row.payment_id)]));
  return new Map(
    [...groupBy(rows, (row) => row.loan_id)].map(([id, group]) => [
      id,
      [...groupBy(group, (row) => row.version)].map(([version, versionRows]) => ({ version, paymentId: paymentOf.get(`${id}:${version}`) ?? null, rows: versionRows.map(toDue) })),
    ]),
  );
}

/** The rows of the version in effect given the loan's payment facts (machines/loans/prepayment.ts versionInEffect). */
export function scheduleInEffect(versions: readonly StoredVersion[] | undefined, facts: readonly PaymentFact[]): VersionRow[] {
  if (versions === undefined || versions.length === 0) return [];
  const wanted = versionInEffect(versions, facts);
  return (versions.find((version) => version.version === wanted) ?? (versions[0] as StoredVersion)).rows;
}

/**
 * The schedules in effect of many loans given each one's payment facts, by loan id (a loan without
 * rows: no entry). A loan without facts in the map reads its agreed schedule (version 1): a replay
 * must pass the facts it replays, or it would miss the prepayments' versions.
 */
export async function loanSchedulesOf(db: Queryable, loanIds: readonly number[], facts: ReadonlyMap<number, readonly PaymentFact[]> = new Map()): Promise<Map<number, VersionRow[]>> {
  const versions = await loanScheduleVersionsOf(db, loanIds);
  return new Map([...versions].map(([id, list]) => [id, scheduleInEffect(list, facts.get(id) ?? [])]));
}

type TermColumns = {
  id: number;
  late_charge_grace_days: number;
  late_charge_kind: LateChargeKind;
  late_charge_value: Amount;
  late_charge_every_days: number;
  late_charge_cap: Amount | null;
  payoff_interest: PayoffInterest;
  start: Date | string;
};

/** What a loan's dues read besides its schedule and facts: its late-charge rule (031), its payoff interest (032), the first period's start. */
export interface LoanDueTerms {
  rule: LateChargeRule;
  payoffInterest: PayoffInterest;
  /** The disbursement date (the application's before it). */
  start: BusinessDate;
}

/** Each loan's due terms, by loan id. */
export async function loanTermsOf(db: Queryable, loanIds: readonly number[]): Promise<Map<number, LoanDueTerms>> {
  if (loanIds.length === 0) return new Map();
  const params: number[] = [];
  const rows = await db.query<TermColumns>(
    `SELECT id, late_charge_grace_days, late_charge_kind, late_charge_value, late_charge_every_days, late_charge_cap, payoff_interest,
            coalesce(disbursed_date, business_date) AS start
       FROM loans WHERE id IN (${idList(loanIds, params)})`,
    params,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        rule: {
          graceDays: row.late_charge_grace_days,
          kind: row.late_charge_kind,
          value: minorFromColumn(row.late_charge_value),
          everyDays: row.late_charge_every_days > 0 ? row.late_charge_every_days : null,
          cap: row.late_charge_cap === null ? null : minorFromColumn(row.late_charge_cap),
        },
        payoffInterest: row.payoff_interest,
        start: dateText(row.start),
      },
    ]),
  );
}

/** The late-charge rule each loan was applied under (migration 031), by loan id. */
export async function loanRulesOf(db: Queryable, loanIds: readonly number[]): Promise<Map<number, LateChargeRule>> {
  return new Map([...(await loanTermsOf(db, loanIds))].map(([id, terms]) => [id, terms.rule]));
}

/**
 * A loan's dues at `today` from its schedule, its facts and its terms: the schedule as an early
 * settlement among the facts leaves it (machines/loans/payoff.ts), with the late charges its rule,
 * the facts and the waivers make due.
 */
export function dueOfLoan(schedule: readonly InstallmentDue[], facts: readonly PaymentFact[], today: BusinessDate, terms: LoanDueTerms | undefined, waivers: readonly ChargeWaiver[]): ChargedDues {
  const settlement = settlementOf(facts);
  const before = settlement === null ? [] : facts.filter((fact) => fact !== settlement && replayOrder(fact, settlement) < 0);
  const base = settlement === null || terms === undefined ? schedule : settledDues(schedule, settlement.businessDate, terms.start, before, terms.payoffInterest);
  return withLateCharges(base, facts, today, terms?.rule ?? NO_LATE_CHARGE, waivers);
}

/** 'Condonar recargo' facts of many loans, by loan id, oldest first. */
export async function loanWaiversOf(db: Queryable, loanIds: readonly number[]): Promise<Map<number, ChargeWaiver[]>> {
  if (loanIds.length === 0) return new Map();
  const params: number[] = [];
  const rows = await db.query<{ loan_id: number; number: number; business_date: Date | string; amount: Amount }>(
    `SELECT loan_id, number, business_date, amount FROM loan_charge_waivers WHERE loan_id IN (${idList(loanIds, params)}) ORDER BY loan_id, id`,
    params,
  );
  return new Map([...groupBy(rows, (row) => row.loan_id)].map(([id, group]) => [id, group.map((row) => ({ number: row.number, businessDate: dateText(row.business_date), amount: minorFromColumn(row.amount) }))]));
}

/**
 * The dues of many loans at `today` given each one's payment facts: the agreed schedule with the
 * late charges its rule, the facts and the waivers make due (machines/receivables withLateCharges).
 * Three statements for all the loans, never one per loan.
 */
export async function loanDuesOfMany(db: Queryable, facts: ReadonlyMap<number, readonly PaymentFact[]>, today: BusinessDate): Promise<Map<number, InstallmentDue[]>> {
  const ids = [...facts.keys()];
  const [schedules, terms] = await Promise.all([loanSchedulesOf(db, ids, facts), loanTermsOf(db, ids)]);
  const charging = ids.filter((id) => (terms.get(id)?.rule.value ?? 0) > 0);
  const waivers = await loanWaiversOf(db, charging);
  return new Map([...schedules].map(([id, schedule]) => [id, dueOfLoan(schedule, facts.get(id) ?? [], today, terms.get(id), waivers.get(id) ?? []).dues]));
}

export async function loanDues(db: Queryable, loanId: number, facts: readonly PaymentFact[], today: BusinessDate): Promise<InstallmentDue[]> {
  return (await loanDuesOfMany(db, new Map([[loanId, facts]]), today)).get(loanId) ?? [];
}

export const loanPaymentFacts = (db: Queryable, loanId: number): Promise<PaymentFact[]> => paymentFactsOf(db, 'loan', loanId);

/** Where the loan stands at `today`, from its facts (its late charges included). */
export async function standingOf(db: Queryable, loanId: number, today: BusinessDate): Promise<ReceivableStanding> {
  const { payments, refunded, schedule, terms, waivers } = await loanFactsOf(db, loanId);
  return receivableStanding(dueOfLoan(schedule, payments, today, terms, waivers).dues, payments, today, refunded);
}

/** Everything a loan's replay reads, in parallel; `schedule` is the version in effect, `versions` all of them. */
export async function loanFactsOf(db: Queryable, loanId: number) {
  const [payments, refunded, versions, terms, waivers] = await Promise.all([
    loanPaymentFacts(db, loanId),
    refundedOf(db, 'loan', loanId),
    loanScheduleVersionsOf(db, [loanId]),
    loanTermsOf(db, [loanId]),
    loanWaiversOf(db, [loanId]),
  ]);
  const all = versions.get(loanId) ?? [];
  return { payments, refunded, schedule: scheduleInEffect(all, payments), versions: all, terms: terms.get(loanId), waivers: waivers.get(loanId) ?? [] };
}

/**
 * Replays the loan's facts and writes the projection on its row; returns the standing (the caller
 * decides the status change with the lifecycle chart from `outstanding − overpayment`). The caller
 * holds the loan row locked (`SELECT … FOR UPDATE`).
 */
export async function recomputeProjection(tx: Queryable, loanId: number, today: BusinessDate): Promise<ReceivableStanding> {
  const standing = await standingOf(tx, loanId, today);
  await writeProjection(tx, loanId, standing, today);
  return standing;
}

/**
 * Writes the projection of a standing the caller has just replayed from the loan's facts as they
 * now stand (a payment write replays them to ask the chart, then stores them): the same figures
 * `recomputeProjection` would read back and replay again.
 */
export async function writeProjection(tx: Queryable, loanId: number, standing: ReceivableStanding, today: BusinessDate): Promise<void> {
  await writeProjectionOn(tx, 'loans', loanId, standing);
  // The date it holds at, and until when (031): the day a late charge could change it without a
  // write, read from the standing (its charges net of waivers: never later than the engine's own).
  const rule = (await loanRulesOf(tx, [loanId])).get(loanId) ?? NO_LATE_CHARGE;
  const changesOn = nextChargeChange(rule, standing.rows.map((row) => ({ due: row.due, settled: row.outstanding === 0, accrued: row.due.charges })), today);
  // A loan's own part of the projection (migration 021): what Analítica's portfolio, PAR30 and buckets sum.
  await tx.query('UPDATE loans SET principal_outstanding = $2, projected_on = $3::date, changes_on = $4::date WHERE id = $1', [loanId, standing.principalOutstanding, today, changesOn]);
}
