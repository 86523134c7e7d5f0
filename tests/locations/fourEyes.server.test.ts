// @vitest-environment node
/**
 * Four eyes as a setting of the location (issue #29, item 8; docs/decisions.md, 'Four eyes'): on
 * by default; only a role holding `location.fourEyes` (the Administrador) turns it on or off, and
 * the change is audited (who, when, old → new); it governs every four-eyes check of the server
 * (a loan's approval and rejection, a close's difference), and a decision taken while it is off
 * says so in its audit entry. Also: an approved loan tells its reader which of their sessions
 * 'Desembolsar' would take the cash from.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CashSessionDetailSchema } from '../../machines/cashbox/cashbox.schema.ts';
import { CurrentLocationSchema, LocationSchema, type Location } from '../../machines/locations/locations.schema.ts';
import { DEMO } from '../server/helpers.ts';
import { loansServer, type Who } from '../loans/loansServer.support.ts';

const s = loansServer();

const current = async (who: Who = 'admin'): Promise<Location> => {
  const res = await s.api.get('/ubicacion/actual', { token: s.token(who) });
  const location = v.parse(CurrentLocationSchema, res.body).location;
  if (location === null) throw new Error('the demo location is missing');
  return location;
};

const put = (who: Who, location: Location, changes: Partial<Location>) => {
  const { id, version, created_at: _c, updated_at: _u, ...input } = { ...location, ...changes };
  return s.api.put<Location & { code?: string }>(`/ubicaciones/${id}`, { token: s.token(who), json: { ...input, version } });
};

/** Turns the demo location's four eyes on or off as the administrator. */
async function setFourEyes(on: boolean): Promise<void> {
  const location = await current();
  if (location.four_eyes === on) return;
  const res = await put('admin', location, { four_eyes: on });
  expect(res.status, res.text).toBe(200);
}

const auditOf = (entity: string, id: number) =>
  s.query<{ user_id: number; action: string; at: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    'SELECT user_id, action, at, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
    [entity, id],
  );

describe('the setting', () => {
  it('is on by default, on every location the API answers', async () => {
    const location = await current('cobrador');
    expect(location.four_eyes).toBe(true);
    const res = await s.api.get(`/ubicaciones/${location.id}`, { token: s.token('admin') });
    expect(v.parse(LocationSchema, res.body).four_eyes).toBe(true);
    const created = await s.api.post<Location>('/ubicaciones', {
      token: s.token('admin'),
      headers: { 'Idempotency-Key': s.freshKey() },
      json: { name: 'Sucursal norte', address: '', city: '', country: 'AR', currency: 'ARS', minor_digits: 2, time_zone: 'America/Argentina/Cordoba', grace_days: 0, cash_tolerance: 0, receipt_footer: '' },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.four_eyes).toBe(true);
  });

  it('is changed only with location.fourEyes: 403 fourEyesNotAllowed for a role that may edit the location otherwise', async () => {
    // The cashier is given location.edit, not location.fourEyes: the rest of the location is theirs to edit.
    await s.query("INSERT INTO role_permissions (id_rol, code) VALUES (2, 'location.view'), (2, 'location.edit') ON CONFLICT DO NOTHING");
    try {
      const location = await current();
      const refused = await put('cajero', location, { four_eyes: false });
      expect([refused.status, refused.body.code]).toEqual([403, 'fourEyesNotAllowed']);
      expect((await current()).four_eyes).toBe(true);
      const created = await s.api.post<{ code?: string }>('/ubicaciones', {
        token: s.token('cajero'),
        headers: { 'Idempotency-Key': s.freshKey() },
        json: { name: 'Sin cuatro ojos', address: '', city: '', country: 'AR', currency: 'ARS', minor_digits: 2, time_zone: 'America/Argentina/Cordoba', grace_days: 0, cash_tolerance: 0, receipt_footer: '', four_eyes: false },
      });
      expect([created.status, created.body.code]).toEqual([403, 'fourEyesNotAllowed']);
      // The same edit with four eyes as stored (or absent) is an ordinary edit.
      const same = await put('cajero', location, { receipt_footer: 'Gracias.', four_eyes: true });
      expect(same.status, same.text).toBe(200);
      const { four_eyes: _absent, ...withoutIt } = { ...(await current()) };
      const absent = await put('cajero', withoutIt as Location, { receipt_footer: 'Gracias otra vez.' });
      expect(absent.status, absent.text).toBe(200);
      expect(absent.body.four_eyes).toBe(true);
    } finally {
      await s.query("DELETE FROM role_permissions WHERE id_rol = 2 AND code IN ('location.view', 'location.edit')");
    }
  });

  it('is audited when the administrator changes it: who, when, old → new', async () => {
    const location = await current();
    const before = (await auditOf('location', location.id)).length;
    const res = await put('admin', location, { four_eyes: false });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ four_eyes: false, version: location.version + 1 });
    const entries = (await auditOf('location', location.id)).slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ user_id: DEMO.admin.id, action: 'update', before: { four_eyes: true }, after: { four_eyes: false } });
    expect(new Date(entries[0]!.at).toString()).not.toBe('Invalid Date');
    await setFourEyes(true);
  });
});

describe('what it governs', () => {
  it('a loan: with four eyes on the submitter may not approve (422 ownApplication); off, they approve and the audit says four eyes were off', async () => {
    await setFourEyes(true);
    const own = await s.apply({}, 'admin');
    const refused = await s.post(`/prestamos/${own.id}/aprobacion`, 'admin', { version: own.version });
    expect([refused.status, refused.body.code]).toEqual([422, 'ownApplication']);

    await setFourEyes(false);
    const approved = await s.post(`/prestamos/${own.id}/aprobacion`, 'admin', { version: own.version });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', approved: { user_id: DEMO.admin.id }, submitted: { user_id: DEMO.admin.id } });
    const entry = (await auditOf('loan', own.id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'approve', after: { four_eyes: false } });
    expect(entry.before).not.toHaveProperty('four_eyes');

    const other = await s.apply({}, 'admin');
    const rejected = await s.post(`/prestamos/${other.id}/rechazo`, 'admin', { version: other.version, reason: 'El cliente no calificó' });
    expect(rejected.status, rejected.text).toBe(200);
    expect((await auditOf('loan', other.id)).at(-1)).toMatchObject({ action: 'reject', after: { four_eyes: false } });

    // Back on: an approval by someone else says nothing of four eyes.
    await setFourEyes(true);
    const third = await s.apply();
    expect((await s.post(`/prestamos/${third.id}/aprobacion`, 'admin', { version: third.version })).status).toBe(200);
    expect((await auditOf('loan', third.id)).at(-1)!.after).not.toHaveProperty('four_eyes');
  });

  it('a close beyond the tolerance: the requester may approve it only with four eyes off, and the audit says so', async () => {
    await setFourEyes(true);
    const box = (await s.query<{ id: number }>("INSERT INTO cash_boxes (location_id, name) SELECT id, 'Caja de cuatro ojos' FROM locations ORDER BY id LIMIT 1 RETURNING id"))[0]!.id;
    const opened = await s.post('/caja/sesiones', 'admin', { box_id: box, opening_amount: 0 });
    expect(opened.status, opened.text).toBe(201);
    const session = v.parse(CashSessionDetailSchema, opened.body);
    const close = await s.post(`/caja/sesiones/${session.id}/cierre`, 'admin', { counted_amount: 10_000_00, version: session.version });
    expect((close.body as unknown as { status: string }).status).toBe('closing');
    const version = close.body.version;
    const own = await s.post(`/caja/sesiones/${session.id}/aprobacion`, 'admin', { version });
    expect([own.status, own.body.code]).toEqual([403, 'fourEyes']);

    await setFourEyes(false);
    const approved = await s.post(`/caja/sesiones/${session.id}/aprobacion`, 'admin', { version });
    expect(approved.status, approved.text).toBe(200);
    expect((await auditOf('cashSession', session.id)).at(-1)).toMatchObject({ action: 'approve', user_id: DEMO.admin.id, after: { four_eyes: false } });
    await setFourEyes(true);
  });
});

describe("an approved loan's disbursement session", () => {
  it('is the reader’s open session and its box; null for a reader with none open, and for a loan not approved', async () => {
    const loan = await s.apply();
    expect((await s.detail(loan.id, 'cajero')).disbursement_session).toBeNull();
    const approved = await s.post(`/prestamos/${loan.id}/aprobacion`, 'admin', { version: loan.version });
    expect(approved.status, approved.text).toBe(200);
    const [open] = await s.query<{ id: number; box_name: string }>(
      "SELECT s.id, b.name AS box_name FROM cash_sessions s JOIN cash_boxes b ON b.id = s.box_id WHERE s.opened_by = $1 AND s.status = 'open'",
      [DEMO.cajero.id],
    );
    expect(open).toBeDefined();
    expect((await s.detail(loan.id, 'cajero')).disbursement_session).toEqual(open);
    expect((await s.detail(loan.id, 'admin')).disbursement_session).toBeNull();
    // The audit log keeps the loan, not its reader's session.
    expect((await auditOf('loan', loan.id)).at(-1)!.after).not.toHaveProperty('disbursement_session');
  });
});
