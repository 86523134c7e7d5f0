import { reasonErrorOf, recordDetailMachine } from '../records/recordDetail.machine.ts';
import type { ActionInput, ActionInputErrors } from '../records/recordDetail.types.ts';
import { LOAN_LIMITS, type LoanDetail } from './loan.schema.ts';
import { LOAN_ACTION_SPECS, type LoanAction } from './loanActions.ts';
import { LOAN_ACTION_REFUSALS } from './loanDetail.types.ts';

/** The dialog's reason: required where the contract requires one, never longer than the limit. */
export function loanInputErrorsOf(action: LoanAction, { reason }: ActionInput): ActionInputErrors {
  const error = reasonErrorOf(reason, LOAN_ACTION_SPECS[action].needsReason, LOAN_LIMITS.reason);
  return error === undefined ? {} : { reason: error };
}

/**
 * A loan's page (/prestamos/{id}), on the record page kit (machines/records/recordDetail.machine.ts
 * says how it behaves): 'Aprobar', 'Rechazar', 'Retirar', 'Deshacer aprobación', 'Desembolsar',
 * 'Castigar', 'Deshacer castigo', each a question with a 'Motivo' where the contract needs one;
 * 'Condonar recargos' takes a choice: which installment ('' : every one);
 * the refusals `notAllowed`, `ownApplication`, `noOpenSession`, `insufficientCash`,
 * `reasonRequired` and `firstDuePassed` each have their own text.
 */
export const loanDetailMachine = recordDetailMachine<LoanDetail, LoanAction>({ id: 'loanDetail', refusals: LOAN_ACTION_REFUSALS, inputErrorsOf: loanInputErrorsOf, takesChoice: true });
