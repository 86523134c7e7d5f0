-- Credit refunds (#29 item 6, domain.md "Credit balances"): 'Devolver saldo a favor' pays a
-- record's credit — what its payments paid beyond everything owed — back to the customer in cash,
-- out of the refunder's open session, with a reason. One append-only table for every kind, as
-- payments (018): a refund is a fact the replay subtracts from the credit (machines/receivables
-- receivableStanding's `refunded`), never an edit of the payments it comes from.
CREATE TABLE credit_refunds (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('loan', 'rental', 'debt', 'fee')),
  target_id      integer NOT NULL CHECK (target_id >= 1),
  amount         bigint NOT NULL CHECK (amount > 0),
  business_date  date NOT NULL,
  session_id     integer NOT NULL REFERENCES cash_sessions (id),
  movement_id    bigint NOT NULL REFERENCES cash_movements (id),
  refunded_by    integer NOT NULL REFERENCES users (id),
  reason         text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX credit_refunds_target_idx ON credit_refunds (kind, target_id);

CREATE FUNCTION credit_refunds_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_refunds is append-only: % refused', TG_OP;
END
$$;

CREATE TRIGGER credit_refunds_no_rewrite BEFORE UPDATE OR DELETE ON credit_refunds
  FOR EACH ROW EXECUTE FUNCTION credit_refunds_append_only();
CREATE TRIGGER credit_refunds_no_truncate BEFORE TRUNCATE ON credit_refunds
  FOR EACH STATEMENT EXECUTE FUNCTION credit_refunds_append_only();

-- On a database that already has its roles and grants (created before 026): the administrator
-- refunds credit. A new database gets it from server/db/seed.ts (every code for the administrator).
INSERT INTO role_permissions (id_rol, code)
SELECT 1, 'credit.refund'
 WHERE EXISTS (SELECT 1 FROM role_permissions)
   AND EXISTS (SELECT 1 FROM roles r WHERE r.id_rol = 1)
ON CONFLICT DO NOTHING;
