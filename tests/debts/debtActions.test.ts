// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEBT_ACTION_SPECS,
  debtActionBody,
  debtActionInputErrors,
  debtActionPath,
  debtActionsFor,
  debtPayable,
  type DebtAction,
} from '../../machines/debts/debtActions.ts';
import { DEBT_STATUSES, debtAllows } from '../../machines/debts/index.ts';
import { PERMISSIONS, type Permission } from '../../machines/permissions.ts';
import { CANCELLED_DEBT, OPEN_DEBT, OPEN_FEE, PARTLY_PAID_DEBT, WRITTEN_OFF_DEBT } from './debtDetail.fixtures.ts';

const EVERY: readonly Permission[] = PERMISSIONS;
const without = (...codes: Permission[]) => EVERY.filter((code) => !codes.includes(code));
const actionsOf = (offered: ReturnType<typeof debtActionsFor>) => offered.map((entry) => `${entry.action}:${entry.offer}`);

describe('the actions a debt page offers', () => {
  it('offers cancelling and writing off an open debt with nothing paid', () => {
    expect(actionsOf(debtActionsFor(OPEN_DEBT, EVERY))).toEqual(['cancel:offer', 'writeOff:offer']);
  });

  it('says why there is no cancelling once something is paid, and still offers the write-off', () => {
    expect(actionsOf(debtActionsFor(PARTLY_PAID_DEBT, EVERY))).toEqual(['cancel:somethingPaid', 'writeOff:offer']);
  });

  it('offers only undoing the write-off of a written-off debt', () => {
    expect(actionsOf(debtActionsFor(WRITTEN_OFF_DEBT, EVERY))).toEqual(['undoWriteOff:offer']);
  });

  it('offers nothing on a cancelled, paid or overpaid debt', () => {
    expect(debtActionsFor(CANCELLED_DEBT, EVERY)).toEqual([]);
    expect(debtActionsFor({ ...OPEN_DEBT, status: 'paid' }, EVERY)).toEqual([]);
    expect(debtActionsFor({ ...OPEN_DEBT, status: 'overpaid' }, EVERY)).toEqual([]);
  });

  it('asks each kind for its own code: a fee needs fee.cancel, a debt debt.cancel', () => {
    expect(debtActionsFor(OPEN_DEBT, without('debt.cancel'))).toEqual([]);
    expect(actionsOf(debtActionsFor(OPEN_FEE, without('debt.cancel')))).toEqual(['cancel:offer', 'writeOff:offer']);
    expect(debtActionsFor(OPEN_FEE, without('fee.cancel'))).toEqual([]);
    expect(actionsOf(debtActionsFor(WRITTEN_OFF_DEBT, without('fee.cancel')))).toEqual(['undoWriteOff:offer']);
  });

  it("offers nothing to a cashier's codes (no debt.cancel, no fee.cancel)", () => {
    const cashier: Permission[] = ['debt.view', 'debt.viewAll', 'debtPayment.create', 'fee.view', 'fee.viewAll', 'fee.create', 'feePayment.create'];
    expect(debtActionsFor(OPEN_DEBT, cashier)).toEqual([]);
    expect(debtActionsFor(OPEN_FEE, cashier)).toEqual([]);
    expect(debtActionsFor(WRITTEN_OFF_DEBT, cashier)).toEqual([]);
  });

  it('hides nothing from an API that lists no permissions (the server decides)', () => {
    expect(actionsOf(debtActionsFor(OPEN_DEBT, null))).toEqual(['cancel:offer', 'writeOff:offer']);
  });

  it.each(DEBT_STATUSES)('offers from %s exactly what the chart allows', (status) => {
    const offered = debtActionsFor({ ...OPEN_DEBT, status }, EVERY).map((entry) => entry.action);
    const allowed = (Object.keys(DEBT_ACTION_SPECS) as DebtAction[]).filter((action) => debtAllows(status, DEBT_ACTION_SPECS[action].event));
    expect(offered).toEqual(allowed);
  });
});

describe('the contract of each action', () => {
  it('posts to the kind route and the action path', () => {
    expect(debtActionPath('debt', 12, 'cancel')).toBe('/deudas/12/cancelacion');
    expect(debtActionPath('debt', 12, 'writeOff')).toBe('/deudas/12/castigo');
    expect(debtActionPath('fee', 20, 'undoWriteOff')).toBe('/honorarios/20/deshacer_castigo');
  });

  it('sends the version, and the reason trimmed where it is needed or typed', () => {
    expect(debtActionBody('cancel', 3, '  Duplicada  ')).toEqual({ version: 3, reason: 'Duplicada' });
    expect(debtActionBody('writeOff', 3, '')).toEqual({ version: 3, reason: '' });
    expect(debtActionBody('undoWriteOff', 4, '  ')).toEqual({ version: 4 });
    expect(debtActionBody('undoWriteOff', 4, 'Apareció')).toEqual({ version: 4, reason: 'Apareció' });
  });

  it('requires a reason to cancel or write off, none to undo, and at most 500 characters', () => {
    expect(debtActionInputErrors('cancel', { reason: '   ' })).toEqual({ reason: 'required' });
    expect(debtActionInputErrors('writeOff', { reason: '' })).toEqual({ reason: 'required' });
    expect(debtActionInputErrors('undoWriteOff', { reason: '' })).toEqual({});
    expect(debtActionInputErrors('cancel', { reason: 'Duplicada' })).toEqual({});
    expect(debtActionInputErrors('cancel', { reason: 'x'.repeat(500) })).toEqual({});
    expect(debtActionInputErrors('undoWriteOff', { reason: 'x'.repeat(501) })).toEqual({ reason: 'tooLong' });
  });
});

describe('a debt as the payments slot reads it', () => {
  it('carries its kind, version, dues and what is owed', () => {
    expect(debtPayable(PARTLY_PAID_DEBT)).toEqual({
      kind: 'debt', id: 12, version: 2, schedule: PARTLY_PAID_DEBT.schedule, balance: 4_000_000, overpaid: 0, payable: true, refundable: false,
    });
    expect(debtPayable(OPEN_FEE)).toMatchObject({ kind: 'fee', id: 20, payable: true });
    expect(debtPayable(OPEN_FEE).schedule).toHaveLength(1);
  });

  it('takes no payment on a written-off, cancelled or paid record', () => {
    expect(debtPayable(WRITTEN_OFF_DEBT).payable).toBe(false);
    expect(debtPayable(CANCELLED_DEBT).payable).toBe(false);
    expect(debtPayable({ ...OPEN_DEBT, status: 'paid' }).payable).toBe(false);
  });
});
