import type { DebtKind } from '../../../machines/debts/index.ts';
import type { DebtPaymentsSlot } from './DebtsArea.tsx';

/** A debt's or fee's page: being built on its own branch (#18); the route is in place. */
export function DebtDetailPage(_props: { kind: DebtKind; id: number; payments?: DebtPaymentsSlot }) {
  return null;
}
