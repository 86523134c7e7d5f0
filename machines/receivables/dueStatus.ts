/**
 * The status of one due of any receivable (a loan's installment, a rental's term, a debt's or a
 * fee's installment), derived from the business date and what the replay paid (standing.ts).
 */
export const INSTALLMENT_STATUSES = ['upcoming', 'due', 'overdue', 'partial', 'paidEarly', 'paidOnTime', 'paidLate'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];
