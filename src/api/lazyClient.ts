import type { ApiClient } from './client.ts';

/**
 * Defers loading the HTTP client (ofetch) to the first call: the login page paints without it,
 * and a restored session may never need it. The client module is fetched once.
 */
export function lazyApiClient(load: () => Promise<ApiClient>): ApiClient {
  let client: Promise<ApiClient> | undefined;
  return {
    request(path, options) {
      client ??= load();
      return client.then((c) => c.request(path, options));
    },
  };
}
