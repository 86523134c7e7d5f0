import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectCan } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { RentalForm } from './RentalForm.tsx';

const mayCreate = selectCan('rental.create');

/** 'Nuevo alquiler' (/alquileres/nuevo): the form starts once the location's currency and business date are known. */
export function RentalFormPage() {
  const { t, i18n } = useLingui();
  const app = useApp();
  const allowed = useSelector(app.session, mayCreate);
  const { format, conventions, businessDate, failed, retry, money } = useActiveLocation();
  const ready = format !== null && conventions !== null && businessDate !== null;
  // Loaded, but the business has no location yet: no currency to type the rent in.
  const noLocation = format === null && businessDate !== null && !failed;
  return (
    <>
      <PageHeader title={t`Nuevo alquiler`} trail={[{ label: i18n._(ROUTE_TITLES.alquileres), to: '/alquileres' }]} />
      {!allowed && <p role="alert">{t`Su rol no permite crear contratos de alquiler.`}</p>}
      {allowed && noLocation && <p role="alert">{t`Configure la ubicación del negocio (su moneda) antes de crear contratos de alquiler.`}</p>}
      {allowed && !noLocation && (
        <LoadState state={ready ? 'ready' : failed ? 'failed' : 'loading'} retry={retry} loading={t`Cargando la ubicación…`} failed={t`No se pudo cargar la ubicación`}>
          {ready && <RentalForm digits={format.digits} conventions={conventions} businessDate={businessDate} money={money} />}
        </LoadState>
      )}
    </>
  );
}
