import { createSessionApi, type SessionApi } from '../api/sessionApi.ts';
import type { ApiClient } from '../api/client.ts';
import type { AreaApis } from './areaApis.ts';

/**
 * Every call of the API, one slice per area, all over the one client. The composition lives in
 * src/app because only the composition root may import a feature (its slice included). The
 * session's slice is in the login page's download; the areas' slices (their contracts, valibot
 * schemas included) load as one chunk on the first area call, so the login page carries no area's
 * code, nor their calls' names.
 */
export type SofiaApi = SessionApi & AreaApis;

type AnyCall = (...args: unknown[]) => Promise<unknown>;

export interface SofiaApiOptions {
  /** Loads the areas' slices (the real one imports src/app/areaApis.ts as its own chunk). */
  loadAreaApis?: () => Promise<(client: ApiClient) => AreaApis>;
}

const loadAreaApisChunk = () => import('./areaApis.ts').then((module) => module.createAreaApis);

/** Fetches the areas' chunk ahead of the first call (main.tsx, when the login page is idle). */
export const preloadAreaApis = (): Promise<void> => loadAreaApisChunk().then(() => undefined);

export function createSofiaApi(client: ApiClient, { loadAreaApis = loadAreaApisChunk }: SofiaApiOptions = {}): SofiaApi {
  let areas: Promise<AreaApis> | undefined;
  // Once: every later call uses the same slices. A failed load (offline) is forgotten, so the
  // next call tries again rather than failing forever.
  const areaApis = () =>
    (areas ??= loadAreaApis().then(
      (create) => create(client),
      (error: unknown) => {
        areas = undefined;
        throw error;
      },
    ));
  // The session's calls at once; any other name is an area's call, forwarded once its chunk is
  // here. No list of the areas' call names travels with the login page (it grew with every area):
  // the type (SofiaApi) is what says which names exist.
  const session = createSessionApi(client);
  const forwarders = new Map<string, AnyCall>();
  return new Proxy(session, {
    get(target, name, receiver) {
      // Not a call: symbols, and `then` (the API is no promise, whoever awaits it).
      if (typeof name !== 'string' || name in target || name === 'then') return Reflect.get(target, name, receiver);
      let call = forwarders.get(name);
      if (call === undefined) {
        // Every argument goes through: some calls take more than (input, signal) (`listPayments(kind, query, signal)`).
        call = async (...args) => {
          const slice = (await areaApis()) as unknown as Record<string, AnyCall | undefined>;
          const target = slice[name];
          if (target === undefined) throw new TypeError(`No API call named ${name}`);
          return target(...args);
        };
        forwarders.set(name, call);
      }
      return call;
    },
  }) as SofiaApi;
}
