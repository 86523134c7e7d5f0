// @vitest-environment node
/** The role form: the shared rules before sending, one idempotency key per submission, 422 by its code (the name, or another rule), 409 with reload. */
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, waitFor } from 'xstate';
import {
  connectRoleForm,
  entryGroupsOf,
  permissionGroupsOf,
  roleFormMachine,
  toggleEntry,
  type RoleDetail,
  type RoleFormData,
  type RoleFormField,
  type SaveRoleRequest,
} from '../../machines/roles/index.ts';
import { ADMIN_ROLE, CASHIER_CHANGED, CASHIER_ROLE, CATALOGUE } from './roles.fixtures.ts';

type Answer = (request: SaveRoleRequest) => Promise<RoleDetail>;

function start(role: RoleDetail | null, answers: Answer[], reload: () => Promise<RoleDetail> = async () => CASHIER_CHANGED) {
  const requests: SaveRoleRequest[] = [];
  const focused: RoleFormField[] = [];
  let keys = 0;
  const logic = roleFormMachine.provide({
    actors: {
      loadForm: fromPromise<RoleFormData, number | null>(async () => ({ catalogue: CATALOGUE, role })),
      saveRole: fromPromise<RoleDetail, SaveRoleRequest>(async ({ input }) => {
        requests.push(input);
        const answer = answers.shift();
        if (!answer) throw new Error('no answer scripted');
        return answer(input);
      }),
      loadRole: fromPromise<RoleDetail, number>(() => reload()),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => `key-${++keys}` }),
      focusField: (_, field) => void focused.push(field),
    },
  });
  const actor = createActor(logic, { input: { id: role?.id_rol ?? null } }).start();
  return { actor, requests, focused };
}

const fail = (status: number) => async (): Promise<RoleDetail> => Promise.reject({ kind: 'status', status });
const failWith = (status: number, code: string) => async (): Promise<RoleDetail> => Promise.reject({ kind: 'status', status, code });
const saved = async (request: SaveRoleRequest): Promise<RoleDetail> =>
  ({ ...CASHIER_ROLE, ...(request.kind === 'create' ? request.input : request.update), id_rol: 9, version: 1 });
const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));
const viewOf = (actor: ReturnType<typeof start>['actor']) => connectRoleForm(actor.getSnapshot(), () => {});

describe('roleForm rules', () => {
  it('ticking the first entry makes it the start page; unticking the start page leaves none', () => {
    const first = toggleEntry({ r_nombre: '', r_inicio: '', menu_entries: [], permissions: [] }, 'caja');
    expect(first).toMatchObject({ r_inicio: 'caja', menu_entries: ['caja'] });
    const second = toggleEntry(first, 'movimientos');
    expect(second).toMatchObject({ r_inicio: 'caja', menu_entries: ['caja', 'movimientos'] });
    expect(toggleEntry(second, 'caja')).toMatchObject({ r_inicio: '', menu_entries: ['movimientos'] });
  });

  it('groups the entries by menu group and the codes by area, in the catalogue’s order', () => {
    expect(entryGroupsOf(CATALOGUE.entries).map((g) => [g.title, g.entries.map((e) => e.sm_ruta)])).toEqual([
      ['Administración', ['usuarios', 'roles']],
      ['Caja', ['caja', 'movimientos']],
    ]);
    expect(permissionGroupsOf(CATALOGUE.permissions)).toEqual([
      { thing: 'staff', codes: ['staff.view'] },
      { thing: 'role', codes: ['role.view', 'role.manage'] },
      { thing: 'cash', codes: ['cash.view'] },
      { thing: 'movement', codes: ['movement.view'] },
    ]);
  });
});

describe('roleForm: the rules before sending', () => {
  it('a submit without name and entries stays, shows the errors and focuses the name', async () => {
    const { actor, requests, focused } = start(null, []);
    await settled(actor);
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(viewOf(actor).errors).toEqual({ r_nombre: 'nameRequired', r_inicio: 'startRouteNotChosen' });
    expect(focused).toEqual(['r_nombre']);
    expect(requests).toHaveLength(0);
  });

  it('never sends the caller’s own role without its way back in, and says why on the permissions', async () => {
    const { actor, requests, focused } = start(ADMIN_ROLE, []);
    await settled(actor);
    expect(viewOf(actor).own).toBe(true);
    actor.send({ type: 'permission.toggled', code: 'role.manage' });
    actor.send({ type: 'form.submitted' });
    expect(viewOf(actor).errors).toEqual({ permissions: 'selfLockout' });
    expect(focused).toEqual(['permissions']);
    expect(requests).toHaveLength(0);
  });

  it('lets another role lose role.manage', async () => {
    const { actor, requests } = start({ ...ADMIN_ROLE, own: false }, [saved]);
    await settled(actor);
    actor.send({ type: 'permission.toggled', code: 'role.manage' });
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().matches({ form: 'saved' })).toBe(true);
  });
});

describe('roleForm: one idempotency key per user intent', () => {
  it('retries of one submission reuse its key; a new submission after a change gets a new one', async () => {
    const { actor, requests } = start(null, [fail(500), fail(503), saved]);
    await settled(actor);
    actor.send({ type: 'name.changed', value: ' Supervisor ' });
    actor.send({ type: 'entry.toggled', route: 'caja' });
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    actor.send({ type: 'save.retried' });
    await settled(actor);
    actor.send({ type: 'permission.toggled', code: 'cash.view' });
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(requests.map((r) => (r.kind === 'create' ? r.idempotencyKey : null))).toEqual(['key-1', 'key-1', 'key-2']);
    expect(requests[0]).toEqual({ kind: 'create', idempotencyKey: 'key-1', input: { r_nombre: 'Supervisor', r_inicio: 'caja', menu_entries: ['caja'], permissions: [] } });
    expect(actor.getSnapshot().matches({ form: 'saved' })).toBe(true);
  });
});

describe('roleForm: what the server refuses', () => {
  it('422 nameTaken: the name is another role’s; the error stays on it until the name changes', async () => {
    const { actor, focused } = start(null, [failWith(422, 'nameTaken')]);
    await settled(actor);
    actor.send({ type: 'name.changed', value: 'Cajero' });
    actor.send({ type: 'entry.toggled', route: 'caja' });
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(viewOf(actor).errors).toEqual({ r_nombre: 'nameTaken' });
    expect(focused).toEqual(['r_nombre']);
    actor.send({ type: 'name.changed', value: 'CAJERO' });
    expect(viewOf(actor).errors).toEqual({ r_nombre: 'nameTaken' });
    actor.send({ type: 'name.changed', value: 'Cajero 2' });
    expect(viewOf(actor).errors).toEqual({});
  });

  it('422 with another rule’s code: that rule’s error on its field (not "name taken"), until a change', async () => {
    const { actor, focused, requests } = start(CASHIER_ROLE, [failWith(422, 'unknownPermission'), saved]);
    await settled(actor);
    actor.send({ type: 'name.changed', value: 'Caja principal' });
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(viewOf(actor).errors).toEqual({ permissions: 'unknownPermission' });
    expect(focused).toEqual(['permissions']);
    // The same values again: refused here, nothing sent.
    actor.send({ type: 'form.submitted' });
    expect(requests).toHaveLength(1);
    actor.send({ type: 'permission.toggled', code: 'cash.view' });
    expect(viewOf(actor).errors).toEqual({});
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(requests).toHaveLength(2);
  });

  it('422 without a rule’s code: a failed save, never "name taken"', async () => {
    const { actor } = start(null, [fail(422)]);
    await settled(actor);
    actor.send({ type: 'name.changed', value: 'Cajero' });
    actor.send({ type: 'entry.toggled', route: 'caja' });
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true);
    expect(viewOf(actor).errors).toEqual({});
  });

  it('409: reload takes the stored version and keeps what was typed; the next save sends the new version', async () => {
    const { actor, requests } = start(CASHIER_ROLE, [fail(409), saved]);
    await settled(actor);
    actor.send({ type: 'name.changed', value: 'Caja principal' });
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(viewOf(actor).notice).toBe('conflict');
    actor.send({ type: 'conflict.reload' });
    await settled(actor);
    expect(viewOf(actor).notice).toBe('reloaded');
    expect(viewOf(actor).values.r_nombre).toBe('Caja principal');
    expect(viewOf(actor).unsaved).toBe(true);
    actor.send({ type: 'form.submitted' });
    await settled(actor);
    expect(requests.map((r) => (r.kind === 'update' ? r.update.version : null))).toEqual([2, 3]);
  });
});
