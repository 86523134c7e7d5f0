-- State that every server process must share, so N processes on one PostgreSQL behave as one:
-- login throttling counters (were in process memory) and profile photos (were files in the data
-- directory). Plain PostgreSQL that also runs on PGlite. Times are epoch milliseconds (bigint),
-- the unit of server/auth/throttle.ts, so tests can drive the throttle's clock.

-- One row per failed login per throttling key (account+address, address, account): a sliding
-- window is a count of rows newer than its start. A row per failure (not a counter updated in
-- place) makes concurrent failures from any number of processes count exactly: each is one INSERT.
CREATE TABLE login_failures (
  key  text NOT NULL,
  at   bigint NOT NULL
);
CREATE INDEX login_failures_key_at_idx ON login_failures (key, at);
-- Expiry deletes by time alone.
CREATE INDEX login_failures_at_idx ON login_failures (at);

-- (account, address) pairs that signed in, and when last: exempt from the per-account rule.
CREATE TABLE login_known (
  key  text PRIMARY KEY,
  at   bigint NOT NULL
);
CREATE INDEX login_known_at_idx ON login_known (at);

-- Profile photos. users.perfil holds the name; a name is never reused, so its bytes never change.
CREATE TABLE photos (
  name          text PRIMARY KEY CHECK (name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$'),
  bytes         bytea NOT NULL,
  -- Only JPEG is accepted (server/jpeg.ts); the column says what is served, the check keeps it inert.
  content_type  text NOT NULL DEFAULT 'image/jpeg' CHECK (content_type = 'image/jpeg'),
  created_at    timestamptz NOT NULL DEFAULT now()
);
