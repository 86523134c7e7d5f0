-- Money that reads wrong (#30): balances at the business date, receipts that reprint as printed,
-- documents compared in a normalised form.
--
-- 1. Rentals (server/rentals/balances.ts): the row's projection is refreshed at the business date,
--    not only at the contract's last write. `projected_on` is the business date it was computed at
--    (null: a write changed the facts, refresh at the next read); `changes_on` the first business
--    date at which it stops holding (a term falls due, a late fee's deadline passes; null: never
--    without a write). `due_balance` is what is due to date (fallen-due terms, their late fees and
--    any refund owed back); `balance` stays the whole contract still owed, so the rest of the
--    contract to run is balance − due_balance.
ALTER TABLE rentals
  ADD COLUMN due_balance bigint NOT NULL DEFAULT 0,
  ADD COLUMN projected_on date,
  ADD COLUMN changes_on date;

CREATE INDEX rentals_projection_idx ON rentals (changes_on) WHERE status IN ('active', 'ended', 'terminated', 'closed');

-- 2. Receipts (server/payments/receipts.ts): the figures a payment's receipt printed when it was
--    posted (the allocation, the overpayment, what was still owed, due to date and to run), written
--    once in the payment's transaction, never changed: a reprint reads them instead of replaying
--    at the reprint's date. Payments posted before this migration have none and are replayed as of
--    their own business date.
CREATE TABLE payment_receipts (
  payment_id   bigint PRIMARY KEY REFERENCES payments (id),
  allocation   jsonb NOT NULL,
  overpayment  bigint NOT NULL,
  remaining    bigint NOT NULL,
  due_now      bigint NOT NULL,
  to_run       bigint NOT NULL
);

CREATE FUNCTION payment_receipts_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_receipts is append-only';
END $$;
CREATE TRIGGER payment_receipts_no_rewrite BEFORE UPDATE OR DELETE ON payment_receipts
  FOR EACH ROW EXECUTE FUNCTION payment_receipts_append_only();
