import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InstallmentStatus } from '../../machines/receivables/dueStatus.ts';

/** A due's derived status (machines/receivables/standing.ts) in the same words on every receivable's page: a loan's installment, a rental's term, a debt's installment. */
export const DUE_STATUS_LABELS: Record<InstallmentStatus, MessageDescriptor> = {
  upcoming: msg`Por vencer`,
  due: msg`Vence hoy`,
  overdue: msg`Vencida`,
  partial: msg`Pago parcial`,
  paidEarly: msg`Pagada antes`,
  paidOnTime: msg`Pagada a tiempo`,
  paidLate: msg`Pagada con atraso`,
};
