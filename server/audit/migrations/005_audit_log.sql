-- The audit log: who did what to which record, when, and the record before and after. Routes
-- append to it inside their write's own transaction (server/audit/log.ts), so a write that rolls
-- back leaves no entry and a committed write always has one. Append-only: there is no route that
-- changes or removes an entry, and the triggers below refuse UPDATE, DELETE and TRUNCATE, so not
-- even a mistaken query can rewrite history. `at` is the write transaction's now() (the business
-- clock's source while server/clock.ts does not exist).

CREATE TABLE audit_log (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at         timestamptz NOT NULL DEFAULT now(),
  -- Staff accounts are disabled, never deleted, so every entry keeps its author.
  user_id    integer NOT NULL REFERENCES users (id),
  entity     text NOT NULL CHECK (entity ~ '^[a-z][A-Za-z]{0,39}$'),
  entity_id  bigint NOT NULL,
  action     text NOT NULL CHECK (action ~ '^[a-z][A-Za-z]{0,39}$'),
  before     jsonb,
  after      jsonb
);

-- 'Historial' of one record, newest first.
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;

CREATE TRIGGER audit_log_no_rewrite BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
