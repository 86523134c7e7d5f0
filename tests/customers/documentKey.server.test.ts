// @vitest-environment node
/**
 * #30 "Duplicate customers by punctuation": a document is compared in its normalised form per type
 * (machines/customers/documentKey.ts, stored by migration 029 as `document_norm`), a search word
 * with digits matches the document and the phone with or without punctuation, the refusal names
 * the customer who has the document, and older duplicates are kept but no new one is let in.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CustomerPageSchema, CustomerSchema, documentKeyOf, type Customer, type CustomerInput, type DocumentType } from '../../machines/customers/index.ts';
import { serverWithSignedInStaff } from '../server/helpers.ts';
import { client } from '../server/client.ts';

const env = serverWithSignedInStaff();
const api = client(env);
let keys = 0;
const create = (json: CustomerInput) => api.post<Customer & { code?: string; existing_id?: number }>('/clientes', { token: env.tokens.admin, json, headers: { 'Idempotency-Key': `doc-${(keys += 1)}` } });
const customer = (document_type: DocumentType, document_number: string, phone = ''): CustomerInput => ({
  document_type, document_number, name: `Cliente ${document_number}`, phone, address: '', status: 'active',
});
const search = async (q: string) => {
  const res = await api.get('/clientes', { token: env.tokens.admin, query: { q, pageSize: 50 } });
  expect(res.status, res.text).toBe(200);
  return v.parse(CustomerPageSchema, res.body).items.map((item) => item.id);
};

describe('documents in a normalised form', () => {
  it("normalises per type: a DNI's or CUIT's digits, another document's letters and digits", () => {
    expect(documentKeyOf('dni', '33.444.555')).toBe('33444555');
    expect(documentKeyOf('taxId', '20-33444555-7')).toBe('20334445557');
    expect(documentKeyOf('passport', 'AB 123.456')).toBe('ab123456');
    expect(documentKeyOf('other', '—')).toBe('—');
  });

  it('the stored column is exactly the function, for every type', async () => {
    const samples: [DocumentType, string][] = [['dni', '40.111.222'], ['taxId', '27-40111222-3'], ['passport', 'Xy-99 88'], ['other', 'Ñ-7/b'], ['dni', 'sin número']];
    for (const [type, number] of samples) {
      const res = await create(customer(type, number));
      expect(res.status, res.text).toBe(201);
      const [row] = await env.server.db.query<{ document_norm: string }>('SELECT document_norm FROM customers WHERE id = $1', [res.body.id]);
      expect(row?.document_norm, `${type} ${number}`).toBe(documentKeyOf(type, number));
    }
  });

  it("refuses '33444555' when '33.444.555' is a customer's DNI, naming them; another type is another document", async () => {
    const first = await create(customer('dni', '33.444.555'));
    expect(first.status, first.text).toBe(201);
    const again = await create(customer('dni', '33444555'));
    expect([again.status, again.body.code, again.body.existing_id]).toEqual([422, 'documentTaken', first.body.id]);
    expect((await create(customer('passport', '33444555'))).status).toBe(201);
    // An edit to the same document punctuated otherwise is refused too.
    const other = v.parse(CustomerSchema, (await create(customer('dni', '33.444.556'))).body);
    const edit = await api.put<{ code?: string; existing_id?: number }>(`/clientes/${other.id}`, { token: env.tokens.admin, json: { ...other, document_number: '33 444 555', version: other.version } });
    expect([edit.status, edit.body.code, edit.body.existing_id]).toEqual([422, 'documentTaken', first.body.id]);
  });

  it('keeps older duplicates editable under their own document, and lets no new one in', async () => {
    const a = v.parse(CustomerSchema, (await create(customer('dni', '35.000.111'))).body);
    // As if stored before the rule: the same DNI without dots.
    const [b] = await env.server.db.query<{ id: number }>(
      "INSERT INTO customers (document_type, document_number, name) VALUES ('dni', '35000111', 'Duplicado antiguo') RETURNING id",
    );
    const stored = v.parse(CustomerSchema, (await api.get(`/clientes/${b!.id}`, { token: env.tokens.admin })).body);
    const renamed = await api.put(`/clientes/${b!.id}`, { token: env.tokens.admin, json: { ...stored, name: 'Duplicado antiguo (revisar)', version: stored.version } });
    expect(renamed.status, renamed.text).toBe(200);
    const third = await create(customer('dni', '35-000-111'));
    expect([third.status, third.body.existing_id]).toEqual([422, a.id]);
  });

  it('two creates of one document punctuated differently, at once: one is stored', async () => {
    const answers = await Promise.all([create(customer('dni', '36.222.333')), create(customer('dni', '36222333'))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
  });

  it('finds a document with or without punctuation, and a phone number', async () => {
    const dotted = await create(customer('dni', '30.987.654', '+54 351 555-0101'));
    const plain = await create(customer('dni', '31987654'));
    expect(await search('30987654')).toContain(dotted.body.id);
    expect(await search('31.987.654')).toContain(plain.body.id);
    expect(await search('3515550101')).toContain(dotted.body.id);
    expect(await search('555-0101')).toContain(dotted.body.id);
    expect(await search('351 555 0101')).toEqual([dotted.body.id]);
  });
});
