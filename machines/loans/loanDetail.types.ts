import type { RecordActionFailure, RecordActionRequest } from '../records/recordDetail.types.ts';
import type { LoanAction } from './loanActions.ts';

/**
 * Why an action did not happen, each with its own text: the contract's refusal codes, `stale`,
 * `forbidden` (403) and `unavailable` (no answer: 'Reintentar' with the same key).
 */
export const LOAN_ACTION_REFUSALS = ['notAllowed', 'ownApplication', 'noOpenSession', 'insufficientCash', 'reasonRequired', 'firstDuePassed', 'nothingToWaive'] as const;
export type LoanActionRefusal = (typeof LOAN_ACTION_REFUSALS)[number];
export type LoanActionFailure = RecordActionFailure<LoanActionRefusal>;

/** POST /prestamos/{id}/<action> with the version the user saw, the reason, and the intent's key (a loan's actions take no date: '' ). */
export type LoanActionRequest = RecordActionRequest<LoanAction>;
