// @vitest-environment node
/**
 * The one HTTP client (src/api/client.ts) over a stubbed fetch: the bearer header, and the 401
 * report that ends an expired session, made once per 401 answer to a call that carried the
 * stored token, never for POST /login (a wrong password) or POST /logout.
 */
import { availableOf, earlierPaymentOf, existingIdOf, quoteOf } from '../../machines/apiFailure.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { createSessionApi } from '../../src/api/sessionApi.ts';
import { createMessageTemplatesApi } from '../../src/features/messageTemplates/messageTemplates.api.ts';

const BASE = 'http://api.test/public/api';

type Answer = { status: number; body: unknown; contentType?: string };

function respond({ status, body, contentType = 'application/json' }: Answer): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'content-type': contentType } });
}

const fetchMock = vi.fn<(request: Request | string, init?: RequestInit) => Promise<Response>>();
/** The Authorization header of each request sent, in order (null: none). */
const sentAuthorization = () =>
  fetchMock.mock.calls.map(([request, init]) => new Headers(init?.headers ?? (request instanceof Request ? request.headers : undefined)).get('authorization'));

function setUp(token: string | null) {
  const onUnauthorized = vi.fn<() => void>();
  const client = createApiClient({ getToken: () => token, onUnauthorized, base: BASE });
  return { onUnauthorized, session: createSessionApi(client), templates: createMessageTemplatesApi(client), client };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const UNAUTHORIZED: Answer = { status: 401, body: { message: 'Token inválido o expirado' } };

describe('the 401 report', () => {
  it('is made once for a 401 answer to a call that carried the stored token, and the call still fails with its status', async () => {
    fetchMock.mockResolvedValue(respond(UNAUTHORIZED));
    const { onUnauthorized, templates } = setUp('stored-token');
    await expect(templates.listTemplates(undefined)).rejects.toEqual({ kind: 'status', status: 401 });
    expect(sentAuthorization()).toEqual(['Bearer stored-token']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('is made once per answer when several calls are answered 401 at once (the session makes them one)', async () => {
    fetchMock.mockImplementation(async () => respond(UNAUTHORIZED));
    const { onUnauthorized, templates, session } = setUp('stored-token');
    const calls = [
      templates.listTemplates(undefined),
      templates.saveTemplate({ id: 1, body: 'x' }),
      session.loadMenu({ roleId: 1 }),
      session.uploadPhoto({ file: new Blob(['x'], { type: 'image/jpeg' }), userId: 1 }),
    ];
    const outcomes = await Promise.allSettled(calls);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(onUnauthorized).toHaveBeenCalledTimes(4);
  });

  it('is not made for POST /login: its 401 is "Usuario o contraseña incorrectos", even on the lock screen with a token stored', async () => {
    fetchMock.mockResolvedValue(respond(UNAUTHORIZED));
    const { onUnauthorized, session } = setUp('stored-token');
    await expect(session.login({ user: 'ana', password: 'mal' })).rejects.toEqual({ kind: 'status', status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(sentAuthorization(), 'the login carries no token').toEqual([null]);
  });

  it('is not made for POST /logout, which carries the token it revokes and nothing else', async () => {
    fetchMock.mockResolvedValue(respond(UNAUTHORIZED));
    const { onUnauthorized, session } = setUp('newer-token');
    await expect(session.logout({ token: 'old-token' })).rejects.toEqual({ kind: 'status', status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(sentAuthorization()).toEqual(['Bearer old-token']);
  });

  it('is not made for a 401 to a call sent without a token', async () => {
    fetchMock.mockResolvedValue(respond(UNAUTHORIZED));
    const { onUnauthorized, templates } = setUp(null);
    await expect(templates.listTemplates(undefined)).rejects.toEqual({ kind: 'status', status: 401 });
    expect(sentAuthorization()).toEqual([null]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is not made for a request to another origin, which never gets the token', async () => {
    fetchMock.mockResolvedValue(respond(UNAUTHORIZED));
    const { onUnauthorized, client } = setUp('stored-token');
    await expect(client.request('https://elsewhere.test/x')).rejects.toEqual({ kind: 'status', status: 401 });
    expect(sentAuthorization()).toEqual([null]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([403, 413, 500])('is not made for a %i', async (status) => {
    fetchMock.mockResolvedValue(respond({ status, body: { message: 'no' } }));
    const { onUnauthorized, templates } = setUp('stored-token');
    await expect(templates.saveTemplate({ id: 1, body: 'x' })).rejects.toEqual({ kind: 'status', status });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('answers checked on arrival', () => {
  it('an HTML page with a 200 is an invalid answer, not a login', async () => {
    fetchMock.mockResolvedValue(respond({ status: 200, body: '<!doctype html><title>Proxy</title>', contentType: 'text/html' }));
    const { session } = setUp(null);
    await expect(session.login({ user: 'ana', password: 'x' })).rejects.toEqual({ kind: 'invalidResponse' });
  });

  it('a valid answer comes back checked, unknown keys dropped', async () => {
    fetchMock.mockResolvedValue(respond({ status: 200, body: { perfil: 'nueva.jpg', extra: 'x' } }));
    const { session } = setUp('stored-token');
    await expect(session.uploadPhoto({ file: new Blob(['x']), userId: 3 })).resolves.toEqual({ perfil: 'nueva.jpg' });
  });
});

describe('the code of a refusal', () => {
  it('comes with the status when the JSON error body has one, so two refusals of one status can be told apart', async () => {
    fetchMock.mockResolvedValue(respond({ status: 422, body: { message: 'Another role already has this name', code: 'nameTaken' } }));
    const { client } = setUp('stored-token');
    await expect(client.request('/roles', { method: 'POST', body: {} })).rejects.toEqual({ kind: 'status', status: 422, code: 'nameTaken' });
  });

  it('keeps what the cash session holds with insufficientCash (the dialog names it), and only a whole number', async () => {
    const { client } = setUp('stored-token');
    fetchMock.mockResolvedValue(respond({ status: 409, body: { message: 'x', code: 'insufficientCash', available: 125_000, session_id: 2 } }));
    const failure = await client.request('/caja/sesiones/2/movimientos', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toEqual({ kind: 'status', status: 409, code: 'insufficientCash', available: 125_000 });
    expect(availableOf(failure)).toBe(125_000);
    fetchMock.mockResolvedValue(respond({ status: 409, body: { message: 'x', code: 'insufficientCash', available: '125000' } }));
    const odd = await client.request('/caja/sesiones/2/movimientos', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(odd).toEqual({ kind: 'status', status: 409, code: 'insufficientCash' });
    expect(availableOf(odd)).toBeNull();
  });

  it('keeps the earlier payment of a duplicateReference (the payment dialog names it), only when whole', async () => {
    const { client } = setUp('stored-token');
    const earlier = { payment_id: 41, business_date: '2027-01-28', amount: 300_00 };
    fetchMock.mockResolvedValue(respond({ status: 409, body: { message: 'x', code: 'duplicateReference', ...earlier } }));
    const failure = await client.request('/prestamos/7/pagos', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toEqual({ kind: 'status', status: 409, code: 'duplicateReference', earlier });
    expect(earlierPaymentOf(failure)).toEqual(earlier);
    fetchMock.mockResolvedValue(respond({ status: 409, body: { message: 'x', code: 'duplicateReference', ...earlier, business_date: 'ayer' } }));
    expect(earlierPaymentOf(await client.request('/prestamos/7/pagos', { method: 'POST', body: {} }).catch((error: unknown) => error))).toBeNull();
  });

  it('keeps who already has a document with documentTaken (the form links to them), and only a positive whole number', async () => {
    const { client } = setUp('stored-token');
    fetchMock.mockResolvedValue(respond({ status: 422, body: { message: 'x', code: 'documentTaken', existing_id: 12 } }));
    const failure = await client.request('/clientes', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toEqual({ kind: 'status', status: 422, code: 'documentTaken', existingId: 12 });
    expect(existingIdOf(failure)).toBe(12);
    fetchMock.mockResolvedValue(respond({ status: 422, body: { message: 'x', code: 'documentTaken', existing_id: 0 } }));
    expect(existingIdOf(await client.request('/clientes', { method: 'POST', body: {} }).catch((error: unknown) => error))).toBeNull();
  });

  it("keeps a quoteChanged's quote (a loan's payoff at the value date), and only a whole number", async () => {
    const { client } = setUp('stored-token');
    fetchMock.mockResolvedValue(respond({ status: 409, body: { message: 'x', code: 'quoteChanged', quote: 1_010_667 } }));
    const failure = await client.request('/prestamos/4/pagos', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toEqual({ kind: 'status', status: 409, code: 'quoteChanged', quote: 1_010_667 });
    expect(quoteOf(failure)).toBe(1_010_667);
    fetchMock.mockResolvedValue(respond({ status: 409, body: { message: 'x', code: 'quoteChanged', quote: 10.5 } }));
    expect(quoteOf(await client.request('/prestamos/4/pagos', { method: 'POST', body: {} }).catch((error: unknown) => error))).toBeNull();
  });

  it.each<[string, Answer]>([
    ['a body without one', { status: 422, body: { message: 'Invalid' } }],
    ['a code that is not a word', { status: 422, body: { message: 'x', code: '<img src=x>' } }],
    ['a code that is not text', { status: 409, body: { message: 'x', code: 7 } }],
    ['an HTML error page', { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' }],
  ])('is left out for %s', async (_, answer) => {
    fetchMock.mockResolvedValue(respond(answer));
    const { client } = setUp('stored-token');
    await expect(client.request('/roles')).rejects.toEqual({ kind: 'status', status: answer.status });
  });
});
