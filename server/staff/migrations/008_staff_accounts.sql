-- Staff accounts that administrators manage ('Usuarios', machines/staff/staff.schema.ts):
-- a `version` for optimistic concurrency (a PUT names the version it started from; every change
-- of the account adds one), and user names unique without letter case ('Ana' is 'ana': two
-- accounts whose names differ only in case would be told apart by nobody).

ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));

-- `staff.manage` for the administrator of a database that already has its grants (created before
-- this file); a new database gets every code from server/db/seed.ts. Guarded like 006: where no
-- grant exists yet, seed.ts grants everything and an insert here would prevent it.
INSERT INTO role_permissions (id_rol, code)
SELECT 1, 'staff.manage'
 WHERE EXISTS (SELECT 1 FROM role_permissions)
   AND EXISTS (SELECT 1 FROM roles WHERE id_rol = 1)
ON CONFLICT DO NOTHING;
