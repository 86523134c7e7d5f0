import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoanStatus } from '../../machines/loans/loan.schema.ts';

/** A loan's state in words: 'Préstamos' and 'Analítica' name it alike (one message, one translation). */
export const LOAN_STATUS_LABELS: Record<LoanStatus, MessageDescriptor> = {
  submitted: msg`Solicitado`,
  approved: msg`Aprobado`,
  rejected: msg`Rechazado`,
  withdrawn: msg`Retirado`,
  active: msg`Activo`,
  closed: msg`Cancelado`,
  overpaid: msg`Pagado de más`,
  writtenOff: msg`Castigado`,
};
