-- Payments of every receivable (#18, domain.md "Payment"): a loan's, a rental's, a debt's and a
-- fee's payments in one append-only table, replayed by the one engine (machines/receivables). It
-- replaces loan_payments (017), whose rows move here with their ids (the cash movements they
-- posted name them as their source: `loanPayment` + id).
--
-- `kind` + `target_id` name what a payment pays. Each kind's own column (`loan_id`, and the
-- rental's and debt's columns that their migrations add the same way) is generated from them and
-- carries the foreign key, so a payment can only name a record that exists, and a generic write
-- path (server/payments) needs only the pair.
CREATE TABLE payments (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind                   text NOT NULL CHECK (kind IN ('loan', 'rental', 'debt', 'fee')),
  target_id              integer NOT NULL CHECK (target_id >= 1),
  loan_id                integer GENERATED ALWAYS AS (CASE WHEN kind = 'loan' THEN target_id END) STORED REFERENCES loans (id),
  amount                 bigint NOT NULL CHECK (amount > 0),
  method                 text NOT NULL CHECK (method ~ '^[a-z][A-Za-z]{0,39}$'),
  -- The business date it was paid on: the replay's order (then id).
  business_date          date NOT NULL,
  -- The cash session and movement it entered (a cash payment); null for a method that moves no cash.
  session_id             integer REFERENCES cash_sessions (id),
  movement_id            bigint REFERENCES cash_movements (id),
  received_by            integer NOT NULL REFERENCES users (id),
  created_at             timestamptz NOT NULL DEFAULT now(),
  status                 text NOT NULL DEFAULT 'posted' CHECK (status IN ('posted', 'reversed')),
  reversed_by            integer REFERENCES users (id),
  reversed_at            timestamptz,
  reversal_reason        text CHECK (char_length(reversal_reason) <= 500),
  reversal_movement_id   bigint REFERENCES cash_movements (id),
  CHECK ((status = 'reversed') = (reversed_at IS NOT NULL)),
  CHECK (status = 'posted' OR (reversed_by IS NOT NULL AND char_length(reversal_reason) >= 1))
);

INSERT INTO payments (id, kind, target_id, amount, method, business_date, session_id, movement_id, received_by, created_at,
                      status, reversed_by, reversed_at, reversal_reason, reversal_movement_id)
OVERRIDING SYSTEM VALUE
SELECT id, 'loan', loan_id, amount, method, business_date, session_id, movement_id, received_by, created_at,
       status, reversed_by, reversed_at, reversal_reason, reversal_movement_id
  FROM loan_payments;

-- The identity continues after the moved ids.
SELECT setval(pg_get_serial_sequence('payments', 'id'), COALESCE((SELECT max(id) FROM payments), 1), (SELECT count(*) > 0 FROM payments));

DROP TABLE loan_payments;
DROP FUNCTION loan_payments_append_only, loan_payments_no_truncate;

-- One receivable's replay (kind + target, date order, then arrival); a payments list by date; a
-- collector's own payments.
CREATE INDEX payments_target_idx ON payments (kind, target_id, business_date, id);
CREATE INDEX payments_date_idx ON payments (kind, business_date, id);
CREATE INDEX payments_receiver_idx ON payments (received_by, business_date);

-- Append-only: no DELETE; an UPDATE only reverses a posted payment (its facts never change).
CREATE FUNCTION payments_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'posted' AND NEW.status = 'reversed'
     AND NEW.kind = OLD.kind AND NEW.target_id = OLD.target_id AND NEW.amount = OLD.amount AND NEW.method = OLD.method
     AND NEW.business_date = OLD.business_date AND NEW.session_id IS NOT DISTINCT FROM OLD.session_id
     AND NEW.movement_id IS NOT DISTINCT FROM OLD.movement_id AND NEW.received_by = OLD.received_by
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'payments is append-only: % refused (only posted → reversed)', TG_OP;
END
$$;

CREATE TRIGGER payments_no_rewrite BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_append_only();
CREATE FUNCTION payments_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payments is append-only: TRUNCATE refused';
END
$$;

CREATE TRIGGER payments_no_truncate BEFORE TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION payments_no_truncate();

-- On a database that already has its roles and grants (created before 018): the codes of the
-- rentals, debts and fees and of their payments. A new database gets them from server/db/seed.ts
-- right after the migrations (same guard as 006, 010, 017).
INSERT INTO role_permissions (id_rol, code)
SELECT g.id_rol, g.code
  FROM (VALUES (1, 'rental.viewAll'), (1, 'rental.create'), (1, 'rental.terminate'), (1, 'rental.settle'),
               (1, 'rentPayment.create'), (1, 'rentPayment.reverse'),
               (1, 'debt.viewAll'), (1, 'debt.create'), (1, 'debt.cancel'), (1, 'debtPayment.create'), (1, 'debtPayment.reverse'),
               (1, 'fee.viewAll'), (1, 'fee.create'), (1, 'fee.cancel'), (1, 'feePayment.create'), (1, 'feePayment.reverse'),
               (2, 'rental.viewAll'), (2, 'rental.create'), (2, 'rentPayment.create'),
               (2, 'debt.viewAll'), (2, 'debtPayment.create'), (2, 'fee.viewAll'), (2, 'fee.create'), (2, 'feePayment.create'),
               (3, 'rentPayment.create'), (3, 'debtPayment.create'), (3, 'feePayment.create')) AS g (id_rol, code)
 WHERE EXISTS (SELECT 1 FROM role_permissions)
   AND EXISTS (SELECT 1 FROM roles r WHERE r.id_rol = g.id_rol)
ON CONFLICT DO NOTHING;

-- Cashiers take debt and fee payments at the counter: on a database from before 018, the Deudas and
-- Honorarios menus and their view codes for the Cajero role (seed.ts gives a new database the same).
INSERT INTO role_menus (id_rol, id_menu)
SELECT r.id_rol, m.id_menu
  FROM roles r CROSS JOIN menus m
 WHERE m.m_icono IN ('debts', 'fees') AND r.id_rol = 2
ON CONFLICT DO NOTHING;

INSERT INTO role_sub_menus (id_rol, id_sub_menu)
SELECT r.id_rol, s.id_sub_menu
  FROM roles r CROSS JOIN menus m JOIN sub_menus s ON s.id_menu = m.id_menu
 WHERE m.m_icono IN ('debts', 'fees') AND r.id_rol = 2
ON CONFLICT DO NOTHING;

INSERT INTO role_permissions (id_rol, code)
SELECT r.id_rol, g.code
  FROM roles r CROSS JOIN (VALUES ('debt.view'), ('debtPayment.view'), ('fee.view'), ('feePayment.view')) AS g (code)
 WHERE r.id_rol = 2
   AND EXISTS (SELECT 1 FROM role_permissions)
ON CONFLICT DO NOTHING;
