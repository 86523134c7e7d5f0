import { afterEach, describe, expect, it } from 'vitest';
import { memoryHistory } from '../../src/app/appRouter.ts';
import { createApp, type SofiaApp } from '../../src/app/createApp.ts';
import { createGuard } from '../../src/app/router.tsx';
import { createFakeDeps } from '../support/fakeDeps.ts';
import { storedRole } from '../support/permissions.ts';
import { signedInStorage } from '../support/renderApp.tsx';

let app: SofiaApp | undefined;
afterEach(() => app?.stop());

/** The guard of the real route table, over a session read from `storage`. */
async function guardWith(storage: Record<string, string>) {
  app = createApp(createFakeDeps({ storage }), memoryHistory('/pages/faq'));
  await app.ready;
  return createGuard(app.routes, app.session);
}

describe('the route guard (who may enter where)', () => {
  it('sends a visitor without a session from every protected route to /pages/error500', async () => {
    const guard = await guardWith({});
    for (const path of ['/usuarios', '/caja', '/analytics', '/conf_mensajes']) expect(guard(path)).toBe('/pages/error500');
  });

  it('matches paths as the router does: another case or a trailing slash is still protected', async () => {
    const guard = await guardWith({});
    for (const path of ['/USUARIOS', '/Caja/', '/usuarios/']) expect(guard(path)).toBe('/pages/error500');
  });

  it('lets a visitor reach the login page and the public pages', async () => {
    const guard = await guardWith({});
    for (const path of ['/', '/finance', '/pages/faq', '/pages/error404', '/no-such-page']) expect(guard(path)).toBeNull();
  });

  it('sends a signed-in user from the login page to the role\'s start route, and lets them in elsewhere', async () => {
    const guard = await guardWith(signedInStorage({ inicio: 'caja' }));
    expect(guard('/')).toBe('/caja');
    expect(guard('/usuarios')).toBeNull();
    expect(guard('/pages/faq')).toBeNull();
  });

  it('sends a signed-in user whose role lacks an area\'s permission to /pages/error403, and lets them into the areas it holds', async () => {
    const guard = await guardWith(signedInStorage({ inicio: 'prestamos', rol: storedRole(3, 'Cobrador') }));
    for (const path of ['/usuarios', '/roles', '/movimientos', '/USUARIOS/', '/conf_ubicacion']) expect(guard(path)).toBe('/pages/error403');
    for (const path of ['/prestamos', '/caja', '/entregas', '/pagos_prestamos', '/deudas', '/honorarios', '/conf_mensajes', '/pages/faq']) expect(guard(path)).toBeNull();
    expect(guard('/')).toBe('/prestamos');
  });

  it('asks every area of the registry for its own permission', async () => {
    const guard = await guardWith(signedInStorage({ rol: JSON.stringify({ id_rol: 1, r_nombre: 'Solo caja', r_permisos: ['cash.view'] }) }));
    expect(guard('/caja')).toBeNull();
    expect(guard('/movimientos')).toBe('/pages/error403');
    expect(guard('/analytics')).toBe('/pages/error403');
  });

  it('hides nothing when the login answer listed no permissions (the server\'s 403 decides)', async () => {
    const guard = await guardWith(signedInStorage({ inicio: 'prestamos', rol: JSON.stringify({ id_rol: 3, r_nombre: 'Cobrador' }) }));
    for (const path of ['/usuarios', '/caja', '/conf_mensajes']) expect(guard(path)).toBeNull();
  });

  it('decides nothing while start-up is still reading the stored session', () => {
    app = createApp(createFakeDeps({ storage: {}, whenStorageReady: () => new Promise(() => undefined) }), memoryHistory('/'));
    const guard = createGuard(app.routes, app.session);
    expect(guard('/usuarios')).toBeNull();
  });
});
