import { vi } from 'vitest';
import { i18n, type MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../machines/settings/index.ts';
import { loadCatalog as loadRealCatalog } from '../../src/i18n/catalog.ts';
import type { SofiaApi } from '../../src/app/createSofiaApi.ts';
import type { AppDeps, MediaWatch } from '../../src/app/deps.ts';
import type { AlertIcon } from '../../src/lib/alerts.ts';
import type { KeyValueStore } from '../../src/storage/safeStorage.ts';
import { statusOf } from '../../machines/apiFailure.ts';
import { ADMIN_LOGIN, ADMIN_MENU } from './fixtures.ts';

/** A media query the test controls: `set(true)` is the OS or the window changing. */
export interface FakeMedia extends MediaWatch {
  set(matches: boolean): void;
}

export function fakeMedia(initial: boolean): FakeMedia {
  let current = initial;
  const listeners = new Set<(matches: boolean) => void>();
  return {
    matches: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(matches) {
      current = matches;
      listeners.forEach((l) => l(matches));
    },
  };
}

/** localStorage as a Map, plus a way to play another tab writing to it. */
export interface FakeStorage extends KeyValueStore {
  readonly data: Map<string, string>;
  /** Another tab changed `key` (or cleared all, key null): notifies the app like a storage event. */
  changeFromOtherTab(key: string | null, value: string | null): void;
  onChange(listener: (key: string | null) => void): () => void;
}

export function fakeStorage(initial: Record<string, string> = {}): FakeStorage {
  const data = new Map(Object.entries(initial));
  const listeners = new Set<(key: string | null) => void>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => (data.set(key, value), true),
    remove: (key) => void data.delete(key),
    changeFromOtherTab(key, value) {
      if (key === null) data.clear();
      else if (value === null) data.delete(key);
      else data.set(key, value);
      listeners.forEach((l) => l(key));
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** An alert as the user reads it: translated title and text. */
export interface ShownAlert {
  icon: AlertIcon;
  title: string;
  text: string;
}

export type FakeApi = { [K in keyof SofiaApi]: ReturnType<typeof vi.fn<SofiaApi[K]>> };

/** The calls the real client sends without the stored token (their 401 is their own answer). */
const NOT_AS_SIGNED_IN_USER: ReadonlySet<string> = new Set<keyof SofiaApi>(['login', 'logout']);

const isUnauthorized = (error: unknown) => statusOf(error) === 401;

/**
 * The fake API reports a 401 the way the real HTTP client does (src/api/client.ts): once per
 * 401 answer to a call that carried the stored token, before the caller hears of it. Each call
 * stays a vi.fn that tests script (`mockRejectedValueOnce`, `mockImplementation`) and inspect;
 * the proxy only watches what the scripted answer is.
 */
function reportingUnauthorized(api: FakeApi, storage: KeyValueStore, report: () => void): FakeApi {
  for (const name of Object.keys(api) as (keyof FakeApi)[]) {
    if (NOT_AS_SIGNED_IN_USER.has(name)) continue;
    const call = api[name] as (...args: unknown[]) => Promise<unknown>;
    const watched = new Proxy(call, {
      apply(target, thisArg, args: unknown[]) {
        const carriesToken = Boolean(storage.get('token'));
        return Promise.resolve(Reflect.apply(target, thisArg, args)).catch((error: unknown) => {
          if (carriesToken && isUnauthorized(error)) report();
          throw error;
        });
      },
    });
    Object.assign(api, { [name]: watched });
  }
  return api;
}

export interface FakeDeps extends AppDeps {
  api: FakeApi;
  storage: FakeStorage;
  prefersDark: FakeMedia;
  narrowViewport: FakeMedia;
  /** The tab's visibility: `set(false)` plays hiding it. */
  pageVisible: FakeMedia;
  alerts: ShownAlert[];
  loadedLocales: Locale[];
  log: { warn: ReturnType<typeof vi.fn<(...data: unknown[]) => void>>; error: ReturnType<typeof vi.fn<(...data: unknown[]) => void>> };
}

export interface FakeDepsOptions {
  storage?: Record<string, string>;
  prefersDark?: boolean;
  narrow?: boolean;
  /** Gate for the session's restore (default: open). */
  whenStorageReady?: () => Promise<void>;
  /** Answers for some API calls (each is wrapped in a vi.fn, so calls are still recorded). */
  api?: Partial<SofiaApi>;
  /** Load the real catalogs (locales/*.po through the Lingui plugin) instead of empty ones. */
  realCatalogs?: boolean;
  /** Messages per locale; by default the Spanish source text shows (macros keep it in tests). */
  catalogs?: Partial<Record<Locale, Record<string, string>>>;
}

/** Every effect of the app, faked: a scripted API, in-memory storage, controllable media queries. */
export function createFakeDeps(options: FakeDepsOptions = {}): FakeDeps {
  const storage = fakeStorage(options.storage);
  const alerts: ShownAlert[] = [];
  const loadedLocales: Locale[] = [];
  const unauthorized = new Set<() => void>();
  const api: FakeApi = {
      login: vi.fn<SofiaApi['login']>(async () => ADMIN_LOGIN),
      loadMenu: vi.fn<SofiaApi['loadMenu']>(async () => ADMIN_MENU),
      uploadPhoto: vi.fn<SofiaApi['uploadPhoto']>(async () => ({ perfil: 'new-photo.jpg' })),
      logout: vi.fn<SofiaApi['logout']>(async () => undefined),
      changePassword: vi.fn<SofiaApi['changePassword']>(options.api?.changePassword ?? (async () => ({ endedSessions: 0 }))),
      listStaff: vi.fn<SofiaApi['listStaff']>(options.api?.listStaff ?? (async (query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize }))),
      getStaff: vi.fn<SofiaApi['getStaff']>(options.api?.getStaff ?? (async () => Promise.reject({ kind: 'status', status: 404 }))),
      listStaffRoles: vi.fn<SofiaApi['listStaffRoles']>(options.api?.listStaffRoles ?? (async () => [])),
      createStaff: vi.fn<SofiaApi['createStaff']>(options.api?.createStaff ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      updateStaff: vi.fn<SofiaApi['updateStaff']>(options.api?.updateStaff ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      setStaffEnabled: vi.fn<SofiaApi['setStaffEnabled']>(options.api?.setStaffEnabled ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      resetStaffPassword: vi.fn<SofiaApi['resetStaffPassword']>(options.api?.resetStaffPassword ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      listTemplates: vi.fn<SofiaApi['listTemplates']>(options.api?.listTemplates ?? (async () => [])),
      saveTemplate: vi.fn<SofiaApi['saveTemplate']>(
        options.api?.saveTemplate ?? (async ({ id, body }) => ({ id, name: '', body, updated_at: new Date(0).toISOString() })),
      ),
      listCustomers: vi.fn<SofiaApi['listCustomers']>(options.api?.listCustomers ?? (async (query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize }))),
      getCustomer: vi.fn<SofiaApi['getCustomer']>(options.api?.getCustomer ?? (async () => Promise.reject({ kind: 'status', status: 404 }))),
      createCustomer: vi.fn<SofiaApi['createCustomer']>(options.api?.createCustomer ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      updateCustomer: vi.fn<SofiaApi['updateCustomer']>(options.api?.updateCustomer ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      customerOwed: vi.fn<SofiaApi['customerOwed']>(options.api?.customerOwed ?? (async () => ({ parts: [], total: 0, rentals_to_run: 0 }))),
      listRoles: vi.fn<SofiaApi['listRoles']>(options.api?.listRoles ?? (async (query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize }))),
      roleCatalogue: vi.fn<SofiaApi['roleCatalogue']>(options.api?.roleCatalogue ?? (async () => ({ entries: [], permissions: [] }))),
      getRole: vi.fn<SofiaApi['getRole']>(options.api?.getRole ?? (async () => Promise.reject({ kind: 'status', status: 404 }))),
      createRole: vi.fn<SofiaApi['createRole']>(options.api?.createRole ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      updateRole: vi.fn<SofiaApi['updateRole']>(options.api?.updateRole ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      listLocations: vi.fn<SofiaApi['listLocations']>(options.api?.listLocations ?? (async (query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize }))),
      getLocation: vi.fn<SofiaApi['getLocation']>(options.api?.getLocation ?? (async () => Promise.reject({ kind: 'status', status: 404 }))),
      createLocation: vi.fn<SofiaApi['createLocation']>(options.api?.createLocation ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      updateLocation: vi.fn<SofiaApi['updateLocation']>(options.api?.updateLocation ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      recordHistory: vi.fn<SofiaApi['recordHistory']>(options.api?.recordHistory ?? (async () => [])),
      listDeliveries: vi.fn<SofiaApi['listDeliveries']>(options.api?.listDeliveries ?? (async (query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize }))),
      heldCash: vi.fn<SofiaApi['heldCash']>(options.api?.heldCash ?? (async () => ({ session_id: null, expected: 0, pending: 0, available: 0 }))),
      declareDelivery: vi.fn<SofiaApi['declareDelivery']>(options.api?.declareDelivery ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      receiveDelivery: vi.fn<SofiaApi['receiveDelivery']>(options.api?.receiveDelivery ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      cancelDelivery: vi.fn<SofiaApi['cancelDelivery']>(options.api?.cancelDelivery ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      resolveDelivery: vi.fn<SofiaApi['resolveDelivery']>(options.api?.resolveDelivery ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      // The signed-in layout loads it once: no location yet, unless a test says otherwise.
      // The signed-in layout's pending feed: nothing waits, and the role acts on nothing, unless a test says otherwise.
      pendingFeed: vi.fn<SofiaApi['pendingFeed']>(options.api?.pendingFeed ?? (async () => ({ groups: [], mine: { closeWaiting: null } }))),
      currentLocation: vi.fn<SofiaApi['currentLocation']>(options.api?.currentLocation ?? (async () => ({ location: null, business_date: '2026-11-23' }))),
      lastBackup: vi.fn<SofiaApi['lastBackup']>(options.api?.lastBackup ?? (async () => ({ enabled: true, daily: false, last: null }))),
      readImportFile: vi.fn<SofiaApi['readImportFile']>(options.api?.readImportFile ?? (async () => Promise.reject({ code: 'unreadable' }))),
      previewImport: vi.fn<SofiaApi['previewImport']>(options.api?.previewImport ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      runImport: vi.fn<SofiaApi['runImport']>(options.api?.runImport ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      listCashBoxes: vi.fn<SofiaApi['listCashBoxes']>(options.api?.listCashBoxes ?? (async () => [])),
      saveCashBox: vi.fn<SofiaApi['saveCashBox']>(options.api?.saveCashBox ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      getCashbox: vi.fn<SofiaApi['getCashbox']>(options.api?.getCashbox ?? (async () => ({ boxes: [], session: null, cash_tolerance: 0, waiting: [] }))),
      submitCash: vi.fn<SofiaApi['submitCash']>(options.api?.submitCash ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      listCashSessions: vi.fn<SofiaApi['listCashSessions']>(options.api?.listCashSessions ?? (async (query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize }))),
      listMovements: vi.fn<SofiaApi['listMovements']>(
        options.api?.listMovements ?? (async (query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize, totals: { in: 0, out: 0, net: 0 }, facets: { boxes: [], users: [] } })),
      ),
      reverseMovement: vi.fn<SofiaApi['reverseMovement']>(options.api?.reverseMovement ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      listDeliveryMovements: vi.fn<SofiaApi['listDeliveryMovements']>(
        options.api?.listDeliveryMovements ?? (async (query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize, users: [] })),
      ),
      listLoans: vi.fn<SofiaApi['listLoans']>(options.api?.listLoans ?? (async (query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize }))),
      listRentals: vi.fn<SofiaApi['listRentals']>(options.api?.listRentals ?? (async (query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize }))),
      createRental: vi.fn<SofiaApi['createRental']>(options.api?.createRental ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      listDebts: vi.fn<SofiaApi['listDebts']>(options.api?.listDebts ?? (async (_kind, query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize, totals: { amount: 0, balance: 0 } }))),
      createDebt: vi.fn<SofiaApi['createDebt']>(options.api?.createDebt ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      getAnalytics: vi.fn<SofiaApi['getAnalytics']>(options.api?.getAnalytics ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      getLoan: vi.fn<SofiaApi['getLoan']>(options.api?.getLoan ?? (async () => Promise.reject({ kind: 'status', status: 404 }))),
      applyForLoan: vi.fn<SofiaApi['applyForLoan']>(options.api?.applyForLoan ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      runLoanAction: vi.fn<SofiaApi['runLoanAction']>(options.api?.runLoanAction ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      quotePayoff: vi.fn<SofiaApi['quotePayoff']>(options.api?.quotePayoff ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      getDebt: vi.fn<SofiaApi['getDebt']>(options.api?.getDebt ?? (async () => Promise.reject({ kind: 'status', status: 404 }))),
      runDebtAction: vi.fn<SofiaApi['runDebtAction']>(options.api?.runDebtAction ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      listPayments: vi.fn<SofiaApi['listPayments']>(
        options.api?.listPayments ?? (async (_kind, query) => ({ items: [], total: 0, page: 1, pageSize: query.pageSize, totals: { posted: 0, reversed: 0 }, users: [] })),
      ),
      paymentsOf: vi.fn<SofiaApi['paymentsOf']>(options.api?.paymentsOf ?? (async () => [])),
      getPayment: vi.fn<SofiaApi['getPayment']>(options.api?.getPayment ?? (async () => Promise.reject({ kind: 'status', status: 404 }))),
      postPayment: vi.fn<SofiaApi['postPayment']>(options.api?.postPayment ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      reversePayment: vi.fn<SofiaApi['reversePayment']>(options.api?.reversePayment ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      paymentCashRoute: vi.fn<SofiaApi['paymentCashRoute']>(options.api?.paymentCashRoute ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      recordForPayment: vi.fn<SofiaApi['recordForPayment']>(options.api?.recordForPayment ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      refundCredit: vi.fn<SofiaApi['refundCredit']>(options.api?.refundCredit ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
      getRental: vi.fn<SofiaApi['getRental']>(options.api?.getRental ?? (async () => Promise.reject({ kind: 'status', status: 404 }))),
      runRentalAction: vi.fn<SofiaApi['runRentalAction']>(options.api?.runRentalAction ?? (async () => Promise.reject({ kind: 'status', status: 500 }))),
  };
  const deps: FakeDeps = {
    api: reportingUnauthorized(api, storage, () => unauthorized.forEach((listener) => listener())),
    storage,
    whenStorageReady: options.whenStorageReady ?? (() => Promise.resolve()),
    onUnauthorized(listener) {
      unauthorized.add(listener);
      return () => unauthorized.delete(listener);
    },
    onStorageChange: (listener) => storage.onChange(listener),
    alerts,
    alert: async (icon, message: { title: MessageDescriptor; text: MessageDescriptor }) => {
      alerts.push({ icon, title: i18n._(message.title), text: i18n._(message.text) });
    },
    loadedLocales,
    loadCatalog: async (locale) => {
      loadedLocales.push(locale);
      if (options.realCatalogs) return loadRealCatalog(locale);
      i18n.load(locale, options.catalogs?.[locale] ?? {});
      i18n.activate(locale, [locale === 'ae' ? 'ar' : locale]);
    },
    applyDocumentLanguage: (locale) => {
      document.documentElement.lang = locale === 'ae' ? 'ar' : locale;
      document.documentElement.dir = locale === 'ae' ? 'rtl' : 'ltr';
    },
    applyDarkClass: (dark) => document.body.classList.toggle('dark', dark),
    prefersDark: fakeMedia(options.prefersDark ?? false),
    narrowViewport: fakeMedia(options.narrow ?? false),
    pageVisible: fakeMedia(true),
    log: { warn: vi.fn<(...data: unknown[]) => void>(), error: vi.fn<(...data: unknown[]) => void>() },
  };
  return deps;
}
