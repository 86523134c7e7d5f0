// @vitest-environment node
/**
 * Issue #30, "High" and "Low": every amount a request carries is bounded at 10^12 minor units
 * (machines/money/bounds.ts) and refused beyond with 422 `amountTooLarge` naming the field; ids
 * past 2^31 − 1, dates outside 1900–2199 and text with control characters or bidi overrides are
 * refused with their codes (machines/input); broken UTF-16 and deep nesting with a 400 — never a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from '../../machines/money/index.ts';
import { fixedClock } from '../../server/clock.ts';
import { serverWithSignedInStaff } from './helpers.ts';
import { client } from './client.ts';
import { loansOf } from '../payments/loanFixtures.ts';

const clock = fixedClock('2026-11-24T15:00:00Z');
const env = serverWithSignedInStaff(() => ({ clock }));
const api = client(env);
const loans = loansOf(env);

let keys = 0;
const key = () => ({ 'Idempotency-Key': `bounds-${Date.now()}-${(keys += 1)}` });
type Who = 'admin' | 'cajero' | 'cobrador';
const post = (path: string, json: unknown, who: Who = 'admin') => api.post(path, { token: env.tokens[who], json, headers: key() });
const put = (path: string, json: unknown, who: Who = 'admin') => api.put(path, { token: env.tokens[who], json, headers: key() });
const refusal = (res: { status: number; body: unknown }) => ({ status: res.status, code: (res.body as { code?: string } | undefined)?.code, field: (res.body as { field?: string } | undefined)?.field });

const ABSURD = 9_007_199_254_740_991;
let cajeroSession = 0;
let customerId = 0;

beforeAll(async () => {
  const overview = await api.get<{ session: { id: number } | null }>('/caja', { token: env.tokens.cajero });
  cajeroSession = overview.body.session?.id ?? 0;
  expect(cajeroSession).toBeGreaterThan(0);
  customerId = (await env.server.db.query<{ id: number }>('SELECT min(id) AS id FROM customers'))[0]!.id;
});

describe('every money input is bounded at 10^12 minor units (422 amountTooLarge, naming the field)', () => {
  it('a loan payment of 2^53 − 1 is refused, and nothing is stored', async () => {
    const loanId = await loans.activeLoan();
    const { version } = await loans.loan(loanId);
    const before = (await env.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments'))[0]!.n;
    for (const method of ['cash', 'transfer']) {
      const res = await post(`/prestamos/${loanId}/pagos`, { amount: ABSURD, method, version }, 'cajero');
      expect(refusal(res)).toEqual({ status: 422, code: 'amountTooLarge', field: 'amount' });
      const over = await post(`/prestamos/${loanId}/pagos`, { amount: MAX_AMOUNT_MINOR + 1, method, version, acceptExcess: true }, 'cajero');
      expect(refusal(over)).toEqual({ status: 422, code: 'amountTooLarge', field: 'amount' });
    }
    expect((await env.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments'))[0]!.n).toBe(before);
  });

  it('a cash income or expense above the bound is refused; 10^12 itself is taken', async () => {
    const path = `/caja/sesiones/${cajeroSession}/movimientos`;
    expect(refusal(await post(path, { type: 'income', concept: 'Aporte', amount: ABSURD }, 'cajero'))).toEqual({ status: 422, code: 'amountTooLarge', field: 'amount' });
    expect(refusal(await post(path, { type: 'expense', concept: 'Gasto', amount: MAX_AMOUNT_MINOR + 1 }, 'cajero'))).toEqual({ status: 422, code: 'amountTooLarge', field: 'amount' });
    expect((await post(path, { type: 'income', concept: 'Aporte máximo', amount: MAX_AMOUNT_MINOR }, 'cajero')).status).toBe(201);
  });

  it('an opening or counted cash, a denomination line and a count that adds up past the bound are refused', async () => {
    expect(refusal(await post('/caja/sesiones', { box_id: 1, opening_amount: ABSURD }))).toEqual({ status: 422, code: 'amountTooLarge', field: 'opening_amount' });
    const close = `/caja/sesiones/${cajeroSession}/cierre`;
    expect(refusal(await post(close, { counted_amount: MAX_AMOUNT_MINOR + 1, version: 1 }, 'cajero'))).toEqual({ status: 422, code: 'amountTooLarge', field: 'counted_amount' });
    // One line: 999,999,999,999 × 1,000,000 passes 2^53 (it used to be a 500).
    const line = await post(close, { counted_amount: 100, denominations: { '999999999999': 1_000_000 }, version: 1 }, 'cajero');
    expect(refusal(line)).toEqual({ status: 422, code: 'amountTooLarge', field: 'denominations' });
    // Forty lines each within the bound, their sum not.
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [String(900_000_000_000 + i), 1]));
    expect(refusal(await post(close, { counted_amount: 100, denominations: many, version: 1 }, 'cajero'))).toMatchObject({ status: 422, code: 'amountTooLarge' });
  });

  it('a delivery and a received amount above the bound are refused', async () => {
    expect(refusal(await post('/entregas', { amount: ABSURD, note: '' }, 'cobrador'))).toEqual({ status: 422, code: 'amountTooLarge', field: 'amount' });
    expect(refusal(await post('/entregas/1/recepcion', { received_amount: ABSURD, version: 1 }, 'cajero'))).toEqual({ status: 422, code: 'amountTooLarge', field: 'received_amount' });
  });

  it("a rental's rent, deposit, late fee and cap above the bound are refused", async () => {
    const terms = {
      customerId,
      property: 'Local 4',
      rent: 100_000,
      frequency: 'monthly',
      dueDay: 5,
      deposit: 0,
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      graceDays: 5,
      lateFeeKind: 'fixed',
      lateFeeValue: 1_000,
      lateFeeCap: null,
    };
    for (const field of ['rent', 'deposit', 'lateFeeValue', 'lateFeeCap']) {
      expect(refusal(await post('/alquileres', { ...terms, [field]: ABSURD })), field).toEqual({ status: 422, code: 'amountTooLarge', field });
    }
  });

  it("a loan's principal and a debt's amount above the bound are refused with the same code", async () => {
    const loan = { customerId, principal: ABSURD, rateMillionths: 20_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-12-24' };
    expect(refusal(await post('/prestamos', loan))).toEqual({ status: 422, code: 'amountTooLarge', field: 'principal' });
    const debt = { customerId, concept: 'Préstamo de herramientas', amount: MAX_AMOUNT_MINOR + 1, firstDueDate: '2026-12-24' };
    expect(refusal(await post('/deudas', debt))).toEqual({ status: 422, code: 'amountTooLarge', field: 'amount' });
  });

  it("the location's cash tolerance above the bound is refused", async () => {
    const location = (await api.get<Record<string, unknown> & { id: number; version: number }>('/ubicaciones/1', { token: env.tokens.admin })).body;
    const { id: _id, version, ...fields } = location;
    const input = Object.fromEntries(
      ['name', 'address', 'city', 'country', 'currency', 'minor_digits', 'time_zone', 'grace_days', 'cash_tolerance', 'receipt_footer'].map((k) => [k, fields[k]]),
    );
    const res = await put('/ubicaciones/1', { ...input, cash_tolerance: ABSURD, version });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('cash_tolerance');
  });
});

describe('ids, dates and text out of bounds are refused with a code, never a 500', () => {
  it('a record id of 2^31 or more in a body: 422 idOutOfRange', async () => {
    const loanId = await loans.activeLoan();
    for (const big of [2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER]) {
      expect(refusal(await post(`/prestamos/${loanId}/pagos`, { amount: 100, method: 'cash', version: big }, 'cajero'))).toEqual({ status: 422, code: 'idOutOfRange', field: 'version' });
      const loan = { customerId: big, principal: 100_000, rateMillionths: 20_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-12-24' };
      expect(refusal(await post('/prestamos', loan))).toEqual({ status: 422, code: 'idOutOfRange', field: 'customerId' });
      expect(refusal(await post('/caja/sesiones', { box_id: big, opening_amount: 0 }))).toEqual({ status: 422, code: 'idOutOfRange', field: 'box_id' });
      expect(refusal(await post('/usuarios', { username: 'nuevo.usuario', name: 'Nuevo', id_rol: big, password: { mode: 'generated' } }))).toEqual({ status: 422, code: 'idOutOfRange', field: 'id_rol' });
    }
  });

  it('a record id of 2^31 or more in a path: 404', async () => {
    for (const path of ['/prestamos/2147483648', '/caja/sesiones/99999999999', '/clientes/2147483648']) {
      expect((await api.get(path, { token: env.tokens.admin })).status, path).toBe(404);
    }
  });

  it('a first due date of 9999-12-31 (or 1066): 422 dateOutOfRange', async () => {
    for (const firstDueDate of ['9999-12-31', '2200-01-01']) {
      const loan = { customerId, principal: 100_000, rateMillionths: 20_000, ratePeriod: 'month', installments: 360, frequency: 'monthly', method: 'french', firstDueDate };
      expect(refusal(await post('/prestamos', loan)), firstDueDate).toEqual({ status: 422, code: 'dateOutOfRange', field: 'firstDueDate' });
      const debt = { customerId, concept: 'Herramientas', amount: 100_000, firstDueDate, installments: 60 };
      expect(refusal(await post('/deudas', debt)), firstDueDate).toEqual({ status: 422, code: 'dateOutOfRange', field: 'firstDueDate' });
    }
  });

  it('a broken Unicode character (a lone surrogate) anywhere: 400', async () => {
    const concept = `Pago \ud800 roto`;
    const res = await post(`/caja/sesiones/${cajeroSession}/movimientos`, { type: 'income', concept, amount: 100 }, 'cajero');
    expect(res.status).toBe(400);
    expect((await post('/clientes', { document_type: 'dni', document_number: '1', name: 'Ana \udc00', phone: '', address: '', status: 'active' })).status).toBe(400);
    expect((await api.post('/login', { json: { user: 'admin\ud83d', password: 'x' } })).status).toBe(400);
  });

  it('deeply nested JSON on login, roles and message templates: 400', async () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    const deepObject = (n: number): unknown => (n === 0 ? 'x' : { a: deepObject(n - 1) });
    const bodies = [`{"user": ${deep(300)}, "password": "x"}`, JSON.stringify({ user: 'admin', password: deepObject(40) })];
    for (const body of bodies) expect((await api.post('/login', { body })).status).toBe(400);
    const role = JSON.stringify({ r_nombre: 'Rol', r_inicio: 'caja', menu_entries: deepObject(100), permissions: [] });
    expect((await api.post('/roles', { token: env.tokens.admin, body: role, headers: key() })).status).toBe(400);
    expect((await api.put('/conf_mensajes/1', { token: env.tokens.admin, body: `{"body": ${deep(20_000)}}` })).status).toBe(400);
  });

  it.each([
    ['a control character', 'Ana\u0007 Pérez'],
    ['a line break', 'Ana\nPérez'],
    ['a right-to-left override', 'Ana \u202Ezerép'],
    ['a left-to-right isolate', 'Ana \u2066Pérez\u2069'],
  ])('%s in a name, a concept or a note: 422 textNotPlain', async (_label, text) => {
    const customer = await post('/clientes', { document_type: 'dni', document_number: '40111222', name: text, phone: '', address: '', status: 'active' });
    expect(refusal(customer)).toEqual({ status: 422, code: 'textNotPlain', field: 'name' });
    const movement = await post(`/caja/sesiones/${cajeroSession}/movimientos`, { type: 'income', concept: text, amount: 100 }, 'cajero');
    expect(refusal(movement)).toEqual({ status: 422, code: 'textNotPlain', field: 'concept' });
    const debt = { customerId, concept: text, amount: 100_000, firstDueDate: '2026-12-24' };
    expect(refusal(await post('/deudas', debt))).toEqual({ status: 422, code: 'textNotPlain', field: 'concept' });
    if (!text.includes('\n')) {
      const loan = { customerId, principal: 100_000, rateMillionths: 20_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-12-24', note: text };
      expect(refusal(await post('/prestamos', loan))).toEqual({ status: 422, code: 'textNotPlain', field: 'note' });
    }
  });

  it('a note keeps its line breaks and plain accents, Arabic and emoji stay welcome', async () => {
    const loan = { customerId, principal: 100_000, rateMillionths: 20_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-12-24', note: 'Garante: José\nTel. 351 — مرحبا 👍' };
    expect((await post('/prestamos', loan)).status).toBe(201);
  });
});
