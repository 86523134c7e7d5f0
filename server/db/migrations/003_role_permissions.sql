-- What each role may do: permission codes (machines/permissions.ts, `<thing>.<verb>`) granted per
-- role. Routes check a code, never a role id. The demo roles' grants are inserted by seed.ts
-- whenever this table is empty, so a database created before this migration (roles, no grants)
-- gets them on its next start too.

CREATE TABLE role_permissions (
  id_rol  integer NOT NULL REFERENCES roles (id_rol) ON DELETE CASCADE,
  code    text NOT NULL CHECK (code ~ '^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$'),
  PRIMARY KEY (id_rol, code)
);
