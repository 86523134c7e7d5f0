import { useLingui } from '@lingui/react/macro';
import { useParams, useRoutes } from 'react-router-dom';
import type { PaymentsSlot } from '../../components/paymentsSlot.ts';
import { recordIdOf } from '../../lib/recordId.ts';
import { RentalDetailPage } from './RentalDetailPage.tsx';
import { RentalFormPage } from './RentalFormPage.tsx';
import { RentalsListPage } from './RentalsListPage.tsx';

function WithId({ payments }: { payments?: PaymentsSlot }) {
  const { t } = useLingui();
  const id = recordIdOf(useParams().id);
  if (id === null) return <p role="alert">{t`No existe ese contrato de alquiler`}</p>;
  return <RentalDetailPage key={id} id={id} payments={payments} />;
}

/** 'Alquileres' (/alquileres/*): the list, 'Nuevo alquiler', a contract's page. */
export function RentalsArea({ payments }: { payments?: PaymentsSlot }) {
  return useRoutes([
    { index: true, element: <RentalsListPage /> },
    { path: 'nuevo', element: <RentalFormPage /> },
    { path: ':id', element: <WithId payments={payments} /> },
    { path: '*', element: <WithId payments={payments} /> },
  ]);
}
