// @vitest-environment node
/** The 'Préstamos' API slice: the contract's paths, bodies, the Idempotency-Key header, answers checked against the schemas. */
import { describe, expect, it, vi } from 'vitest';
import { INVALID_RESPONSE } from '../../machines/apiFailure.ts';
import { LOAN_ACTIONS, loanActionsFor } from '../../machines/loans/loanScreens.ts';
import { emptyQuery } from '../../machines/records/listQuery.ts';
import type { ApiClient } from '../../src/api/client.ts';
import { createLoansApi } from '../../src/features/loans/loans.api.ts';
import { ACTIVE_LOAN, APPROVED_LOAN, LOAN_ROW, SUBMITTED_LOAN } from './loanScreens.fixtures.ts';

const clientAnswering = (answer: unknown) => {
  const request = vi.fn(async () => answer);
  return { api: createLoansApi({ request } as unknown as ApiClient), request };
};

describe('createLoansApi', () => {
  it('listLoans asks GET /prestamos with the search, sort and filters (status, arrears, customer)', async () => {
    const { api, request } = clientAnswering({ items: [LOAN_ROW], total: 1, page: 1, pageSize: 10 });
    const page = await api.listLoans({ ...emptyQuery(10), q: 'ana', sort: { column: 'balance', direction: 'descending' }, filters: { status: 'active', arrears: '1', customer: '7' } });
    expect(page.items).toEqual([LOAN_ROW]);
    expect(request).toHaveBeenCalledWith('/prestamos', { query: { q: 'ana', sort: '-balance', page: '1', pageSize: '10', status: 'active', arrears: '1', customer: '7' }, signal: undefined });
  });

  it('applyForLoan POSTs the application with its Idempotency-Key', async () => {
    const { api, request } = clientAnswering(SUBMITTED_LOAN);
    const application = { principal: 1_000_000, rateMillionths: 20_000, ratePeriod: 'month' as const, installments: 12, frequency: 'monthly' as const, method: 'french' as const, firstDueDate: '2026-12-23', customerId: 7, note: '' };
    expect(await api.applyForLoan({ application, idempotencyKey: 'k-1' })).toEqual(SUBMITTED_LOAN);
    expect(request).toHaveBeenCalledWith('/prestamos', { method: 'POST', body: application, headers: { 'Idempotency-Key': 'k-1' }, signal: undefined });
  });

  it.each([
    ['approve', '/prestamos/41/aprobacion', { version: 1 }],
    ['reject', '/prestamos/41/rechazo', { version: 1, reason: 'Sin ingresos' }],
    ['withdraw', '/prestamos/41/retiro', { version: 1, reason: 'Sin ingresos' }],
    ['undoApproval', '/prestamos/41/deshacer_aprobacion', { version: 1 }],
    ['disburse', '/prestamos/41/desembolso', { version: 1 }],
    ['writeOff', '/prestamos/41/castigo', { version: 1, reason: 'Sin ingresos' }],
    ['undoWriteOff', '/prestamos/41/deshacer_castigo', { version: 1 }],
  ] as const)('runLoanAction %s POSTs %s with the version seen (and the reason the contract requires)', async (action, path, body) => {
    const { api, request } = clientAnswering(ACTIVE_LOAN);
    await api.runLoanAction({ id: 41, action, version: 1, reason: 'reason' in body ? body.reason : '', date: '', choice: '', idempotencyKey: 'k-2' });
    expect(request).toHaveBeenCalledWith(path, { method: 'POST', body, headers: { 'Idempotency-Key': 'k-2' }, signal: undefined });
  });

  it('quotePayoff asks GET /prestamos/{id}/liquidacion at the date', async () => {
    const quote = { date: '2027-01-10', amount: 1_030_150, overdue: 94_560, principal_ahead: 925_440, interest_accrued: 10_150, scheduled: 1_134_715, savings: 104_565, schedule: [] };
    const { api, request } = clientAnswering(quote);
    expect(await api.quotePayoff({ id: 41, date: '2027-01-10' })).toEqual(quote);
    expect(request).toHaveBeenCalledWith('/prestamos/41/liquidacion', { query: { fecha: '2027-01-10' }, signal: undefined });
    await expect(createLoansApi({ request: vi.fn(async () => ({ amount: 'x' })) } as unknown as ApiClient).quotePayoff({ id: 41, date: '2027-01-10' })).rejects.toEqual(INVALID_RESPONSE);
  });

  it.each([
    ['', null],
    ['3', 3],
  ])("runLoanAction waiveCharge sends the installment chosen ('%s') as number", async (choice, number) => {
    const { api, request } = clientAnswering(ACTIVE_LOAN);
    await api.runLoanAction({ id: 41, action: 'waiveCharge', version: 5, reason: 'Acuerdo', date: '', choice, idempotencyKey: 'k-3' });
    expect(request).toHaveBeenCalledWith('/prestamos/41/condonacion', { method: 'POST', body: { version: 5, reason: 'Acuerdo', number }, headers: { 'Idempotency-Key': 'k-3' }, signal: undefined });
  });

  it('an answer that is not a loan is a malformed answer', async () => {
    const { api } = clientAnswering({ id: 41 });
    await expect(api.getLoan(41)).rejects.toEqual(INVALID_RESPONSE);
  });
});

describe('loanActionsFor', () => {
  it('offers what the chart allows from each status, with every permission', () => {
    const actions = (status: typeof SUBMITTED_LOAN.status) => loanActionsFor({ ...SUBMITTED_LOAN, status }, null, 1).map((entry) => entry.action);
    expect(actions('submitted')).toEqual(['approve', 'reject', 'withdraw']);
    expect(actions('approved')).toEqual(['undoApproval', 'disburse']);
    expect(actions('active')).toEqual(['writeOff']);
    expect(actions('writtenOff')).toEqual(['undoWriteOff']);
    for (const status of ['rejected', 'withdrawn', 'closed', 'overpaid'] as const) expect(actions(status)).toEqual([]);
  });

  it('needs each action\'s permission', () => {
    expect(loanActionsFor(APPROVED_LOAN, ['loan.view', 'loan.approve'], 1).map((entry) => entry.action)).toEqual(['undoApproval']);
    expect(loanActionsFor(APPROVED_LOAN, ['loan.view', 'loan.disburse'], 1).map((entry) => entry.action)).toEqual(['disburse']);
    expect(loanActionsFor(SUBMITTED_LOAN, ['loan.view'], 1)).toEqual([]);
  });

  it('four eyes: the submitter gets the reason instead of Aprobar and Rechazar, not instead of Retirar', () => {
    expect(loanActionsFor(SUBMITTED_LOAN, null, 3)).toEqual([
      { action: 'approve', offer: 'ownApplication' },
      { action: 'reject', offer: 'ownApplication' },
      { action: 'withdraw', offer: 'offer' },
    ]);
    expect(LOAN_ACTIONS).toHaveLength(8);
  });

  it('Condonar recargos is offered on an active loan only while an installment not paid off has a late charge', () => {
    const active = { ...SUBMITTED_LOAN, status: 'active' as const };
    const [first, ...rest] = active.schedule;
    const charged = { ...active, schedule: [{ ...first!, charges: 5_000, total: first!.total + 5_000, outstanding: first!.outstanding + 5_000 }, ...rest] };
    const paidOff = { ...active, schedule: [{ ...first!, charges: 5_000, paid: first!.total + 5_000, outstanding: 0 }, ...rest] };
    const actions = (loan: typeof active) => loanActionsFor(loan, null, 1).map((entry) => entry.action);
    expect(actions(active)).not.toContain('waiveCharge');
    expect(actions(charged)).toContain('waiveCharge');
    expect(actions(paidOff)).not.toContain('waiveCharge');
    expect(loanActionsFor(charged, ['loan.view', 'loan.writeOff'], 1).map((entry) => entry.action)).toEqual(['writeOff']);
  });

  it('four eyes off: the submitter is offered Aprobar and Rechazar like anyone', () => {
    expect(loanActionsFor(SUBMITTED_LOAN, null, 3, false)).toEqual([
      { action: 'approve', offer: 'offer' },
      { action: 'reject', offer: 'offer' },
      { action: 'withdraw', offer: 'offer' },
    ]);
    expect(loanActionsFor(SUBMITTED_LOAN, null, 3, true).map((entry) => entry.offer)).toEqual(['ownApplication', 'ownApplication', 'offer']);
  });
});
