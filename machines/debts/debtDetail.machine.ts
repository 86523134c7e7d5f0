/**
 * A debt's or a fee's page (/deudas/{id}, /honorarios/{id}): the record page kit's chart
 * (machines/records/recordDetail.machine.ts) with the debts' refusals and input rule, so its
 * states are the kit's: `loading` → `ready` (idle ⇄ reloading; one action's dialog: editing →
 * sending → idle | failed | refused | stale ⇄ staleReloading) | `refused` (404, 403) | `failed`.
 * One chart for both kinds: the kind only names the route, which the app's effects carry.
 */
import { recordDetailMachine } from '../records/recordDetail.machine.ts';
import type { ActionInputErrors } from '../records/recordDetail.types.ts';
import type { DebtDetail } from './debt.schema.ts';
import { DEBT_ACTION_REFUSALS, debtActionInputErrors, type DebtAction } from './debtActions.ts';

/** What the dialog lacks: a 'Motivo' to cancel or write off, none longer than the limit (no action takes a date). */
export const debtInputErrorsOf = (action: DebtAction, input: { reason: string }): ActionInputErrors => debtActionInputErrors(action, input);

export const debtDetailMachine = recordDetailMachine<DebtDetail, DebtAction>({
  id: 'debtDetail',
  refusals: DEBT_ACTION_REFUSALS,
  inputErrorsOf: debtInputErrorsOf,
});
