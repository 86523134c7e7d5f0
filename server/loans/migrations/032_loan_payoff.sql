-- Early settlement ('Cancelación anticipada', issue #32; machines/loans/payoff.ts).
--
-- A payment that settles a loan early is marked: the replay reads the loan's dues as the payoff at
-- its date leaves them (only the current period's interest accrued by days, no later period's), so
-- posting the quote closes the loan and reversing that payment brings the schedule back.
ALTER TABLE payments ADD COLUMN IF NOT EXISTS settles boolean NOT NULL DEFAULT false;

-- How a payoff owes the current period's interest: by the days elapsed ('days', the default) or
-- the current installment's whole interest. The location's choice, kept by each loan when it is
-- applied for (like its late-charge rule, 031).
ALTER TABLE locations ADD COLUMN IF NOT EXISTS payoff_interest text NOT NULL DEFAULT 'days' CHECK (payoff_interest IN ('days', 'wholeInstallment'));
ALTER TABLE loans ADD COLUMN IF NOT EXISTS payoff_interest text NOT NULL DEFAULT 'days' CHECK (payoff_interest IN ('days', 'wholeInstallment'));

-- 'Fecha valor' (#32): how many days back a payment may be dated (permission payment.backdate);
-- the cash still enters today's session. The location's setting, 7 by default.
ALTER TABLE locations ADD COLUMN IF NOT EXISTS backdate_days integer NOT NULL DEFAULT 7 CHECK (backdate_days BETWEEN 0 AND 31);

-- The code that dates a payment back, on a database that already has its grants (a new one gets it
-- from server/db/seed.ts): the Administrador holds it.
INSERT INTO role_permissions (id_rol, code)
SELECT 1, 'payment.backdate'
 WHERE EXISTS (SELECT 1 FROM role_permissions)
   AND EXISTS (SELECT 1 FROM roles WHERE id_rol = 1)
ON CONFLICT DO NOTHING;

-- Recoveries (#32): a payment on a written-off loan is allowed (permission loanPayment.recover),
-- allocated like any other, and marked so Analítica shows it apart ('Recuperos'); the loan stays
-- written off unless the write-off is undone.
ALTER TABLE payments ADD COLUMN IF NOT EXISTS recovery boolean NOT NULL DEFAULT false;
INSERT INTO role_permissions (id_rol, code)
SELECT 1, 'loanPayment.recover'
 WHERE EXISTS (SELECT 1 FROM role_permissions)
   AND EXISTS (SELECT 1 FROM roles WHERE id_rol = 1)
ON CONFLICT DO NOTHING;
