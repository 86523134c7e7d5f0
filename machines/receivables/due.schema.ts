/**
 * One due of any receivable as its page receives it (a loan's installment, a rental's term, a
 * debt's or a fee's installment): what it asks for, by part, and where it stands at the business
 * date (standing.ts). The API contract every receivable's detail shares.
 */
import * as v from 'valibot';
import { BusinessDateSchema } from '../money/isoDate.ts';
import { MinorAmountSchema } from '../money/minor.ts';
import { INSTALLMENT_STATUSES } from './dueStatus.ts';

export const DueRowSchema = v.object({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  due_date: BusinessDateSchema,
  /** A loan's principal; a term's rent; a debt's or a fee's amount. */
  principal: MinorAmountSchema,
  interest: MinorAmountSchema,
  /** Charges: fees and penalties due on it (a rental term's late fee). Paid first. */
  charges: MinorAmountSchema,
  total: MinorAmountSchema,
  paid: MinorAmountSchema,
  outstanding: MinorAmountSchema,
  status: v.picklist(INSTALLMENT_STATUSES),
});
export type DueRow = v.InferOutput<typeof DueRowSchema>;
