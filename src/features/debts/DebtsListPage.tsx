import type { DebtKind } from '../../../machines/debts/index.ts';

/** 'Deudas' / 'Honorarios' list: being built on its own branch (#18); the route is in place. */
export function DebtsListPage(_props: { kind: DebtKind }) {
  return null;
}
