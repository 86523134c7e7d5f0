import { css } from '@emotion/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LOCATION_COUNTRY_FILTER, type Location } from '../../../machines/locations/index.ts';
import { connectRecordsList } from '../../../machines/records/index.ts';
import { selectCan } from '../../../machines/session/index.ts';
import { selectLocale } from '../../../machines/settings/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RecordsListBody } from '../../components/RecordsListBody.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { SpreadsheetExport } from '../../components/spreadsheet/SpreadsheetExport.tsx';
import { exportAmount } from '../../components/spreadsheet/cells.ts';
import { buttonCss, Card, mutedCss } from '../../components/ui.tsx';
import { font, space } from '../../styles/tokens.ts';
import { locationColumns } from './locationColumns.tsx';
import { allLocationsOf, provideLocationsList } from './locationsLogic.ts';
import { countryCodes, countryName, LOCATION_FIELD_LABELS } from './locationTexts.ts';

const messageCss = css`h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; } p { margin: 0 0 ${space.md}; }`;

const canEdit = selectCan('location.edit');

/** 'Configuración de ubicación': the business's locations, searched, filtered by country, exported; 'Nueva ubicación' for who may edit. */
export function LocationsListPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const mayEdit = useSelector(app.session, canEdit);
  const locale = useSelector(app.settings, selectLocale);
  const list = useScreenActor((sofia) => provideLocationsList(sofia.deps));
  const view = useView(list, connectRecordsList);
  const [allLocations] = useState(() => allLocationsOf(app.deps));
  const label = (field: keyof typeof LOCATION_FIELD_LABELS) => i18n._(LOCATION_FIELD_LABELS[field]);
  const exportFields = {
    [label('name')]: 'name',
    [label('address')]: 'address',
    [label('city')]: 'city',
    [label('country')]: (location: Location) => countryName(locale, location.country),
    [label('currency')]: 'currency',
    [label('time_zone')]: 'time_zone',
    [label('grace_days')]: 'grace_days',
    // Each location in its own currency and digits (its currency is the column before, not the header's).
    [label('cash_tolerance')]: (location: Location) => exportAmount(location.cash_tolerance, { currency: location.currency, digits: location.minor_digits }),
    [label('receipt_footer')]: 'receipt_footer',
  };
  const newLocation = mayEdit ? <Link css={buttonCss} to="/conf_ubicacion/nueva">{t`Nueva ubicación`}</Link> : null;

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.conf_ubicacion)} />
      <Card labelledBy="locations-title">
        <h2 id="locations-title" className="visually-hidden">{t`Ubicaciones del negocio`}</h2>
        {view.face === 'forbidden' && (
          <div css={messageCss} role="alert">
            <h2>{t`Sin acceso`}</h2>
            <p>{t`Su rol no permite ver las ubicaciones.`}</p>
          </div>
        )}
        <LoadState state={view.load} retry={view.retry} retrying={view.retrying} loading={t`Cargando ubicaciones…`} failed={t`No se pudo cargar la lista de ubicaciones`}>
          {view.face === 'empty' && (
            <div css={messageCss}>
              <h2>{t`No hay ubicaciones`}</h2>
              <p css={mutedCss}>{t`Registre la ubicación del negocio: su moneda y su zona horaria deciden cómo se muestran los importes y la fecha de negocio.`}</p>
              {newLocation}
            </div>
          )}
          {view.face === 'table' && (
            <RecordsListBody
              view={view}
              search={{ label: t`Buscar ubicaciones`, placeholder: t`Nombre o ciudad` }}
              filter={{
                key: LOCATION_COUNTRY_FILTER,
                label: t`País`,
                options: [
                  { value: '', label: t`Todos` },
                  ...countryCodes()
                    .map((code) => ({ value: code, label: countryName(locale, code) }))
                    .sort((a, b) => a.label.localeCompare(b.label, locale === 'ae' ? 'ar' : locale)),
                ],
              }}
              actions={
                <>
                  <SpreadsheetExport data={() => allLocations(view.query)} fields={exportFields} name="ubicaciones.xls" worksheet={t`Ubicaciones`}>
                    {t`Exportar`}
                  </SpreadsheetExport>
                  {newLocation}
                </>
              }
              count={<Plural value={view.total} _0="Ninguna ubicación coincide con la búsqueda." one="# ubicación encontrada." other="# ubicaciones encontradas." />}
              table={{ caption: t`Ubicaciones del negocio`, columns: locationColumns(i18n), rowKey: (location) => location.id, emptyText: t`Ninguna ubicación coincide con la búsqueda.` }}
              paginationLabel={t`Paginación de ubicaciones`}
            />
          )}
        </LoadState>
      </Card>
    </>
  );
}
