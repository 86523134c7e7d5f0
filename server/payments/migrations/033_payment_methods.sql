-- Payment methods per location and a payment's reference (issue #32, "Value date and method of a
-- payment"; machines/payments/paymentMethods.ts; docs/decisions.md, 'Payment methods').
--
-- A location enables a subset of the catalogue (cash, transfer, wallet, card); cash always, so the
-- box works whatever else is set up. Every location keeps today's methods: cash and transfer.
ALTER TABLE locations ADD COLUMN IF NOT EXISTS payment_methods text[] NOT NULL DEFAULT ARRAY['cash', 'transfer']::text[]
  CHECK (payment_methods <@ ARRAY['cash', 'transfer', 'wallet', 'card']::text[] AND 'cash' = ANY (payment_methods));

-- 'Referencia': the transfer's operation number, the card's voucher (trimmed, 1 to 64 characters;
-- required by the API for every method but cash). Null: none (cash, or a payment from before 033).
ALTER TABLE payments ADD COLUMN IF NOT EXISTS reference text CHECK (reference IS NULL OR char_length(reference) BETWEEN 1 AND 64);

-- The duplicate check: a payment not reversed with the same method and reference (trimmed,
-- case-insensitive), of any record.
CREATE INDEX IF NOT EXISTS payments_reference_idx ON payments (method, lower(reference)) WHERE reference IS NOT NULL AND status = 'posted';

-- Append-only as before (018): the reversal is the one update, and it changes none of the payment's
-- facts, its reference and the early-settlement and recovery marks (032) included.
CREATE OR REPLACE FUNCTION payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'posted' AND NEW.status = 'reversed'
     AND NEW.kind = OLD.kind AND NEW.target_id = OLD.target_id AND NEW.amount = OLD.amount AND NEW.method = OLD.method
     AND NEW.business_date = OLD.business_date AND NEW.session_id IS NOT DISTINCT FROM OLD.session_id
     AND NEW.movement_id IS NOT DISTINCT FROM OLD.movement_id AND NEW.received_by = OLD.received_by
     AND NEW.created_at = OLD.created_at AND NEW.reference IS NOT DISTINCT FROM OLD.reference
     AND NEW.settles = OLD.settles AND NEW.recovery = OLD.recovery THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'payments is append-only: % refused (only posted → reversed)', TG_OP;
END
$$;
