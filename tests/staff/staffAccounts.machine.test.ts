// @vitest-environment node
/** What the staff-account machines promise, event by event, read through their view models (no React). */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectStaffAction, connectStaffForm, withUpdatedRows, type StaffActionEvent, type StaffActionKind, type StaffFormEvent } from '../../machines/staff/index.ts';
import { CARLOS, CARLOS_CHANGED, inertStaffAction, inertStaffForm, NEW_USER, ONE_TIME, ROLES, staffFormFixtures, staffActionFixtures } from './staffAccounts.fixtures.ts';

const F = staffFormFixtures;

function form(user = CARLOS as typeof CARLOS | null) {
  const actor = createActor(inertStaffForm, { input: { user } }).start();
  const send = (event: StaffFormEvent | { type: string }) => actor.send(event as StaffFormEvent);
  const view = () => connectStaffForm(actor.getSnapshot(), send);
  send(F['xstate.done.actor.loadRoles'].roles);
  return { actor, send, view };
}

describe('staffForm', () => {
  it('a new account: errors show on the first submit, the focus goes to the user name, and generated is the default', () => {
    const { view, send } = form(null);
    expect(view().roles).toEqual(ROLES);
    expect(view().values.passwordMode).toBe('generated');
    expect(view().errors).toEqual({});
    send({ type: 'form.submitted' });
    expect(view().errors).toEqual({ username: 'required', name: 'required', id_rol: 'required' });
    send({ type: 'field.changed', field: 'passwordMode', value: 'set' });
    send({ type: 'field.changed', field: 'password', value: 'corta' });
    expect(view().errors.password).toBe('tooShort');
  });

  it('keeps one idempotency key through "Reintentar", and a change makes a new intent', () => {
    const { actor, send } = form(null);
    for (const event of [F['field.changed'].username, F['field.changed'].name, F['field.changed'].role]) send(event);
    send({ type: 'form.submitted' });
    expect(actor.getSnapshot().context.idempotencyKey).toBe('key-1');
    send(F['xstate.error.actor.saveStaff']['403']);
    expect(connectStaffForm(actor.getSnapshot(), send).failure).toBe('forbidden');
    send({ type: 'save.retried' });
    expect(actor.getSnapshot().context.idempotencyKey).toBe('key-1');
    send(F['xstate.error.actor.saveStaff']['403']);
    send({ type: 'field.changed', field: 'name', value: 'Marta D.' });
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
  });

  it('shows a generated password once, and forgets it when the dialog closes', () => {
    const { actor, send, view } = form(null);
    for (const event of [F['field.changed'].username, F['field.changed'].name, F['field.changed'].role]) send(event);
    send({ type: 'form.submitted' });
    send(F['xstate.done.actor.saveStaff'].generated);
    expect(view().secret).toBe(ONE_TIME);
    expect(view().finished).toBeNull();
    expect(view().unsaved).toBe(false);
    send({ type: 'secret.closed' });
    expect(view().secret).toBeNull();
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain(ONE_TIME);
    expect(view().finished).toEqual(NEW_USER);
  });

  it('a 422 to a new account marks the user name as taken until it changes', () => {
    const { send, view } = form(null);
    for (const event of [F['field.changed'].username, F['field.changed'].name, F['field.changed'].role]) send(event);
    send({ type: 'form.submitted' });
    send(F['xstate.error.actor.saveStaff']['422 taken']);
    expect(view().errors.username).toBe('taken');
    send({ type: 'field.changed', field: 'username', value: 'marta2' });
    expect(view().errors.username).toBeUndefined();
  });

  it('a 409 keeps what was typed: "Recargar" takes the new version and the next save sends it', () => {
    const { actor, send, view } = form(CARLOS);
    send({ type: 'field.changed', field: 'name', value: 'Carlos Ruiz Pérez' });
    send({ type: 'form.submitted' });
    send(F['xstate.error.actor.saveStaff']['409']);
    expect(view().notice).toBe('conflict');
    expect(view().locked).toBe(true);
    send({ type: 'conflict.reload' });
    send(F['xstate.done.actor.loadStaff'].stored);
    expect(view().values.name).toBe('Carlos Ruiz Pérez');
    expect(actor.getSnapshot().context.original).toEqual(CARLOS_CHANGED);
    send({ type: 'form.submitted' });
    expect(actor.getSnapshot().children.saveStaff?.getSnapshot().input).toEqual({ kind: 'update', id: 2, update: { name: 'Carlos Ruiz Pérez', id_rol: 2, version: 2 } });
  });

  it('a 422 without usernameTaken to a create is a failed save, not a taken user name', () => {
    const { send, view } = form(null);
    for (const event of [F['field.changed'].username, F['field.changed'].name, F['field.changed'].role]) send(event);
    send({ type: 'form.submitted' });
    send(F['xstate.error.actor.saveStaff']['422 no code']);
    expect(view().errors.username).toBeUndefined();
    expect(view().notice).toBe('failed');
  });

  it('a 422 to an edit without lastManager is a failed save, not the last-manager rule', () => {
    const { send, view } = form(CARLOS);
    send({ type: 'field.changed', field: 'name', value: 'Carlos R.' });
    send({ type: 'form.submitted' });
    send(F['xstate.error.actor.saveStaff']['422 no code']);
    expect(view().notice).toBe('failed');
  });

  it('a 422 lastManager to an edit is the last-manager rule: refused, until the role changes', () => {
    const { send, view } = form(CARLOS);
    send({ type: 'field.changed', field: 'id_rol', value: '3' });
    send({ type: 'form.submitted' });
    send(F['xstate.error.actor.saveStaff']['422 lastManager']);
    expect(view().notice).toBe('refused');
    send({ type: 'field.changed', field: 'id_rol', value: '1' });
    expect(view().notice).toBe('none');
  });
});

describe('staffAction', () => {
  const action = (kind: StaffActionKind) => {
    const started = createActor(inertStaffAction, { input: { user: CARLOS, action: kind } }).start();
    // The model's events include the call's done and error events, which only the invoked actor sends in the app.
    const actor = { getSnapshot: () => started.getSnapshot(), send: (event: { type: string }) => started.send(event as StaffActionEvent) };
    return { actor, view: () => connectStaffAction(started.getSnapshot(), (event) => started.send(event)) };
  };

  it('disables after the confirmation, and says done with the stored account', () => {
    const { actor, view } = action('disable');
    expect(view().face).toBe('confirming');
    view().confirm();
    expect(view().busy).toBe(true);
    expect(actor.getSnapshot().children.runAction?.getSnapshot().input).toEqual({ kind: 'disable', id: 2 });
    actor.send(staffActionFixtures['xstate.done.actor.runAction'].plain);
    expect(view().face).toBe('done');
    expect(view().result).toMatchObject({ enabled: false, version: 2 });
  });

  it('a reset with a typed password checks it first, then sends it; a generated one is shown once', () => {
    const { actor, view } = action('resetPassword');
    view().change('passwordMode', 'set');
    view().confirm();
    expect(view().errors).toEqual({ password: 'required' });
    expect(view().face).toBe('confirming');
    view().change('password', 'una clave larga');
    view().confirm();
    expect(actor.getSnapshot().children.runAction?.getSnapshot().input).toEqual({ kind: 'resetPassword', id: 2, password: { mode: 'set', password: 'una clave larga' } });

    const generated = action('resetPassword');
    generated.view().confirm();
    expect(generated.actor.getSnapshot().children.runAction?.getSnapshot().input).toEqual({ kind: 'resetPassword', id: 2, password: { mode: 'generated' } });
    generated.actor.send(staffActionFixtures['xstate.done.actor.runAction'].generated);
    expect(generated.view().secret).toBe(ONE_TIME);
    generated.view().closeSecret();
    expect(JSON.stringify(generated.actor.getSnapshot().context)).not.toContain(ONE_TIME);
    expect(generated.view().face).toBe('done');
  });

  it('a 422 is refused by its rule (only Cancelar), anything else failed with Reintentar', () => {
    const refused = action('disable');
    refused.view().confirm();
    refused.actor.send(staffActionFixtures['xstate.error.actor.runAction']['422 selfDisable']);
    expect(refused.view().face).toBe('refused');
    expect(refused.view().refusal).toBe('selfDisable');
    const lastManager = action('disable');
    lastManager.view().confirm();
    lastManager.actor.send(staffActionFixtures['xstate.error.actor.runAction']['422 lastManager']);
    expect(lastManager.view().refusal).toBe('lastManager');
    const noCode = action('disable');
    noCode.view().confirm();
    noCode.actor.send(staffActionFixtures['xstate.error.actor.runAction']['422 no code']);
    expect(noCode.view().face).toBe('failed');
    const failed = action('enable');
    failed.view().confirm();
    failed.actor.send(staffActionFixtures['xstate.error.actor.runAction'].timeout);
    expect(failed.view().face).toBe('failed');
    expect(failed.view().failure).toBe('unavailable');
    failed.view().retry();
    expect(failed.view().face).toBe('working');
  });
});

describe('the saved alert', () => {
  it('shows for a save without a password, never over the one-time password dialog', () => {
    const alerts: string[] = [];
    const logic = inertStaffForm.provide({ actions: { notifySaved: () => void alerts.push('saved') } });
    for (const [variant, expected] of [['plain', ['saved']], ['generated', []]] as const) {
      alerts.length = 0;
      const actor = createActor(logic, { input: { user: null } }).start();
      const send = (event: { type: string }) => actor.send(event as StaffFormEvent);
      send(F['xstate.done.actor.loadRoles'].roles);
      for (const event of [F['field.changed'].username, F['field.changed'].name, F['field.changed'].role]) send(event);
      send({ type: 'form.submitted' });
      send(F['xstate.done.actor.saveStaff'][variant]);
      expect(alerts, variant).toEqual(expected);
    }
    const done: string[] = [];
    const action = createActor(inertStaffAction.provide({ actions: { notifyDone: () => void done.push('done') } }), { input: { user: CARLOS, action: 'resetPassword' } }).start();
    action.send({ type: 'action.confirmed' });
    action.send(staffActionFixtures['xstate.done.actor.runAction'].generated as unknown as StaffActionEvent);
    expect(done).toEqual([]);
  });
});

describe('withUpdatedRows', () => {
  it('replaces a row by a newer version of it, never by an older one', () => {
    const newer = { ...CARLOS, enabled: false, version: 2 };
    expect(withUpdatedRows([CARLOS, NEW_USER], new Map([[2, newer]]))).toEqual([newer, NEW_USER]);
    expect(withUpdatedRows([newer], new Map([[2, CARLOS]]))).toEqual([newer]);
  });
});
