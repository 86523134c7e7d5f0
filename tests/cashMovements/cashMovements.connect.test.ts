// @vitest-environment node
/**
 * The pure parts of 'Movimientos': the movement lifecycle chart (what may be reversed), the
 * reversal's rules and preview, and the view models over bare snapshots.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  connectCashMovements,
  connectMovementReversal,
  isReversible,
  lifecycleRefusalOf,
  movementLifecycleMachine,
  movementSnapshotOf,
  reasonErrorOf,
  reversalFailureOf,
  reversalPreviewOf,
} from '../../machines/cashMovements/index.ts';
import { emptyQuery } from '../../machines/records/listQuery.ts';
import { INCOME, movementPageOf, REVERSAL_OF_INCOME, SIXTY_MOVEMENTS } from './cashMovements.fixtures.ts';
import { inertCashMovementsList, inertMovementReversal } from './cashMovements.pathFixtures.ts';

describe('the movement lifecycle chart', () => {
  it('lets a posted movement be reversed once, and never a reversal', () => {
    const actor = createActor(movementLifecycleMachine, { input: { isReversal: false } }).start();
    expect(actor.getSnapshot().can({ type: 'reverse' })).toBe(true);
    actor.send({ type: 'reverse' });
    expect(actor.getSnapshot().value).toBe('reversed');
    expect(actor.getSnapshot().can({ type: 'reverse' })).toBe(false);
    const reversal = createActor(movementLifecycleMachine, { input: { isReversal: true } }).start();
    reversal.send({ type: 'reverse' });
    expect(reversal.getSnapshot().value).toBe('posted');
  });

  it('resolves a stored row and names why it refuses', () => {
    expect(movementSnapshotOf(INCOME).value).toBe('posted');
    expect(isReversible(INCOME)).toBe(true);
    expect(lifecycleRefusalOf({ ...INCOME, reversed_by: 61 })).toBe('alreadyReversed');
    expect(lifecycleRefusalOf(REVERSAL_OF_INCOME)).toBe('isReversal');
    expect(lifecycleRefusalOf(INCOME)).toBeNull();
    // A loan's movement is reversed from the loan (a payment in Pagos de préstamos), never here.
    expect(isReversible({ ...INCOME, source_kind: 'loanPayment' })).toBe(false);
    expect(lifecycleRefusalOf({ ...INCOME, source_kind: 'loanPayment' })).toBe('reverseAtSource');
    expect(lifecycleRefusalOf({ ...INCOME, source_kind: 'loan' })).toBe('reverseAtSource');
    // So is every other receivable's: rent, debt and fee payments, and a rental's deposit.
    for (const kind of ['rentPayment', 'rental', 'debtPayment', 'feePayment']) expect(lifecycleRefusalOf({ ...INCOME, source_kind: kind })).toBe('reverseAtSource');
    expect(lifecycleRefusalOf({ ...INCOME, source_kind: 'delivery' })).toBe('reverseAtSource');
  });
});

describe('the reversal rules', () => {
  it('requires a reason of at most 500 characters after trimming', () => {
    expect(reasonErrorOf('')).toBe('required');
    expect(reasonErrorOf('  \n ')).toBe('required');
    expect(reasonErrorOf(` ${'x'.repeat(500)} `)).toBeNull();
    expect(reasonErrorOf('x'.repeat(501))).toBe('tooLong');
  });

  it('previews the opposite direction, the same amount, the same box', () => {
    expect(reversalPreviewOf(INCOME)).toEqual({ direction: 'out', amount: 1_500_00, boxName: 'Caja principal', reverses: 12 });
    expect(reversalPreviewOf({ ...INCOME, direction: 'out' }).direction).toBe('in');
  });

  it('tells a refusal (409) from a permission (403) from anything else', () => {
    expect(reversalFailureOf({ kind: 'status', status: 409 })).toBe('conflict');
    expect(reversalFailureOf({ kind: 'status', status: 403 })).toBe('forbidden');
    expect(reversalFailureOf({ kind: 'network' })).toBe('unavailable');
  });
});

describe('the view models', () => {
  it('shows the totals of the whole filter from the answer, not a sum of the page', () => {
    const list = createActor(inertCashMovementsList).start();
    expect(connectCashMovements(list.getSnapshot(), () => {}).totals).toBeNull();
    const answer = movementPageOf(SIXTY_MOVEMENTS, emptyQuery(50));
    list.send({ type: 'xstate.done.actor.loadPage', output: answer } as never);
    const view = connectCashMovements(list.getSnapshot(), () => {});
    expect(view.rows).toHaveLength(50);
    expect(view.totals).toEqual(answer.totals);
    const pageSum = view.rows.reduce((sum, m) => sum + (m.direction === 'in' ? m.amount : -m.amount), 0);
    expect(view.totals?.net).not.toBe(pageSum);
    expect(view.facets.boxes).toEqual([{ id: 1, name: 'Caja principal' }]);
  });

  it('keeps the reason and shows its error only after a confirm', () => {
    const sent: unknown[] = [];
    const actor = createActor(inertMovementReversal, { input: { target: INCOME } }).start();
    expect(connectMovementReversal(actor.getSnapshot(), (e) => sent.push(e)).reasonError).toBeNull();
    actor.send({ type: 'reversal.confirmed' });
    const view = connectMovementReversal(actor.getSnapshot(), (e) => sent.push(e));
    expect(view.face).toBe('editing');
    expect(view.reasonError).toBe('required');
    view.changeReason('Error');
    view.confirm();
    view.retry();
    view.cancel();
    expect(sent).toEqual([{ type: 'reason.changed', reason: 'Error' }, { type: 'reversal.confirmed' }, { type: 'reversal.retried' }, { type: 'reversal.cancelled' }]);
  });
});
