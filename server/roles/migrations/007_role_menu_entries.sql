-- Roles (#15, server/roles/): a role sees single menu entries, no longer whole groups, and an edit
-- names the version it started from.
--
-- role_sub_menus replaces role_menus as what /cargarMenus reads: a role sees the groups that hold at
-- least one of its entries. Every grant of a group becomes a grant of each of its entries, so no
-- role sees anything more or less than before (the one change: a group without entries, which no
-- entry can bring, is no longer listed). role_menus stays, unread, so a migration written before
-- this one still applies; nothing writes it any more (server/db/seed.ts writes role_sub_menus).

CREATE TABLE IF NOT EXISTS role_sub_menus (
  id_rol       integer NOT NULL REFERENCES roles (id_rol) ON DELETE CASCADE,
  id_sub_menu  integer NOT NULL REFERENCES sub_menus (id_sub_menu) ON DELETE CASCADE,
  PRIMARY KEY (id_rol, id_sub_menu)
);

INSERT INTO role_sub_menus (id_rol, id_sub_menu)
SELECT rm.id_rol, s.id_sub_menu
  FROM role_menus rm JOIN sub_menus s ON s.id_menu = rm.id_menu
ON CONFLICT DO NOTHING;

ALTER TABLE roles ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

-- Names are compared without letter case ('cajero' is 'Cajero'); the old UNIQUE stays (it is implied).
CREATE UNIQUE INDEX IF NOT EXISTS roles_name_key ON roles (lower(r_nombre));

-- The roles screen's codes for a database that already has its grants (a new one gets every code
-- for the Administrador from seed.ts): the Administrador (role 1 of the seed) manages roles.
INSERT INTO role_permissions (id_rol, code)
SELECT g.id_rol, g.code
  FROM (VALUES (1, 'role.view'), (1, 'role.manage')) AS g (id_rol, code)
 WHERE EXISTS (SELECT 1 FROM role_permissions)
   AND EXISTS (SELECT 1 FROM roles r WHERE r.id_rol = g.id_rol)
ON CONFLICT DO NOTHING;
