/**
 * 'Total adeudado' of a customer's page: GET /clientes/{id}/adeudado (customer.view) →
 * `{ parts: {kind, balance}[], total, rentals_to_run }`, each part what the caller may see of that kind
 * (server/debts/customerOwed.ts computes it from the records' projections).
 */
import * as v from 'valibot';
import { MinorAmountSchema } from '../money/minor.ts';

export const OWED_KINDS = ['loan', 'rental', 'debt', 'fee'] as const;
export type OwedKind = (typeof OWED_KINDS)[number];

export const CustomerOwedSchema = v.object({
  /** A rental's part is what fell due by the business date (rent and late fees), not the rest of the contract. */
  parts: v.array(v.object({ kind: v.picklist(OWED_KINDS), balance: MinorAmountSchema })),
  total: MinorAmountSchema,
  /** Apart, not in the total: the rent the customer's contracts still have to run (not yet due). */
  rentals_to_run: MinorAmountSchema,
});
export type CustomerOwed = v.InferOutput<typeof CustomerOwedSchema>;
