// @vitest-environment node
/**
 * What the Préstamos server tests share: the file's server on a fixed business clock, calls with a
 * fresh Idempotency-Key each, an application as the collector, and a loan put in any status.
 * Not a test file itself.
 */
import { expect } from 'vitest';
import * as v from 'valibot';
import { LoanDetailSchema, type LoanApplication, type LoanDetail, type LoanStatus } from '../../machines/loans/index.ts';
import { fixedClock } from '../../server/clock.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

export type Who = 'admin' | 'cajero' | 'cobrador';

/** 12:00 in Córdoba (the demo location, UTC−3): business date 2026-11-23. */
export const TODAY = '2026-11-23';

export function loansServer() {
  const clock = fixedClock('2026-11-23T15:00:00Z');
  const env = serverWithSignedInStaff(() => ({ clock }));
  const api = client(env);
  let keys = 0;
  const freshKey = () => `loans-${Date.now()}-${(keys += 1)}`;
  const token = (who: Who) => env.tokens[who];
  const query = <T>(sql: string, params: (string | number | null)[] = []) => env.server.db.query<T>(sql, params);

  const post = (path: string, who: Who | null, json: unknown, key: string | null = freshKey()) =>
    api.post<LoanDetail & { code?: string; message?: string }>(path, {
      token: who === null ? null : token(who),
      json,
      headers: key === null ? {} : { 'Idempotency-Key': key },
    });

  const customerId = async (document: string) => (await query<{ id: number }>('SELECT id FROM customers WHERE document_number = $1', [document]))[0]!.id;

  /** A valid application (María Fernanda López, 1.000,00 at 2 % a month in 4 monthly French installments). */
  const application = async (overrides: Partial<LoanApplication> = {}): Promise<LoanApplication> => ({
    customerId: await customerId('30456789'),
    principal: 1_000_00,
    rateMillionths: 20_000,
    ratePeriod: 'month',
    installments: 4,
    frequency: 'monthly',
    method: 'french',
    firstDueDate: '2026-12-23',
    note: '',
    ...overrides,
  });

  /** The collector applies; the answer is checked against the contract. */
  const apply = async (overrides: Partial<LoanApplication> = {}, who: Who = 'cobrador'): Promise<LoanDetail> => {
    const res = await post('/prestamos', who, await application(overrides));
    expect(res.status, res.text).toBe(201);
    return v.parse(LoanDetailSchema, res.body);
  };

  /** A new loan of the collector put straight into `status` (the facts a chart test needs, no more). */
  const loanIn = async (status: LoanStatus, overrides: Partial<LoanApplication> = {}): Promise<LoanDetail> => {
    const loan = await apply(overrides);
    if (status !== 'submitted') await query('UPDATE loans SET status = $2 WHERE id = $1', [loan.id, status]);
    return loan;
  };

  const detail = async (id: number, who: Who = 'admin') => {
    const res = await api.get(`/prestamos/${id}`, { token: token(who) });
    expect(res.status, res.text).toBe(200);
    return v.parse(LoanDetailSchema, res.body);
  };

  /** Runs `fn` with `code` taken from a role, then gives it back. */
  const withoutGrant = async (idRol: number, code: string, fn: () => Promise<void>) => {
    await query('DELETE FROM role_permissions WHERE id_rol = $1 AND code = $2', [idRol, code]);
    try {
      await fn();
    } finally {
      await query('INSERT INTO role_permissions (id_rol, code) VALUES ($1, $2) ON CONFLICT DO NOTHING', [idRol, code]);
    }
  };

  return { clock, env, api, freshKey, token, query, post, customerId, application, apply, loanIn, detail, withoutGrant };
}
