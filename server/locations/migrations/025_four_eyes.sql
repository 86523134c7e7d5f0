-- Four eyes as a setting of the location (issue #29, item 8; docs/decisions.md, 'Four eyes'):
-- whether the staff member who submitted a loan application, or asked to close a cash session
-- with a difference, may approve it themself. On by default, so every existing database keeps
-- today's rule until an administrator turns it off.
ALTER TABLE locations ADD COLUMN IF NOT EXISTS four_eyes boolean NOT NULL DEFAULT true;

-- The loans table kept four eyes itself (017_loans.sql: approved_by <> submitted_by, rejected_by
-- <> submitted_by). It cannot know the location's setting at the time of the decision, so the rule
-- is the server's alone now (the chart's guard, under the loan's row lock), and the audit entry of
-- every decision taken with four eyes off says so. The constraints had no names: they are found
-- by what they check.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT conname FROM pg_constraint
     WHERE conrelid = 'loans'::regclass AND contype = 'c'
       AND (pg_get_constraintdef(oid) LIKE '%approved_by <> submitted_by%' OR pg_get_constraintdef(oid) LIKE '%rejected_by <> submitted_by%')
  LOOP
    EXECUTE format('ALTER TABLE loans DROP CONSTRAINT %I', c.conname);
  END LOOP;
END $$;

-- The code that turns it on or off, on a database that already has its roles and grants: the
-- Administrador holds it. On a new database role_permissions is still empty here and
-- server/db/seed.ts grants the Administrador every code right after the migrations (same guard as
-- 009_locations.sql).
INSERT INTO role_permissions (id_rol, code)
SELECT 1, 'location.fourEyes'
 WHERE EXISTS (SELECT 1 FROM role_permissions)
   AND EXISTS (SELECT 1 FROM roles r WHERE r.id_rol = 1)
ON CONFLICT DO NOTHING;
