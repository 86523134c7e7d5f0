-- A location's cash boxes are managed in 'Configuración de ubicación' (#29, server/cashbox/boxRoutes.ts):
-- created, renamed, deactivated (kept with their history, never opened again) and reactivated.
-- A version for the edits (two renames from one version: the second is refused, 409 staleVersion).
ALTER TABLE cash_boxes ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

-- On a database that already has its roles and grants (created before 022): the administrator
-- (role 1 of the seed) may manage the boxes. A new database gets it from server/db/seed.ts right
-- after the migrations (the Administrador holds every code; same guard as 010).
INSERT INTO role_permissions (id_rol, code)
SELECT 1, 'cashbox.manage'
 WHERE EXISTS (SELECT 1 FROM role_permissions)
   AND EXISTS (SELECT 1 FROM roles r WHERE r.id_rol = 1)
ON CONFLICT DO NOTHING;
