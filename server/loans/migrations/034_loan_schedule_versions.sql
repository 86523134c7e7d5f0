-- Partial prepayment with a new schedule version ('Menos cuotas' / 'Cuota menor', issue #32;
-- machines/loans/prepayment.ts, docs/loans.md 'Prepayment').
--
-- A loan's schedule is a list of versions, each a fact: version 1 is the agreed schedule (every row
-- already stored); each prepayment adds the next version, made by one payment. The rows stay
-- append-only (the trigger of 017 still refuses UPDATE and DELETE). The version in effect is the
-- latest whose payment is not reversed (machines/loans/prepayment.ts versionInEffect), so
-- reversing the prepayment brings the previous version back without touching a row.
ALTER TABLE loan_installments ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
-- The row a version starts its future with: the principal prepaid and the interest accrued to its date.
ALTER TABLE loan_installments ADD COLUMN IF NOT EXISTS prepayment boolean NOT NULL DEFAULT false;
ALTER TABLE loan_installments DROP CONSTRAINT IF EXISTS loan_installments_pkey;
ALTER TABLE loan_installments ADD PRIMARY KEY (loan_id, version, number);

CREATE TABLE IF NOT EXISTS loan_schedule_versions (
  loan_id     integer NOT NULL REFERENCES loans (id),
  version     integer NOT NULL CHECK (version >= 2),
  -- The payment that made it (the version is in effect while that payment is not reversed). Deferred:
  -- the payment write stores the version before the payment row, in the same transaction.
  payment_id  bigint NOT NULL UNIQUE REFERENCES payments (id) DEFERRABLE INITIALLY DEFERRED,
  mode        text NOT NULL CHECK (mode IN ('fewerInstallments', 'lowerInstallment')),
  value_date  date NOT NULL,
  created_by  integer NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (loan_id, version)
);

-- A version is a fact: never changed nor removed.
CREATE OR REPLACE FUNCTION loan_schedule_versions_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'loan_schedule_versions are facts: % refused', TG_OP;
END $$;
DROP TRIGGER IF EXISTS loan_schedule_versions_no_rewrite ON loan_schedule_versions;
CREATE TRIGGER loan_schedule_versions_no_rewrite BEFORE UPDATE OR DELETE ON loan_schedule_versions
  FOR EACH ROW EXECUTE FUNCTION loan_schedule_versions_fixed();
