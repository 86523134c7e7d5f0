/**
 * The locations screen (/conf_ubicacion) through the UI, on the records-list machine: the shared
 * list suite (tests/records/recordsListUiPaths.ts) with what is the area's own: twelve locations
 * searched by name and city, the 'País' filter (its options are country names), the Spanish texts.
 */
import { locationsListMachine, type Location, type LocationSortColumn } from '../../machines/locations/index.ts';
import type { InMemoryListOptions } from '../records/inMemoryList.ts';
import { defineRecordsListUiPaths } from '../records/recordsListUiPaths.ts';
import { TWELVE_LOCATIONS } from './locations.fixtures.ts';

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
/** What the server does with GET /ubicaciones, in memory: search name and city, sort, the country filter. */
const LOCATION_RULES: InMemoryListOptions<Location, LocationSortColumn> = {
  searchIn: (location) => `${location.name} ${location.city}`,
  columns: {
    name: (a, b) => collator.compare(a.name, b.name),
    city: (a, b) => collator.compare(a.city, b.city),
    created_at: (a, b) => collator.compare(a.created_at, b.created_at),
  },
  filters: { country: (location, value) => location.country === value },
  id: (location) => location.id,
};
const regionNames = new Intl.DisplayNames(['es'], { type: 'region' });

defineRecordsListUiPaths({
  machine: locationsListMachine,
  name: 'locations list',
  route: '/conf_ubicacion',
  listCall: 'listLocations',
  request: 'GET /ubicaciones',
  rows: TWELVE_LOCATIONS,
  rules: LOCATION_RULES,
  rowHeader: (location) => location.name,
  // 'Sucursal 1', 'Sucursal 10'…: one page.
  search: 'Sucursal 1',
  columns: { name: 'Nombre', city: 'Ciudad' },
  sortBy: ['name', 'city'],
  filter: { label: 'País', key: 'country', value: 'UY', option: (value) => (value === '' ? 'Todos' : regionNames.of(value)) },
  texts: {
    heading: 'Configuración de ubicación',
    table: 'Ubicaciones del negocio',
    searchBox: 'Buscar ubicaciones',
    pagination: 'Paginación de ubicaciones',
    loading: 'Cargando ubicaciones…',
    empty: 'No hay ubicaciones',
    emptyText: /^Registre la ubicación del negocio/,
    noMatch: 'Ninguna ubicación coincide con la búsqueda.',
    count: (total) => (total === 1 ? '1 ubicación encontrada.' : `${total} ubicaciones encontradas.`),
    loadError: 'No se pudo cargar la lista de ubicaciones',
    forbidden: 'Su rol no permite ver las ubicaciones.',
  },
});
