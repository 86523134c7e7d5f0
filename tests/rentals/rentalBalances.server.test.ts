// @vitest-environment node
/**
 * #30 "Rental balances are stale" and "what a tenant reads as debt": the list's row, its totals and
 * the customer's 'Total adeudado' are the detail's figures at any business date, a late fee or a
 * term that falls due after the contract's last write included; what is due to date is apart from
 * what the contract still has to run.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RentalDetailSchema, RentalPageSchema, type RentalDetail, type RentalInput } from '../../machines/rentals/index.ts';
import { CustomerOwedSchema } from '../../machines/customers/index.ts';
import { loansServer } from '../loans/loansServer.support.ts';

const s = loansServer();
afterAll(() => s.clock.set('2026-11-23T15:00:00Z'));

/** A tenant of their own, so `customer=<id>` is these contracts only. */
const tenant = async () =>
  (await s.query<{ id: number }>(
    "INSERT INTO customers (document_type, document_number, name, phone, address, status) VALUES ('other', $1, 'Inquilino de los saldos', '', '', 'active') RETURNING id",
    [`BAL-${Math.random().toString(36).slice(2, 10)}`],
  ))[0]!.id;

const terms = (customerId: number, overrides: Partial<RentalInput> = {}): RentalInput => ({
  customerId,
  property: 'Local 7, Av. Colón 800',
  rent: 1_000_000_00,
  frequency: 'monthly',
  dueDay: 5,
  deposit: 0,
  startDate: '2026-12-01',
  endDate: '2027-05-31',
  graceDays: 3,
  lateFeeKind: 'fixed',
  lateFeeValue: 110_000_00,
  lateFeeCap: null,
  ...overrides,
});

const at = (date: string) => s.clock.set(`${date}T15:00:00Z`);

const detail = async (id: number): Promise<RentalDetail> => {
  const res = await s.api.get(`/alquileres/${id}`, { token: s.token('admin') });
  expect(res.status, res.text).toBe(200);
  return v.parse(RentalDetailSchema, res.body);
};

const listOf = async (customer: number) => {
  const res = await s.api.get('/alquileres', { token: s.token('admin'), query: { customer, pageSize: 100 } });
  expect(res.status, res.text).toBe(200);
  return v.parse(RentalPageSchema, res.body);
};

const owedOf = async (customer: number) => {
  const res = await s.api.get(`/clientes/${customer}/adeudado`, { token: s.token('admin') });
  expect(res.status, res.text).toBe(200);
  return v.parse(CustomerOwedSchema, res.body);
};

/** Drafted and signed through the routes on the business date (the last write is the signature). */
async function signed(customer: number, overrides: Partial<RentalInput> = {}): Promise<number> {
  const draft = await s.post('/alquileres', 'admin', terms(customer, overrides));
  expect(draft.status, draft.text).toBe(201);
  const sign = await s.post(`/alquileres/${draft.body.id}/firma`, 'admin', { version: (draft.body as unknown as RentalDetail).version });
  expect(sign.status, sign.text).toBe(200);
  return draft.body.id;
}

let transfers = 0;
const pay = async (id: number, amount: number) => {
  const { version } = await detail(id);
  const res = await s.post(`/alquileres/${id}/pagos`, 'admin', { amount, method: 'transfer', reference: `OP-RB-${(transfers += 1)}`, version, acceptExcess: true });
  expect(res.status, res.text).toBe(201);
};

describe('rental balances at the business date', () => {
  it('the list equals the detail at every date, late fees that fell due after the last write included', async () => {
    at('2026-11-23');
    const customer = await tenant();
    const id = await signed(customer);
    at('2026-12-05');
    await pay(id, 1_000_000_00);
    // No write after this: January's and February's rents fall due and take their fees unpaid (the
    // last date is earlier than the one before: the business clock going back is read too).
    for (const date of ['2026-12-05', '2027-01-05', '2027-01-09', '2027-02-15', '2027-06-15', '2027-01-20']) {
      at(date);
      const page = await listOf(customer);
      const owed = await owedOf(customer);
      const full = await detail(id);
      expect(page.items).toHaveLength(1);
      const row = page.items[0]!;
      const figures = (r: typeof row) => ({ date, balance: r.balance, due: r.due_now, toRun: r.to_run, next: r.next_due_date, arrears: r.days_in_arrears });
      expect(figures(row)).toEqual(figures(full));
      expect([page.totals.balance, page.totals.due_now, page.totals.to_run], date).toEqual([full.balance, full.due_now, full.to_run]);
      expect([owed.parts.find((part) => part.kind === 'rental')?.balance, owed.rentals_to_run], date).toEqual([full.due_now, full.to_run]);
    }
    // On 2027-02-15: January and February are due, each with its 110.000,00 fee; March to May still to run.
    at('2027-02-15');
    expect(await detail(id)).toMatchObject({ due_now: 2 * 1_110_000_00, to_run: 3 * 1_000_000_00, balance: 2 * 1_110_000_00 + 3 * 1_000_000_00 });
  });

  it('a tenant up to date owes nothing today; the rest of the contract is apart', async () => {
    at('2026-11-23');
    const customer = await tenant();
    const id = await signed(customer);
    at('2026-12-05');
    await pay(id, 1_000_000_00);
    const row = (await listOf(customer)).items[0]!;
    expect([row.due_now, row.to_run, row.balance]).toEqual([0, 5 * 1_000_000_00, 5 * 1_000_000_00]);
    const owed = await owedOf(customer);
    expect([owed.parts.find((part) => part.kind === 'rental')?.balance, owed.total, owed.rentals_to_run]).toEqual([0, 0, 5 * 1_000_000_00]);
  });
});
