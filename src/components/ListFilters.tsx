import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { inputCss, labelCss } from './ui.tsx';
import { space } from '../styles/tokens.ts';

/** The controls the lists filter with (the cash ledger, delivery movements, loan payments). */
const rowCss = css`display: flex; flex-wrap: wrap; gap: ${space.md}; align-items: flex-end; border: 0; margin: 0; padding: 0; legend { padding: 0; }`;

export interface FilterOption {
  value: string;
  label: string;
}

export interface FiltersProps {
  filters: Readonly<Record<string, string>>;
  setFilter(key: string, value: string | null): void;
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

/** 'Desde' / 'Hasta': the business-date range (`from`, `to`). */
export function DateRange({ filters, setFilter }: FiltersProps) {
  const { t } = useLingui();
  return (
    <>
      <FilterDate label={t`Desde`} value={filters.from ?? ''} onChange={(value) => setFilter('from', value)} />
      <FilterDate label={t`Hasta`} value={filters.to ?? ''} onChange={(value) => setFilter('to', value)} />
    </>
  );
}

/** A row of filters under one visually hidden 'Filtros' legend. */
export function FilterRow({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <fieldset css={rowCss}>
      <legend className="visually-hidden">{t`Filtros`}</legend>
      {children}
    </fieldset>
  );
}
