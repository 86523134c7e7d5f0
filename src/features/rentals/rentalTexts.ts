import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RentalStatus } from '../../../machines/rentals/index.ts';

export const RENTAL_STATUS_LABELS: Record<RentalStatus, MessageDescriptor> = {
  draft: msg`Borrador`,
  discarded: msg`Descartado`,
  active: msg`Vigente`,
  ended: msg`Finalizado`,
  terminated: msg`Rescindido`,
  closed: msg`Liquidado`,
};
