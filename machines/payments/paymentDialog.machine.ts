import { assign, fromPromise, setup } from 'xstate';
import { codeOf, earlierPaymentOf, quoteOf, statusOf, type EarlierPayment } from '../apiFailure.ts';
import type { NumberConventions } from '../money/numberConventions.ts';
import { amountInputText, parseAmount } from '../money/parseAmount.ts';
import type { PaymentMethod, PaymentWithReceipt } from './payments.schema.ts';
import { amountDueNow, paymentExcess } from './payment.rules.ts';
import { enabledMethodsOf, needsReference, referenceError, referenceOf } from './paymentMethods.ts';
import type { PayableRecord, PaymentKind } from './paymentKinds.ts';
import type { PrepayMode } from '../loans/loan.schema.ts';
import { isPrepayMode, prepayExcess, type PrepayChoice } from './prepayChoice.ts';

/**
 * Why posting failed: a refusal the server named (409 `notAllowed` — the record's status no longer
 * takes payments —, `noOpenSession` — Efectivo needs the user's open cash session), `forbidden`
 * (403), `unavailable` (no verdict: 'Reintentar' resends the same key). A 409 `stale` is not a
 * failure: the dialog reloads the record and shows the new figures, keeping what was typed.
 */
export type PaymentDialogFailure = 'notAllowed' | 'noOpenSession' | 'valueDateRefused' | 'prepayRefused' | 'methodRefused' | 'forbidden' | 'unavailable';

/** 422 codes of a 'Fecha valor' the server does not take (machines/payments/payments.schema.ts). */
const VALUE_DATE_CODES: readonly (string | null)[] = ['valueDateInFuture', 'valueDateTooOld', 'valueDateBeforeStart'];
/** 422 codes of a method the location no longer takes, or a reference the server refuses (paymentMethods.ts). */
const METHOD_CODES: readonly (string | null)[] = ['methodNotEnabled', 'referenceRequired', 'referenceTooLong'];

/** A prepayment the server does not take (machines/loans/prepayment.ts PREPAY_REFUSAL_CODES). */
const PREPAY_CODES: readonly (string | null)[] = ['notPrepayable', 'prepayNotAbove', 'prepaySettles', 'prepayTooSmall', 'prepayBeforeLastPayment', 'prepaymentAfter'];

export const paymentFailureOf = (error: unknown): PaymentDialogFailure => {
  const code = codeOf(error);
  if ((statusOf(error) === 422 || statusOf(error) === 409) && PREPAY_CODES.includes(code)) return 'prepayRefused';
  if (statusOf(error) === 409 && (code === 'notAllowed' || code === 'noOpenSession')) return code;
  if (statusOf(error) === 422 && VALUE_DATE_CODES.includes(code)) return 'valueDateRefused';
  if (statusOf(error) === 422 && METHOD_CODES.includes(code)) return 'methodRefused';
  return statusOf(error) === 403 ? 'forbidden' : 'unavailable';
};

/** 409 `stale`, or `quoteChanged` (a settlement's quote moved: a charge fell due, another payment came in). */
export const isStale = (error: unknown): boolean => statusOf(error) === 409 && (codeOf(error) === 'stale' || codeOf(error) === 'quoteChanged');

/**
 * 422 `overpayment`: the server found the amount above the balance though the dialog did not (the
 * record changed and its version did not say so, e.g. a rental's late fee fell due): reloaded like
 * a stale record, so the next submit shows the warning with the server's figures.
 */
export const isUnseenExcess = (error: unknown): boolean => statusOf(error) === 422 && codeOf(error) === 'overpayment';

/** 409 `duplicateReference` with the earlier payment named: the dialog asks to confirm (`confirmingDuplicate`). */
export const duplicateOf = (error: unknown): EarlierPayment | null =>
  statusOf(error) === 409 && codeOf(error) === 'duplicateReference' ? earlierPaymentOf(error) : null;

export interface PaymentValues {
  amount: string;
  method: PaymentMethod;
  /** 'Referencia' as typed: required for every method but cash (sent only for those). */
  reference: string;
  /** 'Fecha valor' (YYYY-MM-DD), '' for today: the date the payment counts from (`payment.backdate`). */
  valueDate: string;
}

/** Which record: its kind names the route (`PAYMENT_KIND_INFO[kind].area`). */
export interface PayableRef {
  kind: PaymentKind;
  id: number;
}

/** POST /{area}/{id}/pagos with the intent's key. */
export interface PaymentRequest extends PayableRef {
  amount: number;
  method: PaymentMethod;
  /** 'Referencia', trimmed (absent: none, and always for cash). */
  reference?: string;
  version: number;
  /** The user confirmed the excess over the balance (`confirmingExcess`): the server takes it as credit. */
  acceptExcess: boolean;
  /** The user saw the earlier payment with this reference and confirmed (`confirmingDuplicate`). */
  acceptDuplicate?: boolean;
  /** 'Liquidar': the amount is the loan's payoff quote, and the payment settles it (absent: false). */
  settle?: boolean;
  /** 'Fecha valor' (absent: today). */
  valueDate?: string;
  /** A loan's partial prepayment: the new schedule version's mode (absent: none). */
  prepay?: PrepayMode;
  idempotencyKey: string;
}

export interface PaymentDialogInput {
  record: PayableRecord;
  /** The currency's decimals, to read the amount typed. */
  digits: number;
  /** How the active language writes amounts: what 'Monto' reads and how it is pre-filled (machines/money parseAmount). */
  conventions: NumberConventions;
  /** 'Liquidar' (a loan's `record.payoff`): the quote is the amount, and the payment settles the loan. */
  settle?: boolean;
  /** The methods the location takes (absent: cash and transfer); the first is chosen to start with. */
  methods?: readonly PaymentMethod[];
}

export interface PaymentDialogContext extends Omit<PaymentDialogInput, 'methods'> {
  /** The location's methods, catalogue order, cash first. */
  methods: readonly PaymentMethod[];
  values: PaymentValues;
  showErrors: boolean;
  /** Made when a valid form is posted; kept by 'Reintentar', dropped by a change of what was typed. */
  idempotencyKey: string | null;
  failure: PaymentDialogFailure | null;
  /** The record changed under the dialog (409 stale): the figures were reloaded. */
  reloaded: boolean;
  result: PaymentWithReceipt | null;
  /**
   * What the amount exceeds the balance by, once the user is asked (`confirmingExcess`) and while
   * the confirmed intent lasts (posted as `acceptExcess`); null: no excess asked about. Dropped by a
   * change of what was typed.
   */
  excess: number | null;
  /**
   * 'Liquidar': the quote a 409 `quoteChanged` answered (at the 'Fecha valor', which the page's
   * quote at today is not), taken as the amount once the loan is reloaded; null: the page's quote.
   */
  quoted: number | null;
  /** What the amount above the dues does on a loan ('Menos cuotas', 'Cuota menor', 'Adelantar las próximas cuotas'); null: not chosen yet. */
  prepay: PrepayChoice | null;
  /**
   * The earlier payment with the same reference and method, once the server named it (409
   * `duplicateReference`: `confirmingDuplicate`) and while the confirmed intent lasts (posted as
   * `acceptDuplicate`); null: none asked about. Dropped by a change of what was typed.
   */
  duplicate: EarlierPayment | null;
}

export type PaymentDialogEvent =
  | { type: 'amount.changed'; value: string }
  | { type: 'method.changed'; method: PaymentMethod }
  | { type: 'valueDate.changed'; value: string }
  | { type: 'prepay.changed'; choice: PrepayChoice }
  | { type: 'reference.changed'; value: string }
  | { type: 'form.submitted' }
  | { type: 'excess.confirmed' }
  | { type: 'excess.declined' }
  | { type: 'duplicate.confirmed' }
  | { type: 'duplicate.declined' }
  | { type: 'save.retried' }
  | { type: 'dialog.closed' };

/** The reference is fine for the method: cash sends none (what was typed for another method stays unread), the others a valid one. */
export const referenceOk = (values: PaymentValues): boolean => !needsReference(values.method) || referenceError(values.method, values.reference) === null;

/** The amount typed, in minor units, or null when it is no positive amount. */
export function typedAmount(text: string, conventions: NumberConventions, digits: number): number | null {
  const read = parseAmount(text, conventions, digits);
  return read.ok && read.minor > 0 ? read.minor : null;
}

const defaultAmount = (record: PayableRecord, conventions: NumberConventions, digits: number, settle: boolean): string => {
  if (settle) return record.payoff == null ? '' : amountInputText(record.payoff.amount, conventions, digits);
  const due = amountDueNow(record.schedule);
  return due > 0 ? amountInputText(due, conventions, digits) : '';
};

/**
 * 'Registrar pago' of one record of any kind (a loan, a rental, a debt, a fee), from the amount to
 * the receipt:
 * - `editing`: 'Monto' (what is due today to start with), 'Método' (the location's methods:
 *   Efectivo, Transferencia, Billetera digital, Tarjeta), 'Referencia' (every method but cash) and
 *   the allocation preview (connect: the pure replay); a submit with no valid amount or reference
 *   shows its error and stays; one above the balance → `confirmingExcess`; any other valid one →
 *   `posting` with a key made once per intent.
 * - `confirmingExcess`: 'El pago supera el saldo en …: quedará un saldo a favor del cliente.
 *   ¿Confirmar?' (domain.md: a payment above the balance is warned before it is posted):
 *   'Confirmar' → `posting` with `acceptExcess` | 'Corregir el monto' → `editing`.
 * - `posting` (tag busy) → `receipt` (done: the receipt to print) | `reloading` (409 stale, or 422
 *   overpayment the dialog had not seen) | `confirmingDuplicate` (409 duplicateReference) |
 *   `failed` (what was typed kept).
 * - `confirmingDuplicate`: 'Ya hay un pago con esta referencia (recibo N° …, fecha, monto).
 *   ¿Registrar este igualmente?': 'Confirmar' → `posting` with `acceptDuplicate` | 'Corregir la
 *   referencia' → `editing`.
 * - `reloading` (tag busy): the record again → `editing` with the new figures and a note | `failed`.
 * - `failed`: 'Reintentar' for `unavailable` (the same key: at most one payment); typing (the amount,
 *   the method, the reference, the 'Fecha valor') → `editing`.
 * 'Menos cuotas' / 'Cuota menor' / 'Adelantar las próximas cuotas' (`prepay.changed`): an amount above
 *   what is due at the value date on an active loan (below the balance) asks what the excess does
 *   (machines/payments/prepayChoice.ts); a submit before a choice shows the question's error and
 *   stays; a mode is posted as `prepay` (a new schedule version, machines/loans/prepayment.ts).
 * 'Fecha valor' (`valueDate.changed`, a role with `payment.backdate`): '' is today; the cash still
 * enters today's session, the replay reads the date (a refused date: `valueDateRefused`).
 * - `receipt` and `cancelled` end the dialog; 'Cerrar' leaves every state but the busy ones.
 */
export const paymentDialogMachine = setup({
  types: {
    context: {} as PaymentDialogContext,
    events: {} as PaymentDialogEvent,
    input: {} as PaymentDialogInput,
  },
  actors: {
    postPayment: fromPromise<PaymentWithReceipt, PaymentRequest>(async () => {
      throw new Error('paymentDialog: the "postPayment" effect must be provided by the app');
    }),
    loadRecord: fromPromise<PayableRecord, PayableRef>(async () => {
      throw new Error('paymentDialog: the "loadRecord" effect must be provided by the app');
    }),
  },
  actions: {
    newIdempotencyKey: assign({ idempotencyKey: () => crypto.randomUUID() }),
  },
  guards: {
    valid: ({ context }) => typedAmount(context.values.amount, context.conventions, context.digits) !== null && referenceOk(context.values),
    // Above the dues on a loan that takes a prepayment: posted only once the user said what the excess does.
    prepayUnchosen: ({ context }) => context.prepay === null && prepayExcess(context.record, typedAmount(context.values.amount, context.conventions, context.digits), context.values.valueDate, context.settle === true) > 0,
    aboveBalance: ({ context }) => referenceOk(context.values) && paymentExcess(context.record, typedAmount(context.values.amount, context.conventions, context.digits) ?? 0) > 0,
    retryable: ({ context }) => context.failure === 'unavailable',
    stale: (_, params: { error: unknown }) => isStale(params.error) || isUnseenExcess(params.error),
    duplicate: (_, params: { error: unknown }) => duplicateOf(params.error) !== null,
  },
}).createMachine({
  id: 'paymentDialog',
  context: ({ input }) => ({
    ...input,
    methods: enabledMethodsOf(input.methods),
    values: { amount: defaultAmount(input.record, input.conventions, input.digits, input.settle === true), method: enabledMethodsOf(input.methods)[0] ?? 'cash', reference: '', valueDate: '' },
    showErrors: false,
    idempotencyKey: null,
    failure: null,
    reloaded: false,
    result: null,
    excess: null,
    quoted: null,
    prepay: null,
    duplicate: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'amount.changed': { actions: assign({ values: ({ context, event }) => ({ ...context.values, amount: event.value }), idempotencyKey: null, excess: null, duplicate: null }) },
        'method.changed': { actions: assign({ values: ({ context, event }) => ({ ...context.values, method: event.method }), idempotencyKey: null, duplicate: null }) },
        'valueDate.changed': { actions: assign({ values: ({ context, event }) => ({ ...context.values, valueDate: event.value }), idempotencyKey: null }) },
        'prepay.changed': { actions: assign({ prepay: ({ event }) => event.choice, idempotencyKey: null }) },
        'reference.changed': { actions: assign({ values: ({ context, event }) => ({ ...context.values, reference: event.value }), idempotencyKey: null, duplicate: null }) },
        'form.submitted': [
          {
            guard: 'aboveBalance',
            target: 'confirmingExcess',
            actions: assign({
              failure: null,
              showErrors: true,
              excess: ({ context }) => paymentExcess(context.record, typedAmount(context.values.amount, context.conventions, context.digits) ?? 0),
            }),
          },
          { guard: 'prepayUnchosen', actions: assign({ failure: null, showErrors: true }) },
          { guard: 'valid', target: 'posting', actions: [assign({ failure: null, showErrors: true, excess: null }), 'newIdempotencyKey'] },
          { actions: assign({ showErrors: true }) },
        ],
        'dialog.closed': 'cancelled',
      },
    },
    confirmingExcess: {
      on: {
        'excess.confirmed': { target: 'posting', actions: 'newIdempotencyKey' },
        'excess.declined': { target: 'editing', actions: assign({ excess: null }) },
        'dialog.closed': 'cancelled',
      },
    },
    confirmingDuplicate: {
      on: {
        'duplicate.confirmed': { target: 'posting', actions: 'newIdempotencyKey' },
        'duplicate.declined': { target: 'editing', actions: assign({ duplicate: null, excess: null }) },
        'dialog.closed': 'cancelled',
      },
    },
    posting: {
      tags: ['busy'],
      invoke: {
        id: 'postPayment',
        src: 'postPayment',
        input: ({ context }) => ({
          kind: context.record.kind,
          id: context.record.id,
          amount: typedAmount(context.values.amount, context.conventions, context.digits) ?? 0,
          method: context.values.method,
          ...(needsReference(context.values.method) ? { reference: referenceOf(context.values.reference) } : {}),
          version: context.record.version,
          acceptExcess: context.excess !== null,
          ...(context.duplicate !== null ? { acceptDuplicate: true } : {}),
          ...(context.settle === true ? { settle: true } : {}),
          ...(context.values.valueDate === '' ? {} : { valueDate: context.values.valueDate }),
          ...(isPrepayMode(context.prepay) && prepayExcess(context.record, typedAmount(context.values.amount, context.conventions, context.digits), context.values.valueDate, context.settle === true) > 0 ? { prepay: context.prepay } : {}),
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: { target: 'receipt', actions: assign({ result: ({ event }) => event.output, idempotencyKey: null }) },
        onError: [
          { guard: { type: 'stale', params: ({ event }) => ({ error: event.error }) }, target: 'reloading', actions: assign({ idempotencyKey: null, quoted: ({ event }) => quoteOf(event.error) }) },
          {
            guard: { type: 'duplicate', params: ({ event }) => ({ error: event.error }) },
            target: 'confirmingDuplicate',
            actions: assign({ duplicate: ({ event }) => duplicateOf(event.error), idempotencyKey: null }),
          },
          { target: 'failed', actions: assign({ failure: ({ event }) => paymentFailureOf(event.error) }) },
        ],
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => ({ kind: context.record.kind, id: context.record.id }),
        // New figures: an excess confirmed against the old ones is asked again on the next submit.
        // A settlement takes the new quote as its amount.
        onDone: {
          target: 'editing',
          actions: assign({
            record: ({ event }) => event.output,
            reloaded: true,
            excess: null,
            duplicate: null,
            values: ({ context, event }) =>
              context.settle !== true
                ? context.values
                : { ...context.values, amount: context.quoted === null ? defaultAmount(event.output, context.conventions, context.digits, true) : amountInputText(context.quoted, context.conventions, context.digits) },
          }),
        },
        // A retry posts again (a new intent: the figures it was typed against are gone) and reloads on 'stale'.
        onError: { target: 'failed', actions: [assign({ failure: 'unavailable' as const }), 'newIdempotencyKey'] },
      },
    },
    failed: {
      on: {
        'save.retried': [{ guard: 'retryable', target: 'posting' }],
        'amount.changed': { target: 'editing', actions: assign({ values: ({ context, event }) => ({ ...context.values, amount: event.value }), idempotencyKey: null, excess: null, duplicate: null }) },
        'method.changed': { target: 'editing', actions: assign({ values: ({ context, event }) => ({ ...context.values, method: event.method }), idempotencyKey: null, excess: null, duplicate: null }) },
        'valueDate.changed': { target: 'editing', actions: assign({ values: ({ context, event }) => ({ ...context.values, valueDate: event.value }), idempotencyKey: null, excess: null, duplicate: null }) },
        'reference.changed': { target: 'editing', actions: assign({ values: ({ context, event }) => ({ ...context.values, reference: event.value }), idempotencyKey: null, excess: null, duplicate: null }) },
        'prepay.changed': { target: 'editing', actions: assign({ prepay: ({ event }) => event.choice, idempotencyKey: null, excess: null, duplicate: null }) },
        'dialog.closed': 'cancelled',
      },
    },
    // The end of the dialog: the page shows the receipt and tells the record's page it changed.
    receipt: { on: { 'dialog.closed': 'closed' } },
    closed: {},
    cancelled: {},
  },
});
