-- Idempotency keys (server/http/idempotency.ts): the first successful answer to each
-- (user, Idempotency-Key), stored in the same transaction as the write it answers, so a retry is
-- answered from here instead of writing twice. A row is claimed (status NULL) at the start of the
-- write's transaction: a concurrent request with the same key waits on it and then replays it.
-- Rows older than 24 hours are removed lazily by later requests.

CREATE TABLE idempotency_keys (
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key            text NOT NULL CHECK (key ~ '^[!-~]{1,100}$'),
  method         text NOT NULL,
  path           text NOT NULL,
  -- SHA-256 (hex) of the request body in canonical JSON (keys sorted).
  request_hash   text NOT NULL,
  status         integer,
  -- The answer's JSON text exactly as first sent.
  response_body  text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
