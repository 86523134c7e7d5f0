/**
 * The one way server tests call the API: `const api = client(env)` (env from
 * serverWithSignedInStaff, or a function giving the file's server), then
 * `await api.get('/usuarios', { token, query: { q: 'lucia' } })`, `api.post('/login', { json })`,
 * `api.put('/conf_mensajes/1', { token, body: 'not json', contentType: 'text/plain' })`.
 * Paths are under /public/api. Every call answers `{ status, headers, body (parsed JSON or
 * undefined), text }`. Not a test file itself.
 */
import type { JsonAnswer, TestServer } from './helpers.ts';

export interface CallOptions {
  /** Sent as `Authorization: Bearer <token>`; null or absent: no header. */
  token?: string | null;
  /** Query parameters, encoded. */
  query?: Readonly<Record<string, string | number | boolean>>;
  /** A value sent as JSON (`Content-Type: application/json` unless `contentType` says otherwise). */
  json?: unknown;
  /** A body sent as it is (a malformed JSON text, a form…), with `contentType` (default application/json). */
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
  headers?: Readonly<Record<string, string>>;
}

export type ServerSource = { readonly server: TestServer } | (() => TestServer);

/** A fetch response read once: its JSON when it is JSON. */
export async function answerOf<T>(res: Response): Promise<JsonAnswer<T>> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a 204, HTML): tests read `text`.
  }
  return { status: res.status, headers: res.headers, body: body as T, text };
}

export function client(source: ServerSource) {
  const server = () => (typeof source === 'function' ? source() : source.server);

  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<JsonAnswer<T>> {
    const url = new URL(server().api(path));
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined && options.token !== null) headers.Authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (options.json !== undefined) body = JSON.stringify(options.json);
    else if (options.body !== undefined) body = options.body;
    if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
    const res = await fetch(url, { method, headers, body });
    return answerOf<T>(res);
  }

  return {
    get: <T = unknown>(path: string, options?: Omit<CallOptions, 'json' | 'body' | 'contentType'>) => call<T>('GET', path, options),
    post: <T = unknown>(path: string, options?: CallOptions) => call<T>('POST', path, options),
    put: <T = unknown>(path: string, options?: CallOptions) => call<T>('PUT', path, options),
    /** Any other method (DELETE, PATCH…), to check that a route does not answer it. */
    call,
  };
}

export type ApiClient = ReturnType<typeof client>;
