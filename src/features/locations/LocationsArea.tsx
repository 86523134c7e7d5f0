import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useParams, useRoutes } from 'react-router-dom';
import { selectCan } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { BusinessDateLine } from './BusinessDateLine.tsx';
import { CashBoxesSection } from './CashBoxesSection.tsx';
import { LastBackupLine } from './LastBackupLine.tsx';
import { LocationForm } from './LocationForm.tsx';
import { LocationsListPage } from './LocationsListPage.tsx';

/** A location's id from the path: a positive integer, else null (no request is made for it). */
export const locationIdOf = (raw: string | undefined): number | null => (raw !== undefined && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null);

function LocationPage({ isNew }: { isNew: boolean }) {
  const { t, i18n } = useLingui();
  const id = locationIdOf(useParams().id);
  const trail = [{ label: i18n._(ROUTE_TITLES.conf_ubicacion), to: '/conf_ubicacion' }];
  if (isNew) {
    return (
      <>
        <PageHeader title={t`Nueva ubicación`} trail={trail} />
        <LocationForm id={null} />
      </>
    );
  }
  if (id === null) return <p role="alert">{t`No existe esa ubicación`}</p>;
  return (
    <>
      <PageHeader title={t`Datos de la ubicación`} trail={trail} />
      {/* Keyed by the id: another location starts a fresh form. */}
      <LocationForm key={id} id={id} />
      <CashBoxesSection key={`boxes-${id}`} locationId={id} />
    </>
  );
}

const canEdit = selectCan('location.edit');

/**
 * 'Configuración de ubicación' (/conf_ubicacion/*): the list, 'Nueva ubicación', and a location's
 * settings; today's business date under each, and the last backup for who may edit them.
 */
export function LocationsArea() {
  const mayEdit = useSelector(useApp().session, canEdit);
  const page = useRoutes([
    { index: true, element: <LocationsListPage /> },
    { path: 'nueva', element: <LocationPage isNew /> },
    { path: ':id', element: <LocationPage isNew={false} /> },
    { path: '*', element: <LocationPage isNew={false} /> },
  ]);
  return (
    <>
      {page}
      <BusinessDateLine />
      {mayEdit && <LastBackupLine />}
    </>
  );
}
