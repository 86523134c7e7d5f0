-- Money that reads wrong (#30): balances at the business date, receipts that reprint as printed,
-- documents compared in a normalised form. Every statement may run again (IF NOT EXISTS): the
-- upgrade tests rebuild rentals and payments under it (tests/cash/undoCashMigration.ts).
--
-- 1. Rentals (server/rentals/balances.ts): the row's projection is refreshed at the business date,
--    not only at the contract's last write. `projected_on` is the business date it was computed at
--    (null: a write changed the facts, refresh at the next read); `changes_on` the first business
--    date at which it stops holding (a term falls due, a late fee's deadline passes; null: never
--    without a write). `due_balance` is what is due to date (fallen-due terms, their late fees and
--    any refund owed back); `balance` stays the whole contract still owed, so the rest of the
--    contract to run is balance − due_balance.
ALTER TABLE rentals
  ADD COLUMN IF NOT EXISTS due_balance bigint NOT NULL DEFAULT 0,
  ADD COLUMN IF NOT EXISTS projected_on date,
  ADD COLUMN IF NOT EXISTS changes_on date;

CREATE INDEX IF NOT EXISTS rentals_projection_idx ON rentals (changes_on) WHERE status IN ('active', 'ended', 'terminated', 'closed');

-- 2. Receipts (server/payments/receipts.ts): the figures a payment's receipt printed when it was
--    posted (the allocation, the overpayment, what was still owed, due to date and to run), written
--    once in the payment's transaction, never changed: a reprint reads them instead of replaying
--    at the reprint's date. Payments posted before this migration have none and are replayed as of
--    their own business date.
CREATE TABLE IF NOT EXISTS payment_receipts (
  payment_id   bigint PRIMARY KEY REFERENCES payments (id),
  allocation   jsonb NOT NULL,
  overpayment  bigint NOT NULL,
  remaining    bigint NOT NULL,
  due_now      bigint NOT NULL,
  to_run       bigint NOT NULL
);

CREATE OR REPLACE FUNCTION payment_receipts_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_receipts is append-only';
END $$;
DROP TRIGGER IF EXISTS payment_receipts_no_rewrite ON payment_receipts;
CREATE TRIGGER payment_receipts_no_rewrite BEFORE UPDATE OR DELETE ON payment_receipts
  FOR EACH ROW EXECUTE FUNCTION payment_receipts_append_only();

-- 3. Customers (machines/customers/documentKey.ts): a document is compared in a normalised form
--    per type, so '33.444.555' and '33444555' are one DNI. `document_norm` is that form (a DNI or
--    a taxId: its digits; any other: its lower-case letters and digits; the text itself when it
--    has none), generated, so every existing row has it at once. `search_norm` is what a search
--    word with digits is matched against: the normalised document and the phone's digits.
--    Existing duplicates are kept (two rows may already share a form: merging people is not a
--    migration's call, docs/decisions.md "Duplicate customers"); the routes refuse a new one. The
--    index is therefore not unique; the routes serialise the check with an advisory lock.
ALTER TABLE customers
  ADD COLUMN IF NOT EXISTS document_norm text GENERATED ALWAYS AS (
    CASE
      WHEN document_type IN ('dni', 'taxId') AND regexp_replace(document_number, '[^0-9]', '', 'g') <> ''
        THEN regexp_replace(document_number, '[^0-9]', '', 'g')
      WHEN regexp_replace(lower(document_number), '[^0-9a-z]', '', 'g') <> ''
        THEN regexp_replace(lower(document_number), '[^0-9a-z]', '', 'g')
      ELSE document_number
    END) STORED,
  ADD COLUMN IF NOT EXISTS search_norm text GENERATED ALWAYS AS (
    regexp_replace(lower(document_number), '[^0-9a-z]', '', 'g') || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')) STORED;

CREATE INDEX IF NOT EXISTS customers_document_norm_idx ON customers (document_type, document_norm, id);

DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF ext_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX IF NOT EXISTS customers_search_norm_idx ON customers USING gin (search_norm %I.gin_trgm_ops)', ext_schema);
  END IF;
END
$$;
