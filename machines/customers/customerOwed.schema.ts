/**
 * 'Total adeudado' of a customer's page: GET /clientes/{id}/adeudado (customer.view) →
 * `{ parts: {kind, balance}[], total }`, each part what the caller may see of that kind
 * (server/debts/customerOwed.ts computes it from the records' projections).
 */
import * as v from 'valibot';
import { MinorAmountSchema } from '../money/minor.ts';

export const OWED_KINDS = ['loan', 'rental', 'debt', 'fee'] as const;
export type OwedKind = (typeof OWED_KINDS)[number];

export const CustomerOwedSchema = v.object({
  parts: v.array(v.object({ kind: v.picklist(OWED_KINDS), balance: MinorAmountSchema })),
  total: MinorAmountSchema,
});
export type CustomerOwed = v.InferOutput<typeof CustomerOwedSchema>;
