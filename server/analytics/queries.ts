/**
 * The figures of 'Analítica' (#19) in ONE SQL statement: every figure is an aggregate computed by
 * the database, and the statement gathers them into one JSON document, so the page costs one
 * request and the server one statement (one snapshot: the cash on hand and the cash flow, the
 * portfolio and its buckets are read at the same instant, on PGlite and on PostgreSQL alike). No
 * list is loaded to be summed here: what comes back is a few dozen aggregate rows (8 statuses × 5
 * arrears classes, 4 kinds, one row per day), only reshaped into the contract
 * (machines/analytics/analytics.schema.ts). Definitions and their sources: docs/analytics.md.
 *
 * Outstanding principal is the loans row's `principal_outstanding` (migration 021): the replay's
 * `principalOutstanding`, kept with the rest of the projection by every write that replays a loan.
 */
import { ARREARS_BUCKETS, type Analytics, type ArrearsBucket, type CollectedByKind } from '../../machines/analytics/analytics.schema.ts';
import { LOAN_STATUSES, type LoanStatus } from '../../machines/loans/loan.schema.ts';
import { minorFromColumn, sumMinor, type BusinessDate } from '../../machines/money/index.ts';
import type { Queryable } from '../db/adapter.ts';
import { daysInArrearsSql } from '../loans/repository.ts';
import { dailyCollectionsFrom } from './period.ts';

const KINDS = ['loan', 'rental', 'debt', 'fee'] as const satisfies readonly (keyof CollectedByKind)[];

/** Sums travel as text (a bigint sum is numeric) and are read exactly by minorFromColumn. */
type Sum = string;

interface LoanGroup {
  status: LoanStatus;
  /** Null: not past due (days in arrears 0, or not active). */
  bucket: ArrearsBucket | null;
  loans: number;
  outstanding: Sum;
}

interface CollectedRow {
  kind: keyof CollectedByKind;
  today: Sum;
  period: Sum;
}

type DailyRow = { date: BusinessDate } & Record<keyof CollectedByKind, Sum>;

interface Document {
  loans: LoanGroup[];
  collected: CollectedRow[];
  recovered: { today: Sum; period: Sum };
  daily: DailyRow[];
  disbursed: { today: Sum; period: Sum; loans: number };
  cash: { sessionId: number; userName: string; expected: Sum }[];
  deliveries: { count: number; amount: Sum };
  flow: { date: BusinessDate; in: Sum; out: Sum }[];
}

const DAYS = daysInArrearsSql('$1');

const BUCKET = `CASE WHEN ${DAYS} = 0 THEN NULL WHEN ${DAYS} <= 30 THEN '1-30' WHEN ${DAYS} <= 60 THEN '31-60' WHEN ${DAYS} <= 90 THEN '61-90' ELSE '90+' END`;

/** One column per kind of receivable: Σ of the joined payments `p` of that kind. */
const kindSums = (): string => KINDS.map((kind) => `coalesce(sum(p.amount) FILTER (WHERE p.kind = '${kind}'), 0)::text AS ${kind}`).join(', ');

/**
 * $1 the business date, $2 the period's first day, $3 its last, $4 the first day of the daily
 * collections. What was collected is what came in through Sofia: a loan's payments brought in by
 * 'Importar' (method `imported`) were taken before, as its disbursement (no cash movement) was.
 */
const ANALYTICS_SQL = `
WITH loan_groups AS (
  SELECT l.status, ${BUCKET} AS bucket, count(*)::int AS loans, coalesce(sum(l.principal_outstanding), 0)::text AS outstanding
    FROM loans l
   GROUP BY 1, 2),
disbursements AS (
  SELECT m.amount, m.business_date, m.source_id FROM cash_movements m
   WHERE m.type = 'disbursement' AND m.business_date BETWEEN $2::date AND $1::date
     AND NOT EXISTS (SELECT 1 FROM cash_movements r WHERE r.reverses_id = m.id))
SELECT json_build_object(
  'loans', (SELECT coalesce(json_agg(g), '[]') FROM loan_groups g),
  'collected', (SELECT coalesce(json_agg(c), '[]') FROM (
      SELECT p.kind,
             coalesce(sum(p.amount) FILTER (WHERE p.business_date = $1::date), 0)::text AS today,
             coalesce(sum(p.amount) FILTER (WHERE p.business_date BETWEEN $2::date AND $3::date), 0)::text AS period
        FROM payments p
       WHERE p.status = 'posted' AND p.method <> 'imported' AND p.business_date BETWEEN $2::date AND $1::date
       GROUP BY p.kind) c),
  'recovered', (SELECT json_build_object(
      'today', coalesce(sum(p.amount) FILTER (WHERE p.business_date = $1::date), 0)::text,
      'period', coalesce(sum(p.amount) FILTER (WHERE p.business_date BETWEEN $2::date AND $3::date), 0)::text)
    FROM payments p
   WHERE p.recovery AND p.status = 'posted' AND p.business_date BETWEEN $2::date AND $1::date),
  'daily', (SELECT json_agg(d ORDER BY d.date) FROM (
      SELECT to_char(day, 'YYYY-MM-DD') AS date, ${kindSums()}
        FROM generate_series($4::date, $1::date, interval '1 day') AS day
        LEFT JOIN payments p ON p.business_date = day::date AND p.status = 'posted' AND p.method <> 'imported'
       GROUP BY day) d),
  'disbursed', (SELECT json_build_object(
      'today', coalesce(sum(amount) FILTER (WHERE business_date = $1::date), 0)::text,
      'period', coalesce(sum(amount) FILTER (WHERE business_date BETWEEN $2::date AND $3::date), 0)::text,
      'loans', count(DISTINCT source_id) FILTER (WHERE business_date BETWEEN $2::date AND $3::date))
    FROM disbursements),
  'cash', (SELECT coalesce(json_agg(s ORDER BY s."sessionId"), '[]') FROM (
      SELECT s.id AS "sessionId", u.name AS "userName",
             (s.opening_amount + coalesce((SELECT sum(CASE m.direction WHEN 'in' THEN m.amount ELSE -m.amount END)
                                             FROM cash_movements m WHERE m.session_id = s.id), 0))::text AS expected
        FROM cash_sessions s JOIN users u ON u.id = s.opened_by
       WHERE s.status = 'open') s),
  'deliveries', (SELECT json_build_object('count', count(*)::int, 'amount', coalesce(sum(declared_amount), 0)::text)
                   FROM cash_deliveries WHERE status = 'pending'),
  'flow', (SELECT json_agg(f ORDER BY f.date) FROM (
      SELECT to_char(day, 'YYYY-MM-DD') AS date,
             coalesce(sum(m.amount) FILTER (WHERE m.direction = 'in'), 0)::text AS "in",
             coalesce(sum(m.amount) FILTER (WHERE m.direction = 'out'), 0)::text AS "out"
        FROM generate_series($2::date, $3::date, interval '1 day') AS day
        LEFT JOIN cash_movements m ON m.business_date = day::date
       GROUP BY day) f)
) AS doc`;

const byKind = (read: (kind: (typeof KINDS)[number]) => Sum | undefined): CollectedByKind => ({
  loan: minorFromColumn(read('loan') ?? '0'),
  rental: minorFromColumn(read('rental') ?? '0'),
  debt: minorFromColumn(read('debt') ?? '0'),
  fee: minorFromColumn(read('fee') ?? '0'),
});

const sumOf = (groups: readonly LoanGroup[]) => sumMinor(groups.map((g) => minorFromColumn(g.outstanding)));

/** Every figure of the page at `today`, over the period `from`..`to` (checked by the route: period.ts). */
export async function analyticsOf(db: Queryable, today: BusinessDate, from: BusinessDate, to: BusinessDate): Promise<Omit<Analytics, 'chargesCollected'>> {
  const rows = await db.query<{ doc: Document }>(ANALYTICS_SQL, [today, from, to, dailyCollectionsFrom(today)]);
  const doc = rows[0]?.doc;
  if (doc === undefined) throw new Error('analytics: the statement answered no row');
  const active = doc.loans.filter((g) => g.status === 'active');
  const late = (bucket: ArrearsBucket) => active.filter((g) => g.bucket === bucket);
  const collected = (field: 'today' | 'period') => byKind((kind) => doc.collected.find((c) => c.kind === kind)?.[field]);
  return {
    businessDate: today,
    period: { from, to },
    portfolio: {
      outstanding: sumOf(active),
      activeLoans: active.reduce((n, g) => n + g.loans, 0),
      // More than 30 days past due: the buckets after the first.
      atRisk30: sumOf(active.filter((g) => g.bucket !== null && g.bucket !== '1-30')),
    },
    arrears: ARREARS_BUCKETS.map((bucket) => ({ bucket, loans: late(bucket).reduce((n, g) => n + g.loans, 0), outstanding: sumOf(late(bucket)) })),
    collected: { today: collected('today'), period: collected('period') },
    recovered: { today: minorFromColumn(doc.recovered.today), period: minorFromColumn(doc.recovered.period) },
    disbursed: { today: minorFromColumn(doc.disbursed.today), period: minorFromColumn(doc.disbursed.period), periodLoans: doc.disbursed.loans },
    cashOnHand: doc.cash.map((s) => ({ sessionId: s.sessionId, userName: s.userName, expected: minorFromColumn(s.expected) })),
    deliveriesPending: { count: doc.deliveries.count, amount: minorFromColumn(doc.deliveries.amount) },
    dailyCollections: doc.daily.map((d) => ({ date: d.date, ...byKind((kind) => d[kind]) })),
    portfolioByState: LOAN_STATUSES.map((status) => {
      const groups = doc.loans.filter((g) => g.status === status);
      return { status, loans: groups.reduce((n, g) => n + g.loans, 0), outstanding: sumOf(groups) };
    }),
    cashFlow: doc.flow.map((f) => ({ date: f.date, in: minorFromColumn(f.in), out: minorFromColumn(f.out) })),
  };
}
