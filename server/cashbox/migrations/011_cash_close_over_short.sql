-- The over/short of a close that waited for approval (#16, server/cashbox/sessions.ts approveClose)
-- is part of the close itself: the session is 'closing' (no money moves), and the approval posts the
-- difference and closes it in one transaction. Migration 010's trigger let movements into 'open'
-- sessions only, which forced the approval to reopen the session for that one insert. Now the rule
-- says exactly what is allowed: any movement into an open session; into a closing session only its
-- 'overShort'; into a closed session nothing.

CREATE OR REPLACE FUNCTION cash_movements_open_session_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM cash_sessions
     WHERE id = NEW.session_id
       AND (status = 'open' OR (status = 'closing' AND NEW.type = 'overShort'))
  ) THEN
    RAISE EXCEPTION 'cash session % is not open: no money moves through it', NEW.session_id;
  END IF;
  RETURN NEW;
END
$$;
