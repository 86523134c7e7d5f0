// @vitest-environment node
/** The role form's view model on bare snapshots, without React: the load's faces and what each control sends. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectRoleForm, type RoleFormEvent } from '../../machines/roles/index.ts';
import { CASHIER_ROLE, CATALOGUE } from './roles.fixtures.ts';
import { inertRoleForm } from './roles.pathFixtures.ts';

function snapshotAfter(events: RoleFormEvent[] | ((actor: ReturnType<typeof createActor<typeof inertRoleForm>>) => void), id: number | null = 2) {
  const actor = createActor(inertRoleForm, { input: { id } }).start();
  if (typeof events === 'function') events(actor);
  else for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

const loaded = (actor: ReturnType<typeof createActor<typeof inertRoleForm>>) =>
  actor.send({ type: 'xstate.done.actor.loadForm', output: { catalogue: CATALOGUE, role: CASHIER_ROLE } } as never);
const failedWith = (status: number) => (actor: ReturnType<typeof createActor<typeof inertRoleForm>>) =>
  actor.send({ type: 'xstate.error.actor.loadForm', error: { kind: 'status', status } } as never);

describe('connectRoleForm', () => {
  it('loading, then the form with its groups and start choices', () => {
    expect(connectRoleForm(snapshotAfter([]), () => {})).toMatchObject({ load: 'loading', refused: null, editing: true });
    const view = connectRoleForm(snapshotAfter(loaded), () => {});
    expect(view).toMatchObject({ load: 'ready', own: false, unsaved: false, notice: 'none', canSubmit: true });
    expect(view.entryGroups.map((g) => g.icon)).toEqual(['admin', 'cash']);
    expect(view.startOptions.map((e) => e.sm_ruta)).toEqual(['caja']);
  });

  it('a 404 is refused (no retry); a 500 fails with a retry', () => {
    expect(connectRoleForm(snapshotAfter(failedWith(404)), () => {})).toMatchObject({ load: 'failed', refused: 'notFound' });
    expect(connectRoleForm(snapshotAfter(failedWith(500)), () => {})).toMatchObject({ load: 'failed', refused: null, failure: 'unavailable' });
  });

  it('each control sends its event', () => {
    const sent: RoleFormEvent[] = [];
    const view = connectRoleForm(snapshotAfter(loaded), (event) => sent.push(event));
    view.changeName('X');
    view.changeStart('caja');
    view.toggleEntry('roles');
    view.togglePermission('cash.view');
    view.submit();
    view.retryLoad();
    view.retry();
    view.reload();
    view.requestLeave();
    view.confirmLeave();
    view.stay();
    expect(sent.map((e) => e.type)).toEqual([
      'name.changed', 'start.changed', 'entry.toggled', 'permission.toggled', 'form.submitted', 'load.retried', 'save.retried', 'conflict.reload',
      'leave.requested', 'leave.confirmed', 'leave.cancelled',
    ]);
  });
});
