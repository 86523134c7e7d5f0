// @vitest-environment node
/**
 * Recoveries (#32): a payment on a written-off loan takes loanPayment.recover, is allocated like any
 * other, leaves the loan written off, never pays beyond what is owed, and is shown apart in
 * Analítica ('Recuperos') while still counted in what was collected.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnalyticsSchema } from '../../machines/analytics/analytics.schema.ts';
import { LoanDetailSchema } from '../../machines/loans/index.ts';
import { fixedClock } from '../../server/clock.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { loansOf } from '../payments/loanFixtures.ts';

const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const api = client(env);
const loans = loansOf(env);
let keys = 0;
const freshKey = () => `recovery-${Date.now()}-${(keys += 1)}`;
afterAll(() => clock.set('2026-11-24T15:00:00Z'));

const pay = async (id: number, amount: number, who: 'admin' | 'cajero', acceptExcess = false) => {
  const { version } = await loans.loan(id);
  await loans.openSession(who);
  return api.post<{ code?: string; payment: { id: number } }>(`/prestamos/${id}/pagos`, {
    token: env.tokens[who],
    json: { amount, method: 'cash', version, acceptExcess },
    headers: { 'Idempotency-Key': freshKey() },
  });
};
const recovered = async () => v.parse(AnalyticsSchema, (await api.get('/analitica', { token: env.tokens.admin })).body);

describe('a payment on a written-off loan', () => {
  it('takes loanPayment.recover, keeps the loan written off, counts as a recovery and as collected', async () => {
    const id = await loans.activeLoan({}, 'cobrador', 'writtenOff');
    const before = await recovered();
    const refused = await pay(id, 10_000, 'cajero');
    expect([refused.status, refused.body.code]).toEqual([403, 'recoveryNotAllowed']);
    const res = await pay(id, 10_000, 'admin');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const loan = v.parse(LoanDetailSchema, (await api.get(`/prestamos/${id}`, { token: env.tokens.admin })).body);
    expect([loan.status, loan.schedule[0]?.paid]).toEqual(['writtenOff', 10_000]);
    const after = await recovered();
    expect(after.recovered.today - before.recovered.today).toBe(10_000);
    expect(after.collected.today.loan - before.collected.today.loan).toBe(10_000);
  });

  it('never pays beyond what is owed: the excess is refused, even confirmed', async () => {
    const id = await loans.activeLoan({}, 'cobrador', 'writtenOff');
    const { balance } = await loans.loan(id);
    const res = await pay(id, balance + 1, 'admin', true);
    expect([res.status, res.body.code]).toEqual([409, 'notAllowed']);
  });
});
