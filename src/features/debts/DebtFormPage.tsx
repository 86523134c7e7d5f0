import type { DebtKind } from '../../../machines/debts/index.ts';

/** 'Nueva deuda' / 'Nuevo honorario': being built on its own branch (#18); the route is in place. */
export function DebtFormPage(_props: { kind: DebtKind }) {
  return null;
}
