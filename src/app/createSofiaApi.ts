import { createSessionApi, type SessionApi } from '../api/sessionApi.ts';
import type { ApiClient } from '../api/client.ts';
import type { AreaApis } from './areaApis.ts';

/**
 * Every call of the API, one slice per area, all over the one client. The composition lives in
 * src/app because only the composition root may import a feature (its slice included).
 */
export type SofiaApi = SessionApi & AreaApis;

/**
 * The areas' calls by name. The session's slice is in the login page's download; the areas'
 * slices (their contracts, valibot schemas included) load as one chunk on the first call, so the
 * login page does not carry every area's code. `satisfies` makes the compiler ask for a new
 * call's name here, and refuse a name that is no call.
 */
const AREA_CALLS = {
  listStaff: true,
  getStaff: true,
  listStaffRoles: true,
  createStaff: true,
  updateStaff: true,
  setStaffEnabled: true,
  resetStaffPassword: true,
  listTemplates: true,
  saveTemplate: true,
  listCustomers: true,
  getCustomer: true,
  createCustomer: true,
  updateCustomer: true,
  customerOwed: true,
  listRoles: true,
  roleCatalogue: true,
  getRole: true,
  createRole: true,
  updateRole: true,
  listLocations: true,
  getLocation: true,
  createLocation: true,
  updateLocation: true,
  currentLocation: true,
  lastBackup: true,
  readImportFile: true,
  previewImport: true,
  runImport: true,
  pendingFeed: true,
  changePassword: true,
  listCashBoxes: true,
  saveCashBox: true,
  recordHistory: true,
  getCashbox: true,
  submitCash: true,
  listCashSessions: true,
  listMovements: true,
  reverseMovement: true,
  listDeliveryMovements: true,
  listPayments: true,
  paymentsOf: true,
  getPayment: true,
  postPayment: true,
  reversePayment: true,
  paymentCashRoute: true,
  recordForPayment: true,
  refundCredit: true,
  listDeliveries: true,
  heldCash: true,
  declareDelivery: true,
  receiveDelivery: true,
  cancelDelivery: true,
  resolveDelivery: true,
  listLoans: true,
  getLoan: true,
  applyForLoan: true,
  runLoanAction: true,
  listRentals: true,
  getDebt: true,
  runDebtAction: true,
  getRental: true,
  runRentalAction: true,
  createRental: true,
  listDebts: true,
  createDebt: true,
  getAnalytics: true,
} as const satisfies Record<keyof AreaApis, true>;

type AreaCall = keyof AreaApis;
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
  const lazy = Object.fromEntries(
    (Object.keys(AREA_CALLS) as AreaCall[]).map((name) => {
      // Every argument goes through: some calls take more than (input, signal) (`listPayments(kind, query, signal)`).
      const call: AnyCall = async (...args) => ((await areaApis())[name] as AnyCall)(...args);
      return [name, call];
    }),
  ) as unknown as AreaApis; // each entry forwards to the same-named call, so it has its type
  return { ...createSessionApi(client), ...lazy };
}
