-- Analítica (#19): the outstanding principal of each loan, kept on the loans row with the rest of
-- the replay's projection (017: balance, paid_total, next_due_date), so the portfolio, PAR30, the
-- arrears buckets and the loans by state are sums over loans (server/analytics/queries.ts), not a
-- walk over every installment of every loan at each page load (measured at 20,000 loans on
-- PGlite: 690 ms for that walk alone; docs/analytics.md).
--
-- It is the replay's `principalOutstanding` (machines/receivables/standing.ts): written by
-- server/loans/projection.ts in the transaction of every write
-- that replays a loan (disbursement, payment, reversal, undoing a write-off), and by the big seed.
-- 0 until disbursed, and once paid off.
ALTER TABLE loans ADD COLUMN principal_outstanding bigint NOT NULL DEFAULT 0 CHECK (principal_outstanding >= 0);

-- Loans already there: the same figure from their schedule and Σ paid. Payments fill the schedule
-- in order (oldest installment first, within it charges → interest → principal), so installment i
-- still owes clamp(owed through i − paid, 0, its total), of which principal is the part filled
-- last: least(principal, greatest(0, owed through i − paid)).
UPDATE loans l
   SET principal_outstanding = x.principal_left
  FROM (SELECT w.loan_id, sum(LEAST(w.principal, GREATEST(0, w.owed_through - w.paid_total))) AS principal_left
          FROM (SELECT i.loan_id, i.principal, lo.paid_total,
                       sum(i.principal + i.interest + i.charges) OVER (PARTITION BY i.loan_id ORDER BY i.number) AS owed_through
                  FROM loans lo JOIN loan_installments i ON i.loan_id = lo.id
                 WHERE lo.status IN ('active', 'closed', 'overpaid', 'writtenOff')) w
         GROUP BY w.loan_id) x
 WHERE x.loan_id = l.id;
