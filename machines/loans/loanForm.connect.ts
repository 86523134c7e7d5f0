/** 'Nuevo préstamo' as the screen reads it: the record-form kit's view plus why valid terms make no schedule. */
import type { SnapshotFrom } from 'xstate';
import { blockedCustomerOnly, connectRecordForm, type RecordFormView } from '../records/recordForm.connect.ts';
import type { Minor } from '../money/minor.ts';
import { understoodAmount } from '../money/parseAmount.ts';
import { loanRates, type LoanRates } from './finance.ts';
import type { TermsProblem } from './loan.schema.ts';
import type { loanFormMachine } from './loanForm.machine.ts';
import { loanFormErrors, termsOf, termsProblemOf } from './loanForm.rules.ts';
import type { LoanFormEvent, LoanFormTypes } from './loanForm.types.ts';

export type LoanFormSnapshot = SnapshotFrom<typeof loanFormMachine>;

export interface LoanFormView extends RecordFormView<LoanFormTypes> {
  /** Why there is no preview though every field is valid (the terms' schedule would not keep its shape). */
  termsProblem: TermsProblem | null;
  /** What 'Monto' reads, shown before it is sent ('= 10.000,50 ARS'); null while it is no amount. */
  understoodAmount: Minor | null;
  /** The rate per period, periods per year, nominal annual rate, TEA and CFT of the previewed schedule; null without a preview. */
  rates: LoanRates | null;
}

export function connectLoanForm(snapshot: LoanFormSnapshot, send: (event: LoanFormEvent) => void): LoanFormView {
  const { input, values } = snapshot.context;
  const form = connectRecordForm<LoanFormTypes>(snapshot, send, {
    errorsOf: (context) => loanFormErrors(context.customer, context.values, input, input.businessDate),
    // A blocked customer is said as soon as picked: nobody should type a loan for them first.
    earlyErrors: blockedCustomerOnly,
  });
  const terms = form.preview === null ? null : termsOf(values, input, input.businessDate);
  return {
    ...form,
    termsProblem: termsProblemOf(values, input, input.businessDate),
    understoodAmount: understoodAmount(values.amount, input),
    rates: terms === null || form.preview === null ? null : loanRates(terms, form.preview.rows.map((row) => row.total)),
  };
}
