-- The customers' permission codes and menu entry on a database that already has its roles, menus
-- and grants (created before 005). On a new database the tables are still empty here and
-- server/db/seed.ts inserts all of it (these included) right after the migrations. Roles are the
-- seed's (1 Administrador, 2 Cajero, 3 Cobrador): data, as in seed.ts; roles an operator added get
-- nothing until granted.

-- Only where grants were seeded: a database from before 003 has none yet, and seed.ts grants
-- everything when role_permissions is empty, which an insert here would prevent.
INSERT INTO role_permissions (id_rol, code)
SELECT g.id_rol, g.code
  FROM (VALUES (1, 'customer.view'), (1, 'customer.create'), (1, 'customer.edit'), (1, 'audit.view'),
               (2, 'customer.view'), (2, 'customer.create'), (2, 'customer.edit'),
               (3, 'customer.view')) AS g (id_rol, code)
 WHERE EXISTS (SELECT 1 FROM role_permissions)
   AND EXISTS (SELECT 1 FROM roles r WHERE r.id_rol = g.id_rol)
ON CONFLICT DO NOTHING;

-- The 'Clientes' group goes right after 'Administración' (icon 'admin'): later groups move down one.
UPDATE menus SET orden = orden + 1
 WHERE orden > (SELECT orden FROM menus WHERE m_icono = 'admin' ORDER BY id_menu LIMIT 1)
   AND NOT EXISTS (SELECT 1 FROM sub_menus WHERE sm_ruta = 'clientes');

INSERT INTO menus (id_menu, m_descripcion, m_icono, orden)
SELECT (SELECT coalesce(max(id_menu), 0) + 1 FROM menus), 'Clientes', 'customers', a.orden + 1
  FROM (SELECT orden FROM menus WHERE m_icono = 'admin' ORDER BY id_menu LIMIT 1) a
 WHERE NOT EXISTS (SELECT 1 FROM sub_menus WHERE sm_ruta = 'clientes');

INSERT INTO sub_menus (id_sub_menu, id_menu, sm_descripcion, sm_ruta, sm_icono, orden)
SELECT (SELECT coalesce(max(id_sub_menu), 0) + 1 FROM sub_menus), m.id_menu, 'Clientes', 'clientes', 'customers', 1
  FROM menus m
 WHERE m.m_icono = 'customers'
   AND NOT EXISTS (SELECT 1 FROM sub_menus WHERE sm_ruta = 'clientes');

INSERT INTO role_menus (id_rol, id_menu)
SELECT r.id_rol, m.id_menu
  FROM roles r CROSS JOIN menus m
 WHERE m.m_icono = 'customers' AND r.id_rol IN (1, 2, 3)
ON CONFLICT DO NOTHING;
