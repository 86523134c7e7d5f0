/** 'Nueva deuda' / 'Nuevo honorario' as the screen reads it: the record-form kit's view plus the kind. */
import type { SnapshotFrom } from 'xstate';
import { blockedCustomerOnly, connectRecordForm, type RecordFormView } from '../records/recordForm.connect.ts';
import type { Minor } from '../money/minor.ts';
import { understoodAmount } from '../money/parseAmount.ts';
import type { DebtKind } from './debt.schema.ts';
import type { debtFormMachine } from './debtForm.machine.ts';
import { debtFormErrors } from './debtForm.rules.ts';
import type { DebtFormEvent, DebtFormTypes } from './debtForm.types.ts';

export type DebtFormSnapshot = SnapshotFrom<typeof debtFormMachine>;

export interface DebtFormView extends RecordFormView<DebtFormTypes> {
  kind: DebtKind;
  /** What 'Monto' reads, shown before it is sent ('= 10.000,50 ARS'); null while it is no amount. */
  understoodAmount: Minor | null;
}

export function connectDebtForm(snapshot: DebtFormSnapshot, send: (event: DebtFormEvent) => void): DebtFormView {
  const { input } = snapshot.context;
  return {
    kind: input.kind,
    understoodAmount: understoodAmount(snapshot.context.values.amount, input),
    ...connectRecordForm<DebtFormTypes>(snapshot, send, {
      errorsOf: (context) => debtFormErrors(input.kind, context.customer, context.values, input, input.businessDate),
      // A blocked customer is said as soon as picked: nobody should type a debt for them first.
      earlyErrors: blockedCustomerOnly,
    }),
  };
}
