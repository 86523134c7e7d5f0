/**
 * The API messages of 'Configuración de ubicación' (locations), checked by the app and server/.
 *
 * - GET /ubicaciones?q&sort&page&pageSize&country → LocationPage (machines/records/listQuery.ts)   location.view
 * - GET /ubicaciones/{id} → Location; 404                                                  location.view
 * - POST /ubicaciones, header `Idempotency-Key`, body LocationInput → 201 Location            location.edit
 * - PUT /ubicaciones/{id}, body LocationUpdate → Location; 409 stale version; 404            location.edit
 * - GET /ubicaciones/{id}/historial → AuditEntry[] (machines/history)           location.view + audit.view
 * - GET /ubicacion/actual → CurrentLocation: the settings every screen needs (money format,
 *   business date); any signed-in user
 *
 * A body of the right shape whose values break a rule (location.rules.ts) answers 422
 * `{ message, code: 'invalidLocation', errors: { <field>: <LocationFieldError> } }`; changing the
 * minor digits of a stored location answers 422 with code `minorDigitsLocked`; changing
 * `four_eyes` without the permission `location.fourEyes` answers 403 with code `fourEyesNotAllowed`.
 */

/** The code of the 403 for a change of four eyes by a role without `location.fourEyes`. */
export const FOUR_EYES_NOT_ALLOWED = 'fourEyesNotAllowed';
import * as v from 'valibot';
import { listPageSchema } from '../records/listPage.schema.ts';
import { MinorAmountSchema } from '../money/minor.ts';
import { LATE_CHARGE_KINDS } from '../receivables/lateCharges.ts';
import { PAYOFF_INTEREST } from '../loans/payoff.ts';
import { DEFAULT_PAYMENT_METHODS, PAYMENT_METHODS } from '../payments/paymentMethods.ts';
import { RecordIdSchema, plainLine } from '../input/index.ts';

export const LOCATION_LIMITS = { name: 80, address: 200, city: 80, receiptFooter: 500, graceDays: 365, lateChargeEveryDays: 365, backdateDays: 31 } as const;

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const text = v.pipe(v.string(), v.trim());
const wholeNumber = v.pipe(v.number(), v.integer());

/**
 * The shape of what staff send (create and edit). Only types here: the values' rules (a known
 * currency, a zone, ranges) are `locationErrors` in location.rules.ts, so a well-formed body with
 * a wrong value gets a 422 naming the field, and the form shows the same verdict before sending.
 */
export const LocationInputSchema = v.object({
  /** Names and places are plain text (422 `textNotPlain`: machines/input). */
  name: v.pipe(text, plainLine()),
  address: v.pipe(text, plainLine()),
  city: v.pipe(text, plainLine()),
  /** ISO 3166-1 alpha-2 (`AR`). */
  country: v.pipe(text, v.toUpperCase()),
  /** ISO 4217 (`ARS`). */
  currency: v.pipe(text, v.toUpperCase()),
  /** Digits after the point of every amount of this location (0–4). */
  minor_digits: wholeNumber,
  /** IANA (`America/Argentina/Cordoba`): the business date is the day there. */
  time_zone: text,
  /** Days after a due date before an installment counts as in arrears. */
  grace_days: wholeNumber,
  /** Minor units: a cash count that differs from the expected cash by more needs an administrator. */
  cash_tolerance: MinorAmountSchema,
  /** Printed at the foot of every receipt. */
  receipt_footer: v.string(),
  /**
   * Four eyes: someone other than the submitter approves a loan application or a close's
   * difference. Absent: unchanged (a new location: on). Changing it takes `location.fourEyes`
   * (403 `fourEyesNotAllowed` without it).
   */
  four_eyes: v.optional(v.boolean()),
  /**
   * 'Recargo por mora' (issue #32; machines/receivables/lateCharges.ts): what an installment owes
   * more once it is `grace_days` late. Each is optional: absent is unchanged on PUT, the default on
   * POST (a client from before the rule keeps working). `fixed` (default): `late_charge_value` is
   * minor units per charge; `percent`: basis points of the overdue installment (≤ 10000, 100 %).
   */
  late_charge_kind: v.optional(v.picklist(LATE_CHARGE_KINDS)),
  /** Minor units (fixed) or basis points (percent); 0 (default): no charge. */
  late_charge_value: v.optional(wholeNumber),
  /** 0 (default): charged once; N (≤ 365): again every N days while the installment stays unpaid. */
  late_charge_every_days: v.optional(wholeNumber),
  /** At most this much per installment (minor units); null (default): no cap. */
  late_charge_cap: v.optional(v.nullable(MinorAmountSchema)),
  /**
   * 'Cancelación anticipada' (issue #32; machines/loans/payoff.ts): how an early settlement owes the
   * current period's interest, `days` (default: by the days elapsed) or `wholeInstallment` (the
   * current installment's whole interest). A loan copies it when it is applied for. Absent:
   * unchanged on PUT, the default on POST.
   */
  payoff_interest: v.optional(v.picklist(PAYOFF_INTEREST)),
  /**
   * 'Fecha valor' (issue #32): how many days back (0–31; default 7) a payment may be dated; the
   * cash still enters today's session. Absent: unchanged on PUT, the default on POST.
   */
  backdate_days: v.optional(wholeNumber),
  /**
   * The payment methods staff may take here (issue #32; machines/payments/paymentMethods.ts): a
   * subset of cash, transfer, wallet, card; cash always (422 `required` without it). Absent:
   * unchanged on PUT, cash and transfer on POST.
   */
  payment_methods: v.optional(v.pipe(v.array(v.picklist(PAYMENT_METHODS)), v.maxLength(PAYMENT_METHODS.length * 2))),
});
export type LocationInput = v.InferOutput<typeof LocationInputSchema>;

export const LocationUpdateSchema = v.object({ ...LocationInputSchema.entries, version: RecordIdSchema });
export type LocationUpdate = v.InferOutput<typeof LocationUpdateSchema>;

export const LocationSchema = v.object({
  id,
  ...LocationInputSchema.entries,
  /** Always sent by the server; a stored answer from before the setting reads as on. */
  four_eyes: v.optional(v.boolean(), true),
  /** Always sent by the server; a stored answer from before the rule reads as no charge. */
  late_charge_kind: v.optional(v.picklist(LATE_CHARGE_KINDS), 'fixed'),
  late_charge_value: v.optional(wholeNumber, 0),
  late_charge_every_days: v.optional(wholeNumber, 0),
  late_charge_cap: v.optional(v.nullable(MinorAmountSchema), null),
  /** Always sent by the server; a stored answer from before the settings reads as their defaults. */
  payoff_interest: v.optional(v.picklist(PAYOFF_INTEREST), 'days'),
  backdate_days: v.optional(wholeNumber, 7),
  /** Always sent by the server (catalogue order); a stored answer from before the setting reads as cash and transfer. */
  payment_methods: v.optional(v.array(v.picklist(PAYMENT_METHODS)), () => [...DEFAULT_PAYMENT_METHODS]),
  version: id,
  /** ISO 8601. */
  created_at: v.string(),
  updated_at: v.string(),
});
export type Location = v.InferOutput<typeof LocationSchema>;

export const LOCATION_SORT_COLUMNS = ['name', 'city', 'created_at'] as const;
export type LocationSortColumn = (typeof LOCATION_SORT_COLUMNS)[number];
/** `country=AR` keeps the locations of one country (ISO 3166-1 alpha-2; anything else filters nothing). */
export const LOCATION_COUNTRY_FILTER = 'country';

export const LocationPageSchema = listPageSchema(LocationSchema);

/** GET /ubicacion/actual: the business's location (null before one exists) and today's date there. */
export const CurrentLocationSchema = v.object({
  location: v.nullable(LocationSchema),
  /** `YYYY-MM-DD`: the server clock's day in the location's time zone (UTC without a location). */
  business_date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /**
   * What the business has set up before its first loan ('Primeros pasos', machines/locations/firstRun.ts):
   * the active boxes of the location and the enabled staff accounts. Optional: an older server omits it.
   */
  setup: v.optional(v.object({
    active_boxes: v.pipe(v.number(), v.integer(), v.minValue(0)),
    enabled_accounts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  })),
});
export type CurrentLocation = v.InferOutput<typeof CurrentLocationSchema>;
