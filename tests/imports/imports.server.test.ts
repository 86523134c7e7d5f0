// @vitest-environment node
/**
 * 'Importar' through the API (issue #37): a preview names every refused row and writes nothing;
 * the import is all or nothing, idempotent (the same file twice adds nothing), audited, and
 * imported loans are loans like typed ones: their schedule, payments and projection pass the data
 * checks `npm run check-data` runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../server/clock.ts';
import { runDataChecks } from '../../server/backup/checks.ts';
import { buildSchedule } from '../../machines/loans/schedule.ts';
import type { ImportPreview, ImportResult } from '../../machines/imports/imports.schema.ts';
import { IMPORT_TEMPLATES, TEMPLATE_EXAMPLES } from '../../machines/imports/templates.ts';
import { createTestContext, login, serverWithSignedInStaff, START_TIMEOUT, startTestServer, type TestContext, type TestServer } from '../server/helpers.ts';
import { client } from '../server/client.ts';

// Noon at the location: the business date is 2026-11-24.
const TODAY = '2026-11-24';
const env = serverWithSignedInStaff(() => ({ clock: fixedClock('2026-11-24T15:00:00Z') }));
const api = client(env);
let keys = 0;

const CUSTOMER_HEADER = IMPORT_TEMPLATES.customers.map((column) => column.name);
const LOAN_HEADER = IMPORT_TEMPLATES.loans.map((column) => column.name);

/** A customers row by the template's columns. */
const customer = (document: string, name: string, extra: Partial<Record<string, string>> = {}) =>
  CUSTOMER_HEADER.map((column) => ({ tipo_documento: 'DNI', numero_documento: document, nombre: name, telefono: '', direccion: '', ...extra })[column] ?? '');

const loanRow = (values: Record<string, string>) => LOAN_HEADER.map((column) => values[column] ?? '');

const body = (fileName: string, rows: string[][], numberLocale = 'es-AR') => ({ fileName, numberLocale, rows });

const preview = (kind: string, json: unknown, token = env.tokens.admin) => api.post<ImportPreview>(`/importar/${kind}/vista_previa`, { token, json });
const run = (kind: string, json: unknown, key = `import-test-${(keys += 1)}`, token = env.tokens.admin) =>
  api.post<ImportResult & { code?: string; preview?: ImportPreview }>(`/importar/${kind}`, { token, json, headers: { 'Idempotency-Key': key } });

const count = async (sql: string) => Number((await env.server.db.query<{ n: string }>(sql))[0]!.n);

describe('importing customers', () => {
  // 1,000 rows, 5 of them wrong in a way the customer form refuses too.
  const rows = Array.from({ length: 1000 }, (_, i) => customer(`40.${String(100 + Math.floor(i / 1000)).padStart(3, '0')}.${String(i).padStart(3, '0')}`, `Cliente ${i}`));
  const BAD = new Map<number, [string, string]>([
    [10, ['numero_documento', 'required']],
    [200, ['nombre', 'required']],
    [350, ['tipo_documento', 'notOneOf']],
    [600, ['nombre', 'tooLong']],
    [999, ['numero_documento', 'repeatedInFile']],
  ]);
  const withBad = rows.map((row, i) => {
    if (i === 10) return customer('', 'Sin documento');
    if (i === 200) return customer('41.000.200', '   ');
    if (i === 350) return customer('41.000.350', 'Tipo raro', { tipo_documento: 'libreta' });
    if (i === 600) return customer('41.000.600', 'x'.repeat(121));
    // The same DNI as row 0, written without dots: one document.
    if (i === 999) return customer('40100000', 'Repetido');
    return row;
  });

  it('previews 1,000 rows naming the 5 refused ones by line and column, and writes nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM customers');
    const res = await preview('customers', body('clientes.csv', [CUSTOMER_HEADER, ...withBad]));
    expect(res.status, res.text).toBe(200);
    expect(res.body.counts).toEqual({ new: 995, existing: 0, refused: 5 });
    const refused = res.body.rows.filter((row) => row.status === 'refused');
    // Line = the row's index + 2 (the header is line 1).
    expect(refused.map((row) => [row.line, row.problems[0]?.column, row.problems[0]?.code])).toEqual([...BAD].map(([i, [column, code]]) => [i + 2, column, code]));
    expect(await count('SELECT count(*) AS n FROM customers')).toBe(before);
  });

  it('refuses the whole file while a row is refused, then takes the 995 and, again, adds nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM customers');
    const refused = await run('customers', body('clientes.csv', [CUSTOMER_HEADER, ...withBad]));
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.code).toBe('rowsRefused');
    expect(refused.body.preview?.counts.refused).toBe(5);
    expect(await count('SELECT count(*) AS n FROM customers')).toBe(before);

    const good = [CUSTOMER_HEADER, ...withBad.filter((_, i) => !BAD.has(i))];
    const first = await run('customers', body('clientes.csv', good));
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({ kind: 'customers', created: 995, existing: 0 });
    expect(await count('SELECT count(*) AS n FROM customers')).toBe(before + 995);
    // Audited: the import, and each customer's 'create' (its Historial starts there).
    expect(await count(`SELECT count(*) AS n FROM audit_log WHERE entity = 'import' AND entity_id = ${first.body.importId}`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM audit_log a JOIN customers c ON c.id = a.entity_id WHERE a.entity = 'customer' AND c.import_id = ${first.body.importId}`)).toBe(995);

    const again = await run('customers', body('clientes-otra-vez.csv', good));
    expect(again.status, again.text).toBe(201);
    expect(again.body).toMatchObject({ created: 0, existing: 995 });
    expect(await count('SELECT count(*) AS n FROM customers')).toBe(before + 995);
  });

  it('replays an import sent twice with one key, and says what is wrong with a header', async () => {
    const file = body('uno.csv', [CUSTOMER_HEADER, customer('42.000.001', 'Una Sola')]);
    const first = await run('customers', file, 'import-replay');
    const replay = await run('customers', file, 'import-replay');
    expect([first.status, replay.status]).toEqual([201, 201]);
    expect(replay.headers.get('Idempotency-Replayed')).toBe('true');
    expect(replay.body.importId).toBe(first.body.importId);
    expect(await count("SELECT count(*) AS n FROM customers WHERE document_norm = '42000001'")).toBe(1);

    const header = await preview('customers', body('mal.csv', [['Número de documento', 'Apellido'], ['1', 'x']]));
    expect(header.status).toBe(200);
    // 'Número de documento' is the template's numero_documento (case, accents and 'de' aside).
    expect(header.body.fileProblems).toEqual([
      { column: 'Apellido', code: 'unknownColumn' },
      { column: 'nombre', code: 'missingColumn' },
    ]);
    // The template's example row left in the file is refused, never imported as a customer.
    const example = CUSTOMER_HEADER.map((column) => TEMPLATE_EXAMPLES.customers[column] ?? '');
    const withExample = await preview('customers', body('plantilla.xlsx', [CUSTOMER_HEADER, example, customer('42.000.002', 'Real')]));
    expect(withExample.body.rows.map((row) => [row.line, row.status, row.problems])).toEqual([
      [2, 'refused', [{ column: '', code: 'exampleRow' }]],
      [3, 'new', []],
    ]);
    const empty = await preview('customers', body('vacio.csv', [CUSTOMER_HEADER, ['', '', '']]));
    expect(empty.body.fileProblems).toEqual([{ column: '', code: 'noRows' }]);
  });

  it('under a race adds each customer once: two imports of one file, and the form typing one of its documents', async () => {
    const file = body('carrera.csv', [CUSTOMER_HEADER, ...Array.from({ length: 50 }, (_, i) => customer(`45.000.${String(i).padStart(3, '0')}`, `Carrera ${i}`))]);
    const [a, b, typed] = await Promise.all([
      run('customers', file),
      run('customers', file),
      api.post('/clientes', {
        token: env.tokens.admin,
        json: { document_type: 'dni', document_number: '45000007', name: 'Tipeada', phone: '', address: '', status: 'active' },
        headers: { 'Idempotency-Key': 'import-race-form' },
      }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    // The form's customer went in before the imports or waited for the first; either way once.
    expect(a.body.created + b.body.created + (typed.status === 201 ? 1 : 0)).toBe(50);
    expect(await count("SELECT count(*) AS n FROM customers WHERE document_norm LIKE '45000%'")).toBe(50);
  });

  it('is the administrator’s: others get 403, an unknown kind 404, a bad body 400 with a code', async () => {
    const file = body('x.csv', [CUSTOMER_HEADER, customer('43.000.001', 'Nadie')]);
    expect((await preview('customers', file, env.tokens.cajero)).status).toBe(403);
    expect((await run('customers', file, 'import-cajero', env.tokens.cobrador)).status).toBe(403);
    expect((await preview('cars', file)).status).toBe(404);
    const bad = await preview('customers', { fileName: 'x.csv', numberLocale: 'es', rows: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('code');
  });
});

describe('importing running loans', () => {
  const TERMS = { tasa: '5', periodo_tasa: 'mensual', cuotas: '12', frecuencia: 'mensual', metodo: 'Francés', fecha_desembolso: '15/01/2026', primer_vencimiento: '15/02/2026' };
  const schedule = buildSchedule({ principal: 10_000_050, rateMillionths: 50_000, ratePeriod: 'month', installments: 12, frequency: 'monthly', method: 'french', firstDueDate: '2026-02-15' });
  const two = schedule.rows[0]!.total + schedule.rows[1]!.total;
  const amount = (minor: number) => `${Math.floor(minor / 100).toLocaleString('es-AR')},${String(minor % 100).padStart(2, '0')}`;

  const loans = [
    // '10.000,50' typed the Spanish way is 10,000.50, and the customer's document without dots.
    loanRow({ referencia: 'P-1', documento_cliente: '44000001', monto: '100.000,50', ...TERMS, pagado: amount(two), fecha_pagado: '20/03/2026' }),
    loanRow({ referencia: 'P-2', documento_cliente: '44.000.002', monto: '100.000,50', ...TERMS, pagos: `15/02/2026 ${amount(schedule.rows[0]!.total)} | 15/03/2026 ${amount(schedule.rows[1]!.total)}`, oficial: 'cobrador' }),
    // Paid off: it comes in closed.
    loanRow({ referencia: 'P-3', documento_cliente: '44.000.001', monto: '100.000,50', ...TERMS, pagado: amount(schedule.totalPayable) }),
  ];

  it('refuses what the loan form refuses and what the books contradict, by column', async () => {
    await run('customers', body('c.csv', [CUSTOMER_HEADER, customer('44.000.001', 'Prestataria Uno'), customer('44.000.002', 'Prestatario Dos')]));
    const bad = [
      loanRow({ referencia: 'B-1', documento_cliente: '99.999.999', monto: '1.000', ...TERMS }),
      loanRow({ referencia: 'B-2', documento_cliente: '44.000.001', monto: '10.50', ...TERMS }),
      loanRow({ referencia: 'B-3', documento_cliente: '44.000.001', monto: '1.000', ...TERMS, pagado: '999.999' }),
      loanRow({ referencia: 'B-4', documento_cliente: '44.000.001', monto: '1.000', ...TERMS, fecha_desembolso: '01/12/2026' }),
      loanRow({ referencia: 'B-5', documento_cliente: '44.000.001', monto: '1.000', ...TERMS, oficial: 'nadie' }),
      loanRow({ referencia: 'B-6', documento_cliente: '44.000.001', monto: '1.000', ...TERMS, fecha_pagado: '01/01/2026', pagado: '10' }),
      loanRow({ referencia: 'B-6', documento_cliente: '44.000.001', monto: '1.000', ...TERMS }),
    ];
    const res = await preview('loans', body('malos.xlsx', [LOAN_HEADER, ...bad]));
    expect(res.status, res.text).toBe(200);
    expect(res.body.rows.map((row) => `${row.line} ${row.problems.map((p) => `${p.column}:${p.code}`).join(',')}`)).toEqual([
      '2 documento_cliente:customerNotFound',
      '3 monto:decimalSign',
      '4 pagado:paidAboveTotal',
      '5 fecha_desembolso:disbursedInFuture,primer_vencimiento:disbursedAfterFirstDue',
      '6 oficial:officerNotFound',
      '7 fecha_pagado:paymentBeforeDisbursement',
      '8 referencia:repeatedInFile',
    ]);
  });

  it('brings loans in as the replay of their schedule and payments, checks passing; again adds nothing', async () => {
    const collected = async () => (await api.get<{ collected: { today: { loan: number } } }>('/analitica', { token: env.tokens.admin })).body.collected.today.loan;
    const collectedBefore = await collected();
    const res = await run('loans', body('prestamos.xlsx', [LOAN_HEADER, ...loans]));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ kind: 'loans', created: 3, existing: 0 });
    const rows = await env.server.db.query<{ import_reference: string; status: string; principal: string; balance: string; paid_total: string; next_due_date: string; officer: string }>(
      `SELECT l.import_reference, l.status, l.principal, l.balance, l.paid_total, to_char(l.next_due_date, 'YYYY-MM-DD') AS next_due_date, u.username AS officer
         FROM loans l JOIN users u ON u.id = l.officer_id WHERE l.import_id = $1 ORDER BY l.import_reference`,
      [res.body.importId],
    );
    expect(rows.map((r) => [r.import_reference, r.status, Number(r.principal), Number(r.paid_total), Number(r.balance), r.next_due_date, r.officer])).toEqual([
      ['P-1', 'active', 10_000_050, two, schedule.totalPayable - two, schedule.rows[2]!.dueDate, 'admin'],
      ['P-2', 'active', 10_000_050, two, schedule.totalPayable - two, schedule.rows[2]!.dueDate, 'cobrador'],
      ['P-3', 'closed', 10_000_050, schedule.totalPayable, 0, null, 'admin'],
    ]);
    // The loan page reads it as any loan: its schedule, what was paid, the payments as 'imported'.
    const id = Number((await env.server.db.query<{ id: number }>("SELECT id FROM loans WHERE import_reference = 'P-2'"))[0]!.id);
    const page = await api.get<{ balance: number; schedule: { number: number }[] }>(`/prestamos/${id}`, { token: env.tokens.admin });
    expect(page.status, page.text).toBe(200);
    expect(page.body.balance).toBe(schedule.totalPayable - two);
    expect(page.body.schedule).toHaveLength(12);
    expect(await count(`SELECT count(*) AS n FROM payments WHERE kind = 'loan' AND target_id = ${id} AND method = 'imported' AND session_id IS NULL`)).toBe(2);
    // Its 'Historial' starts at the import, in the fields the loan's history names.
    const [created] = await env.server.db.query<{ after: Record<string, unknown> }>("SELECT after FROM audit_log WHERE entity = 'loan' AND entity_id = $1 AND action = 'create'", [id]);
    expect(created?.after).toMatchObject({ status: 'active', import_reference: 'P-2', installment: schedule.installment, disbursed_date: '2026-01-15', paid_total: two });
    const checks = await runDataChecks(env.server.db, TODAY);
    expect(checks.filter((check) => !check.ok)).toEqual([]);

    // P-3's opening payment is dated today, but it was collected before Sofia: not in today's collections.
    expect(await collected()).toBe(collectedBefore);

    const again = await run('loans', body('prestamos.xlsx', [LOAN_HEADER, ...loans]));
    expect(again.body).toMatchObject({ created: 0, existing: 3 });
    expect(await count("SELECT count(*) AS n FROM loans WHERE import_reference LIKE 'P-%'")).toBe(3);
  });
});

describe('a loans import beside an edit of its customer', () => {
  it('neither waits for the other forever: both answer, nothing is a 500', async () => {
    await run('customers', body('c.csv', [CUSTOMER_HEADER, customer('47.000.001', 'Editada Mientras')]));
    const [row] = await env.server.db.query<{ id: number }>("SELECT id FROM customers WHERE document_norm = '47000001'");
    const id = Number(row!.id);
    for (let round = 0; round < 5; round += 1) {
      const { version } = (await api.get<{ version: number }>(`/clientes/${id}`, { token: env.tokens.admin })).body;
      const loan = loanRow({ referencia: `E-${round}`, documento_cliente: '47000001', monto: '1.000', tasa: '5', cuotas: '3', fecha_desembolso: '01/01/2026', primer_vencimiento: '01/02/2026' });
      const [imported, edited] = await Promise.all([
        run('loans', body('e.csv', [LOAN_HEADER, loan])),
        api.put(`/clientes/${id}`, { token: env.tokens.admin, json: { document_type: 'dni', document_number: '47.000.001', name: `Editada ${round}`, phone: '', address: '', status: 'active', version } }),
      ]);
      expect([imported.status, edited.status], `${imported.text} ${edited.text}`).toEqual([201, 200]);
    }
  });
});

describe('a new business without its location yet (production, no demo data)', () => {
  let ctx: TestContext | undefined;
  let server: TestServer | undefined;
  let token = '';
  const owner = { username: 'duena', password: 'Mudanza-2026-ok', name: 'Marta Díaz' };
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx, { mode: 'production', firstAdmin: owner });
    token = (await login(server, owner.username, owner.password)).body.accessToken;
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await ctx?.cleanup();
  });
  const own = client(() => server!);

  it('takes its customers, but no loan until its currency says how to read the amounts', async () => {
    const customers = await own.post<ImportResult>('/importar/customers', { token, json: body('c.csv', [CUSTOMER_HEADER, customer('46.000.001', 'Primera Clienta')]), headers: { 'Idempotency-Key': 'first-customers' } });
    expect(customers.status, customers.text).toBe(201);
    expect(customers.body.created).toBe(1);
    const loans = body('p.csv', [LOAN_HEADER, loanRow({ referencia: 'N-1', documento_cliente: '46000001', monto: '1.000', tasa: '5', cuotas: '3', fecha_desembolso: '01/01/2026', primer_vencimiento: '01/02/2026' })]);
    const previewed = await own.post<ImportPreview>('/importar/loans/vista_previa', { token, json: loans });
    expect(previewed.body.fileProblems).toEqual([{ column: '', code: 'noLocation' }]);
    const refused = await own.post<{ code: string }>('/importar/loans', { token, json: loans, headers: { 'Idempotency-Key': 'first-loans' } });
    expect([refused.status, refused.body.code]).toEqual([422, 'rowsRefused']);
    expect(Number((await server!.db.query<{ n: string }>('SELECT count(*) AS n FROM loans'))[0]!.n)).toBe(0);
  });
});
