/**
 * The locations' SQL (table `locations`, migration 009_locations.sql). Writes take the caller's
 * transaction, so the route adds its audit entry (and its idempotency record) to the same one.
 */
import type { Location, LocationInput, LocationSortColumn } from '../../machines/locations/locations.schema.ts';
import { locationErrors, type LocationFieldErrors } from '../../machines/locations/location.rules.ts';
import { minorFromColumn } from '../../machines/money/minor.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { Queryable, SqlParam } from '../db/adapter.ts';
import { everyWordIn, folded } from '../db/textSearch.ts';
import { listPage } from '../http/listPage.ts';
import { isoTime } from '../audit/log.ts';
import { DEFAULT_PAYMENT_METHODS, enabledMethodsOf } from '../../machines/payments/paymentMethods.ts';

const COLUMNS =
  'l.id, l.name, l.address, l.city, l.country, l.currency, l.minor_digits, l.time_zone, l.grace_days, l.cash_tolerance, l.receipt_footer, l.four_eyes, ' +
  'l.late_charge_kind, l.late_charge_value, l.late_charge_every_days, l.late_charge_cap, l.payoff_interest, l.backdate_days, l.payment_methods, l.version, l.created_at, l.updated_at';

type BigintColumn = string | number | bigint;
type LocationRow = Omit<Location, 'cash_tolerance' | 'late_charge_value' | 'late_charge_cap' | 'payment_methods' | 'created_at' | 'updated_at'> & {
  /** text[]: both drivers hand an array; a driver without array parsing, its '{cash,transfer}' text. */
  payment_methods: string[] | string;
  cash_tolerance: BigintColumn;
  late_charge_value: BigintColumn;
  late_charge_cap: BigintColumn | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const toLocation = (row: LocationRow): Location => ({
  ...row,
  // bigint: node-postgres hands a string, PGlite a number or bigint.
  cash_tolerance: minorFromColumn(row.cash_tolerance),
  late_charge_value: minorFromColumn(row.late_charge_value),
  late_charge_cap: row.late_charge_cap === null ? null : minorFromColumn(row.late_charge_cap),
  payment_methods: enabledMethodsOf(typeof row.payment_methods === 'string' ? row.payment_methods.replace(/[{}"]/g, '').split(',') : row.payment_methods),
  created_at: isoTime(row.created_at),
  updated_at: isoTime(row.updated_at),
});

const ORDER_BY: Readonly<Record<LocationSortColumn, string>> = {
  name: `${folded('l.name')} COLLATE "C"`,
  city: `${folded('l.city')} COLLATE "C"`,
  created_at: 'l.created_at',
};

const SEARCHED = ['l.name', 'l.city'] as const;

export async function listLocations(db: Queryable, query: ListQuery<LocationSortColumn>): Promise<ListPage<Location>> {
  const params: SqlParam[] = [];
  const conditions: string[] = [];
  const search = everyWordIn(query.q, SEARCHED, params);
  if (search !== null) conditions.push(search);
  const country = query.filters.country?.toUpperCase();
  if (country !== undefined && /^[A-Z]{2}$/.test(country)) {
    params.push(country);
    conditions.push(`l.country = $${params.length}`);
  }
  const from = `FROM locations l${conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  const direction = query.sort.direction === 'descending' ? 'DESC' : 'ASC';
  const order = query.sort.column === null ? 'l.id' : `${ORDER_BY[query.sort.column]} ${direction}, l.id ${direction}`;
  return listPage(query, {
    count: async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params))[0]?.n ?? 0,
    rows: async ({ limit, offset }) =>
      (
        await db.query<LocationRow>(`SELECT ${COLUMNS} ${from} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
          ...params,
          limit,
          offset,
        ])
      ).map(toLocation),
  });
}

/** One location; `forUpdate` locks its row until the transaction ends (edits queue on it). */
export async function findLocation(db: Queryable, id: number, forUpdate = false): Promise<Location | null> {
  const rows = await db.query<LocationRow>(`SELECT ${COLUMNS} FROM locations l WHERE l.id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toLocation(rows[0]) : null;
}

/**
 * The business's location: the first one created. Staff do not belong to a location yet, so every
 * screen formats money and dates with this one (docs/decisions.md, 'Locations').
 */
export async function activeLocation(db: Queryable): Promise<Location | null> {
  const rows = await db.query<LocationRow>(`SELECT ${COLUMNS} FROM locations l ORDER BY l.id LIMIT 1`);
  return rows[0] ? toLocation(rows[0]) : null;
}

const inputParams = (input: LocationInput): SqlParam[] => [
  input.name,
  input.address,
  input.city,
  input.country,
  input.currency,
  input.minor_digits,
  input.time_zone,
  input.grace_days,
  input.cash_tolerance,
  input.receipt_footer,
];

type LateChargeFields = Pick<Location, 'late_charge_kind' | 'late_charge_value' | 'late_charge_every_days' | 'late_charge_cap'>;

/** 'Recargo por mora' as it will be stored: what was sent, else `kept` (the stored row on PUT, the columns' defaults on POST). */
const lateChargeOf = (input: LocationInput, kept: LateChargeFields): LateChargeFields => ({
  late_charge_kind: input.late_charge_kind ?? kept.late_charge_kind,
  late_charge_value: input.late_charge_value ?? kept.late_charge_value,
  late_charge_every_days: input.late_charge_every_days ?? kept.late_charge_every_days,
  late_charge_cap: input.late_charge_cap === undefined ? kept.late_charge_cap : input.late_charge_cap,
});

/** The columns' defaults (migration 031_late_charges.sql): no charge. */
export const NO_LATE_CHARGE_FIELDS: LateChargeFields = { late_charge_kind: 'fixed', late_charge_value: 0, late_charge_every_days: 0, late_charge_cap: null };

const lateChargeParams = (fields: LateChargeFields): SqlParam[] => [fields.late_charge_kind, fields.late_charge_value, fields.late_charge_every_days, fields.late_charge_cap];

type PaymentSettingFields = Pick<Location, 'payoff_interest' | 'backdate_days' | 'payment_methods'>;

/** 'Pagos' as it will be stored: what was sent, else `kept` (the stored row on PUT, the columns' defaults on POST). */
const paymentSettingsOf = (input: LocationInput, kept: PaymentSettingFields): PaymentSettingFields => ({
  payoff_interest: input.payoff_interest ?? kept.payoff_interest,
  backdate_days: input.backdate_days ?? kept.backdate_days,
  // Stored in the catalogue's order, once each (the rules refused a list without cash).
  payment_methods: input.payment_methods === undefined ? kept.payment_methods : enabledMethodsOf(input.payment_methods),
});

/** The columns' defaults (migrations 032_loan_payoff.sql, 033_payment_methods.sql): interest by days, 7 days back, cash and transfer. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettingFields = { payoff_interest: 'days', backdate_days: 7, payment_methods: [...DEFAULT_PAYMENT_METHODS] };

/** The methods go as an array literal (`{cash,transfer}`, cast to text[]): catalogue names only, nothing to quote. */
const paymentSettingParams = (fields: PaymentSettingFields): SqlParam[] => [fields.payoff_interest, fields.backdate_days, `{${fields.payment_methods.join(',')}}`];

/** The location's four eyes (on unless an administrator turned it off): read by every four-eyes check. */
export async function fourEyesOn(db: Queryable): Promise<boolean> {
  return (await activeLocation(db))?.four_eyes ?? true;
}

export async function insertLocation(tx: Queryable, input: LocationInput): Promise<Location> {
  const rows = await tx.query<LocationRow>(
    `INSERT INTO locations AS l (name, address, city, country, currency, minor_digits, time_zone, grace_days, cash_tolerance, receipt_footer, four_eyes,
                                 late_charge_kind, late_charge_value, late_charge_every_days, late_charge_cap, payoff_interest, backdate_days, payment_methods)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::text[])
     RETURNING ${COLUMNS}`,
    [
      ...inputParams(input),
      input.four_eyes ?? true,
      ...lateChargeParams(lateChargeOf(input, NO_LATE_CHARGE_FIELDS)),
      ...paymentSettingParams(paymentSettingsOf(input, DEFAULT_PAYMENT_SETTINGS)),
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return toLocation(row);
}

export type UpdateOutcome =
  | { kind: 'updated'; before: Location; after: Location }
  | { kind: 'notFound' }
  | { kind: 'stale'; current: Location }
  | { kind: 'digitsLocked'; current: Location }
  /** The late charge as it would be stored (the absent fields kept) breaks a rule: a kept percent above 100 %. */
  | { kind: 'invalid'; errors: LocationFieldErrors }
  | { kind: 'fourEyesNotAllowed'; current: Location };

/**
 * Saves an edit made from `version`. The row is locked first, so of two edits from one version the
 * second waits, then sees the first's new version: stale. The minor digits are compared with the
 * locked row too, so no race changes them.
 */
export async function updateLocation(tx: Queryable, id: number, input: LocationInput, version: number, mayChangeFourEyes: boolean): Promise<UpdateOutcome> {
  const before = await findLocation(tx, id, true);
  if (before === null) return { kind: 'notFound' };
  if (before.version !== version) return { kind: 'stale', current: before };
  if (before.minor_digits !== input.minor_digits) return { kind: 'digitsLocked', current: before };
  // Absent: unchanged. A change is the administrator's alone, decided on the locked row.
  const fourEyes = input.four_eyes ?? before.four_eyes;
  if (fourEyes !== before.four_eyes && !mayChangeFourEyes) return { kind: 'fourEyesNotAllowed', current: before };
  // Absent: unchanged; the whole rule is checked once the kept fields are filled in (a value sent alone meets the stored kind).
  const lateCharge = lateChargeOf(input, before);
  const paymentSettings = paymentSettingsOf(input, before);
  const errors = locationErrors({ ...input, ...lateCharge, ...paymentSettings });
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const rows = await tx.query<LocationRow>(
    `UPDATE locations AS l SET name = $2, address = $3, city = $4, country = $5, currency = $6, minor_digits = $7, time_zone = $8,
            grace_days = $9, cash_tolerance = $10, receipt_footer = $11, four_eyes = $12,
            late_charge_kind = $13, late_charge_value = $14, late_charge_every_days = $15, late_charge_cap = $16,
            payoff_interest = $17, backdate_days = $18, payment_methods = $19::text[],
            version = l.version + 1, updated_at = now()
      WHERE l.id = $1 RETURNING ${COLUMNS}`,
    [id, ...inputParams(input), fourEyes, ...lateChargeParams(lateCharge), ...paymentSettingParams(paymentSettings)],
  );
  const after = rows[0];
  if (!after) return { kind: 'notFound' };
  return { kind: 'updated', before, after: toLocation(after) };
}

/**
 * What a new business has set up besides its location ('Primeros pasos'): the active boxes of the
 * location (none without one) and the enabled staff accounts. Counts only: any signed-in user may read them.
 */
export async function setupCounts(db: Queryable, locationId: number | null): Promise<{ active_boxes: number; enabled_accounts: number }> {
  const rows = await db.query<{ active_boxes: number; enabled_accounts: number }>(
    `SELECT (SELECT count(*)::int FROM cash_boxes WHERE location_id = $1 AND active) AS active_boxes,
            (SELECT count(*)::int FROM users WHERE enabled) AS enabled_accounts`,
    [locationId ?? 0],
  );
  return rows[0] ?? { active_boxes: 0, enabled_accounts: 0 };
}
