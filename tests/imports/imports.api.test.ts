// @vitest-environment node
/** The 'Importar' API slice over the real HTTP client: paths, the key, a 422 rowsRefused read as the server's new preview. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_RESPONSE } from '../../machines/apiFailure.ts';
import { ImportRowsRefused } from '../../machines/imports/index.ts';
import { createApiClient } from '../../src/api/client.ts';
import { createImportsApi } from '../../src/features/imports/imports.api.ts';
import { CLEAN, READ, REFUSED, RESULT } from './import.fixtures.ts';

const input = { fileName: READ.fileName, numberLocale: 'es', rows: READ.rows };

/** The slice over a client whose fetch answers `status` with `body`, recording the requests. */
function answering(status: number, body: unknown) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request | string, init?: RequestInit) => {
      requests.push(new Request(request, init));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { api: createImportsApi(createApiClient({ getToken: () => 'token', base: 'http://api.test' })), requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createImportsApi', () => {
  it('previews with POST /importar/{kind}/vista_previa', async () => {
    const { api, requests } = answering(200, CLEAN);
    expect(await api.previewImport({ kind: 'customers', input })).toEqual(CLEAN);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('http://api.test/importar/customers/vista_previa');
    expect(await requests[0]!.json()).toEqual(input);
  });

  it('imports with POST /importar/{kind} and the confirmed intent\'s key', async () => {
    const { api, requests } = answering(201, { ...RESULT, kind: 'loans' });
    expect(await api.runImport({ kind: 'loans', input, idempotencyKey: 'key-1' })).toEqual({ ...RESULT, kind: 'loans' });
    expect(requests[0]!.url).toBe('http://api.test/importar/loans');
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('reads a 422 rowsRefused as the server\'s new preview', async () => {
    const { api } = answering(422, { code: 'rowsRefused', message: 'Hay filas con errores', preview: REFUSED });
    const error = await api.runImport({ kind: 'customers', input, idempotencyKey: 'key-1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportRowsRefused);
    expect((error as ImportRowsRefused).preview).toEqual(REFUSED);
  });

  it('leaves any other refusal as the client\'s failure', async () => {
    const malformed = answering(422, { code: 'rowsRefused', message: 'x', preview: { rows: 'no' } });
    await expect(malformed.api.runImport({ kind: 'customers', input, idempotencyKey: 'k' })).rejects.toEqual({ kind: 'status', status: 422, code: 'rowsRefused' });
    const forbidden = answering(403, { code: 'forbidden', message: 'no' });
    await expect(forbidden.api.runImport({ kind: 'customers', input, idempotencyKey: 'k' })).rejects.toEqual({ kind: 'status', status: 403, code: 'forbidden' });
  });

  it('refuses an answer that is not the contract\'s', async () => {
    const { api } = answering(200, { counts: 3 });
    await expect(api.previewImport({ kind: 'customers', input })).rejects.toBe(INVALID_RESPONSE);
  });
});
