import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useParams, useRoutes } from 'react-router-dom';
import type { PayableRecord } from '../../../machines/payments/paymentKinds.ts';
import { RentalDetailPage } from './RentalDetailPage.tsx';
import { RentalFormPage } from './RentalFormPage.tsx';
import { RentalsListPage } from './RentalsListPage.tsx';

/** What a contract's page hands the payments slot (src/app composes it from the payments feature). */
export type RentalPaymentsSlot = (slot: { record: PayableRecord; reload(): void }) => ReactNode;

/** A contract's id from the path: a positive integer, else null (no request is made for it). */
export const rentalIdOf = (raw: string | undefined): number | null => (raw !== undefined && /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : null);

function WithId({ payments }: { payments?: RentalPaymentsSlot }) {
  const { t } = useLingui();
  const id = rentalIdOf(useParams().id);
  if (id === null) return <p role="alert">{t`No existe ese contrato de alquiler`}</p>;
  return <RentalDetailPage key={id} id={id} payments={payments} />;
}

/** 'Alquileres' (/alquileres/*): the list, 'Nuevo alquiler', a contract's page. */
export function RentalsArea({ payments }: { payments?: RentalPaymentsSlot }) {
  return useRoutes([
    { index: true, element: <RentalsListPage /> },
    { path: 'nuevo', element: <RentalFormPage /> },
    { path: ':id', element: <WithId payments={payments} /> },
    { path: '*', element: <WithId payments={payments} /> },
  ]);
}
