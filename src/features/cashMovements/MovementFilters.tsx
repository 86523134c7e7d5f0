import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MOVEMENT_DIRECTIONS, MOVEMENT_TYPES } from '../../../machines/cash/cash.schema.ts';
import { inputCss, labelCss } from '../../components/ui.tsx';
import { space } from '../../styles/tokens.ts';
import { DIRECTION_LABELS, MOVEMENT_TYPE_LABELS } from './movementTexts.ts';

const rowCss = css`display: flex; flex-wrap: wrap; gap: ${space.md}; align-items: flex-end; border: 0; margin: 0; padding: 0; legend { padding: 0; }`;

export interface FilterOption {
  value: string;
  label: string;
}

/** One labelled control per filter; '' = all. */
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: readonly FilterOption[]; onChange(value: string): void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div>
      <label css={labelCss} htmlFor={id}>{label}</label>
      <select id={id} css={inputCss} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`Todos`}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}

export function FilterDate({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div>
      <label css={labelCss} htmlFor={id}>{label}</label>
      <input id={id} type="date" css={inputCss} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export interface FiltersProps {
  filters: Readonly<Record<string, string>>;
  setFilter(key: string, value: string | null): void;
}

/** 'Desde' / 'Hasta': the business-date range every cash list filters by. */
export function DateRange({ filters, setFilter }: FiltersProps) {
  const { t } = useLingui();
  return (
    <>
      <FilterDate label={t`Desde`} value={filters.from ?? ''} onChange={(value) => setFilter('from', value)} />
      <FilterDate label={t`Hasta`} value={filters.to ?? ''} onChange={(value) => setFilter('to', value)} />
    </>
  );
}

/** The ledger's filters: dates, type, direction, user and box (the last two from the answer's choices). */
export function MovementFilters({ filters, setFilter, users, boxes }: FiltersProps & { users: readonly FilterOption[]; boxes: readonly FilterOption[] }) {
  const { t, i18n } = useLingui();
  return (
    <fieldset css={rowCss}>
      <legend className="visually-hidden">{t`Filtros`}</legend>
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
    </fieldset>
  );
}
