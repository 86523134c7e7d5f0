import { useLingui } from '@lingui/react/macro';
import { MOVEMENT_DIRECTIONS, MOVEMENT_TYPES } from '../../../machines/cash/cash.schema.ts';
import { DateRange, FilterRow, FilterSelect, type FilterOption, type FiltersProps } from '../../components/ListFilters.tsx';
import { DIRECTION_LABELS, MOVEMENT_TYPE_LABELS } from './movementTexts.ts';

/** The ledger's filters: dates, type, direction, user and box (the last two from the answer's choices). */
export function MovementFilters({ filters, setFilter, users, boxes }: FiltersProps & { users: readonly FilterOption[]; boxes: readonly FilterOption[] }) {
  const { t, i18n } = useLingui();
  return (
    <FilterRow>
      <DateRange filters={filters} setFilter={setFilter} />
      <FilterSelect
        label={t`Tipo`}
        value={filters.type ?? ''}
        options={MOVEMENT_TYPES.map((type) => ({ value: type, label: i18n._(MOVEMENT_TYPE_LABELS[type]) }))}
        onChange={(value) => setFilter('type', value)}
      />
      <FilterSelect
        label={t`Dirección`}
        value={filters.direction ?? ''}
        options={MOVEMENT_DIRECTIONS.map((direction) => ({ value: direction, label: i18n._(DIRECTION_LABELS[direction]) }))}
        onChange={(value) => setFilter('direction', value)}
      />
      <FilterSelect label={t`Usuario`} value={filters.user ?? ''} options={users} onChange={(value) => setFilter('user', value)} />
      <FilterSelect label={t`Caja`} value={filters.box ?? ''} options={boxes} onChange={(value) => setFilter('box', value)} />
    </FilterRow>
  );
}
