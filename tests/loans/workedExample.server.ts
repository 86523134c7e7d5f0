/**
 * The loans' server tests on domain.md's worked example (10.000,00 at 2 % a month, 12 French
 * installments of 945,60 from 2026-12-24, disbursed 2026-11-24) with the business clock in the
 * test's hands: a server with signed-in staff, its client, the loan fixtures, a fresh key per
 * intent, `on(date)` to move the clock (back to 2026-11-24 after the file), and the detail as the
 * API answers it. Call once per test file, at module level (it registers the server's hooks).
 */
import { afterAll, expect } from 'vitest';
import * as v from 'valibot';
import { LoanDetailSchema, type LoanDetail } from '../../machines/loans/index.ts';
import { fixedClock } from '../../server/clock.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';
import { loansOf } from '../payments/loanFixtures.ts';

export function workedExampleServer(keyPrefix: string) {
  const clock = fixedClock('2026-11-24T15:00:00Z');
  const env = serverWithSignedInStaff(() => ({ clock }));
  const api = client(env);
  const loans = loansOf(env);
  let keys = 0;
  const freshKey = () => `${keyPrefix}-${Date.now()}-${(keys += 1)}`;
  const on = (date: string) => clock.set(`${date}T15:00:00Z`);
  afterAll(() => on('2026-11-24'));
  const detail = async (id: number): Promise<LoanDetail> => {
    const res = await api.get(`/prestamos/${id}`, { token: env.tokens.admin });
    expect(res.status, res.text).toBe(200);
    return v.parse(LoanDetailSchema, res.body);
  };
  return { clock, env, api, loans, freshKey, on, detail };
}
