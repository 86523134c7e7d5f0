/**
 * The record page kit (machines/records/recordDetail.machine.ts) beyond what each area's path
 * tests walk: an area whose actions take a date gets 'date.changed', checked by its own rule and
 * sent with the action; an area without dates has no such transition.
 */
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { connectRecordDetail, recordDetailMachine, type ActionInput, type ActionInputErrors, type RecordActionRequest } from '../../machines/records/index.ts';

interface Contract { id: number; version: number; end: string }
type Action = 'renew' | 'sign';

const inputErrorsOf = (action: Action, { date }: ActionInput, record: Contract | null): ActionInputErrors =>
  action === 'renew' && !(record !== null && date > record.end) ? { date: 'afterEnd' } : {};

function start(takesDate: boolean, takesChoice = false) {
  const sent: RecordActionRequest<Action>[] = [];
  const machine = recordDetailMachine<Contract, Action>({ id: 'contractDetail', refusals: ['notAllowed'], inputErrorsOf, takesDate, takesChoice }).provide({
    actors: {
      loadRecord: fromPromise(async () => ({ id: 7, version: 3, end: '2026-12-31' })),
      runAction: fromPromise(async ({ input }: { input: RecordActionRequest<Action> }) => {
        sent.push(input);
        return { id: 7, version: 4, end: input.date };
      }),
    },
    actions: { newIdempotencyKey: assign({ idempotencyKey: 'key-1' }) },
  });
  const actor = createActor(machine, { input: { id: 7 } }).start();
  const view = () => connectRecordDetail(actor.getSnapshot(), actor.send, inputErrorsOf);
  return { actor, view, sent };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recordDetailMachine with dates', () => {
  it('keeps the dialog open with the date error until the date passes the area\'s rule, then sends it', async () => {
    const { view, sent } = start(true);
    await settled();
    view().open('renew');
    view().changeDate('2026-06-30');
    view().confirm();
    expect(view().dialog?.errors).toEqual({ date: 'afterEnd' });
    expect(sent).toEqual([]);
    view().changeDate('2027-06-30');
    expect(view().dialog?.date).toBe('2027-06-30');
    view().confirm();
    await settled();
    expect(sent).toEqual([{ id: 7, action: 'renew', version: 3, reason: '', date: '2027-06-30', choice: '', idempotencyKey: 'key-1' }]);
    expect(view().dialog).toBeNull();
    expect(view().record?.end).toBe('2027-06-30');
  });

  it('an area without dates has no date transition: the typed date is never taken', async () => {
    const { actor, view } = start(false);
    await settled();
    view().open('sign');
    actor.send({ type: 'date.changed', date: '2027-01-01' });
    expect(view().dialog?.date).toBe('');
  });
});

describe('recordDetailMachine with a choice', () => {
  it('sends the choice made, keeps it through a new intent, and clears it with the dialog', async () => {
    const { view, sent } = start(false, true);
    await settled();
    view().open('sign');
    view().changeChoice('3');
    expect(view().dialog?.choice).toBe('3');
    view().confirm();
    await settled();
    expect(sent.map((request) => request.choice)).toEqual(['3']);
    view().open('sign');
    expect(view().dialog?.choice).toBe('');
  });

  it('an area without choices has no choice transition: the choice is never taken', async () => {
    const { actor, view } = start(true);
    await settled();
    view().open('sign');
    actor.send({ type: 'choice.changed', choice: '3' });
    expect(view().dialog?.choice).toBe('');
  });
});
