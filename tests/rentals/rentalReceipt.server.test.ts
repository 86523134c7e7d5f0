// @vitest-environment node
/**
 * #30 "A reprinted rental receipt changes its 'Saldo pendiente'" and "what a tenant reads as debt":
 * a receipt says, apart, what was due to date and what the contract still had to run, as of the
 * payment's own date, and a reprint months later (late fees fallen due since) says exactly the same.
 */
import { afterAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PaymentWithReceiptSchema } from '../../machines/payments/index.ts';
import { RentalDetailSchema, type RentalDetail, type RentalInput } from '../../machines/rentals/index.ts';
import { loansServer } from '../loans/loansServer.support.ts';

const s = loansServer();
afterAll(() => s.clock.set('2026-11-23T15:00:00Z'));

const at = (date: string) => s.clock.set(`${date}T15:00:00Z`);

const terms = async (overrides: Partial<RentalInput> = {}): Promise<RentalInput> => ({
  customerId: await s.customerId('30456789'),
  property: 'Cochera 2, Bv. San Juan 40',
  rent: 1_500_00,
  frequency: 'monthly',
  dueDay: 5,
  deposit: 0,
  startDate: '2026-12-01',
  endDate: '2027-05-31',
  graceDays: 0,
  lateFeeKind: 'percent',
  lateFeeValue: 150,
  lateFeeCap: null,
  ...overrides,
});

const detail = async (id: number): Promise<RentalDetail> => v.parse(RentalDetailSchema, (await s.api.get(`/alquileres/${id}`, { token: s.token('admin') })).body);

async function signed(overrides: Partial<RentalInput> = {}): Promise<number> {
  const draft = await s.post('/alquileres', 'admin', await terms(overrides));
  expect(draft.status, draft.text).toBe(201);
  expect((await s.post(`/alquileres/${draft.body.id}/firma`, 'admin', { version: (draft.body as unknown as RentalDetail).version })).status).toBe(200);
  return draft.body.id;
}

const reprint = async (paymentId: number) => {
  const res = await s.api.get(`/pagos_alquiler/${paymentId}`, { token: s.token('admin') });
  expect(res.status, res.text).toBe(200);
  return v.parse(PaymentWithReceiptSchema, res.body).receipt;
};

describe('a rental payment’s receipt', () => {
  it('says what is due to date and what the contract still has to run, and a reprint months later says the same', async () => {
    at('2026-11-23');
    const id = await signed();
    at('2026-12-05');
    const posted = await s.post(`/alquileres/${id}/pagos`, 'admin', { amount: 1_500_00 + 62_50, method: 'transfer', reference: 'OP-RENT-1', version: (await detail(id)).version });
    expect(posted.status, posted.text).toBe(201);
    const { payment, receipt } = v.parse(PaymentWithReceiptSchema, posted.body);
    // December paid, 62,50 ahead on January: nothing due today, the other five terms less that still to run.
    expect([receipt.due_now, receipt.to_run, receipt.remaining]).toEqual([0, 5 * 1_500_00 - 62_50, 5 * 1_500_00 - 62_50]);
    expect(await reprint(payment.id)).toEqual(receipt);
    // Months later January to March fell due unpaid and took their fees: the contract owes more, the receipt does not change.
    at('2027-03-20');
    expect((await detail(id)).terms.filter((term) => term.charges > 0)).not.toHaveLength(0);
    expect(await reprint(payment.id)).toEqual(receipt);
  });

  it('a payment from before the receipts were kept is replayed as of its own date, not the reprint’s', async () => {
    at('2026-11-23');
    const id = await signed();
    const [row] = await s.query<{ id: number }>(
      "INSERT INTO payments (kind, target_id, amount, method, business_date, received_by) VALUES ('rental', $1, $2, 'transfer', '2026-12-10', 2) RETURNING id",
      [id, 500_00],
    );
    at('2026-12-10');
    const onTheDay = await reprint(Number(row!.id));
    // December's rent was due on the 5th with no grace: its 22,50 fee was due on the 6th, so 1.022,50 was due that day.
    expect(onTheDay.due_now).toBe(1_500_00 + 22_50 - 500_00);
    at('2027-04-30');
    expect(await reprint(Number(row!.id))).toEqual(onTheDay);
  });
});
