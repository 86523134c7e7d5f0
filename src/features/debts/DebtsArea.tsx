import { useLingui } from '@lingui/react/macro';
import { useParams, useRoutes } from 'react-router-dom';
import type { DebtKind } from '../../../machines/debts/index.ts';
import type { PaymentsSlot } from '../../components/paymentsSlot.ts';
import { recordIdOf } from '../../lib/recordId.ts';
import { DebtDetailPage } from './DebtDetailPage.tsx';
import { DebtFormPage } from './DebtFormPage.tsx';
import { DebtsListPage } from './DebtsListPage.tsx';

function WithId({ kind, payments }: { kind: DebtKind; payments?: PaymentsSlot }) {
  const { t } = useLingui();
  const id = recordIdOf(useParams().id);
  if (id === null) return <p role="alert">{kind === 'fee' ? t`No existe ese honorario` : t`No existe esa deuda`}</p>;
  return <DebtDetailPage key={id} kind={kind} id={id} payments={payments} />;
}

/** 'Deudas' (/deudas/*) and 'Honorarios' (/honorarios/*), one area by kind: the list, the form, a record's page. */
export function DebtsArea({ kind, payments }: { kind: DebtKind; payments?: PaymentsSlot }) {
  return useRoutes([
    { index: true, element: <DebtsListPage kind={kind} /> },
    { path: 'nuevo', element: <DebtFormPage kind={kind} /> },
    { path: ':id', element: <WithId kind={kind} payments={payments} /> },
    { path: '*', element: <WithId kind={kind} payments={payments} /> },
  ]);
}
