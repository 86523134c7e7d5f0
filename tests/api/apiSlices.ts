import { vi } from 'vitest';
import type { ApiClient, ApiRequestOptions } from '../../src/api/client.ts';

/**
 * A client that answers every request with `body` (a 200 as the server sent it) and records what
 * was asked: the slices' own work (the request they make, the check of the answer) without HTTP.
 */
export function answering(body: unknown) {
  const request = vi.fn<(path: string, options?: ApiRequestOptions) => Promise<unknown>>(async () => body);
  const client: ApiClient = { request: <T>(path: string, options?: ApiRequestOptions) => request(path, options) as Promise<T> };
  return { client, request };
}

export const INVALID = { kind: 'invalidResponse' };
