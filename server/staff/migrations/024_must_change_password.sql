-- An account created, or whose password was reset, by an administrator must choose its own
-- password at its next sign-in (issue 29, item 9): until then the API refuses every call but the
-- change itself and logout (403 `passwordChangeRequired`, server/auth/bearer.ts). Accounts that
-- exist already (the demo users, the production first administrator from the environment) keep
-- working as they do: false.
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
