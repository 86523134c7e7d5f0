import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useParams, useRoutes } from 'react-router-dom';
import type { DebtKind } from '../../../machines/debts/index.ts';
import type { PayableRecord } from '../../../machines/payments/paymentKinds.ts';
import { DebtDetailPage } from './DebtDetailPage.tsx';
import { DebtFormPage } from './DebtFormPage.tsx';
import { DebtsListPage } from './DebtsListPage.tsx';

/** What a debt's or fee's page hands the payments slot (src/app composes it from the payments feature). */
export type DebtPaymentsSlot = (slot: { record: PayableRecord; reload(): void }) => ReactNode;

/** A record's id from the path: a positive integer, else null (no request is made for it). */
export const debtIdOf = (raw: string | undefined): number | null => (raw !== undefined && /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null);

function WithId({ kind, payments }: { kind: DebtKind; payments?: DebtPaymentsSlot }) {
  const { t } = useLingui();
  const id = debtIdOf(useParams().id);
  if (id === null) return <p role="alert">{kind === 'fee' ? t`No existe ese honorario` : t`No existe esa deuda`}</p>;
  return <DebtDetailPage key={id} kind={kind} id={id} payments={payments} />;
}

/** 'Deudas' (/deudas/*) and 'Honorarios' (/honorarios/*), one area by kind: the list, the form, a record's page. */
export function DebtsArea({ kind, payments }: { kind: DebtKind; payments?: DebtPaymentsSlot }) {
  return useRoutes([
    { index: true, element: <DebtsListPage kind={kind} /> },
    { path: 'nuevo', element: <DebtFormPage kind={kind} /> },
    { path: ':id', element: <WithId kind={kind} payments={payments} /> },
    { path: '*', element: <WithId kind={kind} payments={payments} /> },
  ]);
}
