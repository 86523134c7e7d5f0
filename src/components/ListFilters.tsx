import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
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

/**
 * A text filter (a payment's reference): what is typed is applied when the user presses Enter or
 * leaves the field, so the list asks the server once per search rather than once per key; the
 * field follows the filter when it changes elsewhere (cleared, a link).
 */
export function FilterText({ label, value, onChange, maxLength }: { label: string; value: string; onChange(value: string): void; maxLength?: number }) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  // The filter changed elsewhere: the field shows it (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const apply = () => {
    if (typed.trim() !== value.trim()) onChange(typed.trim());
  };
  return (
    <div>
      <label css={labelCss} htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        css={inputCss}
        value={typed}
        maxLength={maxLength}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
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
