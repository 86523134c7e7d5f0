// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginResponse, MenuResponse } from '../../../machines/contract.ts';
import { selectCan, selectPermissions, sessionMachine, type StoredSession } from '../../../machines/session/index.ts';
import { flush } from '../../utils/fakes.ts';
import { loginResponse, menuResponse, storedSession } from '../../utils/fixtures/session.ts';

const CASHIER_CODES = ['cash.view', 'template.view'];

/** A session machine whose start-up reads `stored` and whose login answers `answer`. */
async function session(stored: StoredSession | null, answer: LoginResponse = loginResponse) {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise(async () => stored),
        login: fromPromise(async () => answer),
        loadMenu: fromPromise(async (): Promise<MenuResponse> => menuResponse),
      },
    }),
  );
  actor.start();
  await flush();
  return actor;
}

describe('the signed-in role\'s permissions', () => {
  it('are none to know while signed out: nothing is hidden, the server decides', async () => {
    const actor = await session(null);
    expect(selectPermissions(actor.getSnapshot())).toBeNull();
    expect(selectCan('staff.view')(actor.getSnapshot())).toBe(true);
  });

  it('are the login answer\'s codes, those not shaped as codes dropped; an unknown code grants nothing', async () => {
    // A newer server's code ('spaceship.fly') is kept (checked by shape, so the login page carries
    // no list of codes: machines/permissions.ts) but no check of this app ever asks for it.
    const answer = { ...loginResponse, rol: { ...loginResponse.rol, r_permisos: [...CASHIER_CODES, 'spaceship.fly', 'no code', 'cash.view.all'] } };
    const actor = await session(null, answer);
    actor.send({ type: 'credentials.submitted', user: 'ada', password: 'secret' });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(selectPermissions(snapshot)).toEqual([...CASHIER_CODES, 'spaceship.fly']);
    expect(selectCan('cash.view')(snapshot)).toBe(true);
    expect(selectCan('template.edit')(snapshot)).toBe(false);
    expect(selectCan('staff.view')(snapshot)).toBe(false);
  });

  it('are null when the login answer lists none (an API that follows only the specification): every check passes', async () => {
    const actor = await session(null);
    actor.send({ type: 'credentials.submitted', user: 'ada', password: 'secret' });
    await flush();
    expect(actor.getSnapshot().context.role).not.toBeNull();
    expect(selectPermissions(actor.getSnapshot())).toBeNull();
    expect(selectCan('template.edit')(actor.getSnapshot())).toBe(true);
  });

  it('survive a reload: a restored session keeps the stored codes', async () => {
    const actor = await session({ ...storedSession, role: { ...storedSession.role, r_permisos: CASHIER_CODES } });
    expect(selectPermissions(actor.getSnapshot())).toEqual(CASHIER_CODES);
    expect(selectCan('staff.view')(actor.getSnapshot())).toBe(false);
  });

  it('are null for a session stored before the answer carried them', async () => {
    const actor = await session(storedSession);
    expect(actor.getSnapshot().context.role).toMatchObject({ r_inicio: 'prestamos' });
    expect(selectPermissions(actor.getSnapshot())).toBeNull();
  });

  it('keep their identity while the role does not change, so a view re-renders only when it does', async () => {
    const actor = await session({ ...storedSession, role: { ...storedSession.role, r_permisos: CASHIER_CODES } });
    const first = selectPermissions(actor.getSnapshot());
    actor.send({ type: 'session.locked' });
    expect(selectPermissions(actor.getSnapshot())).toBe(first);
  });
});
