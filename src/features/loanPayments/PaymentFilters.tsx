import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PAYMENT_STATUSES } from '../../../machines/loanPayments/index.ts';
import { inputCss, labelCss } from '../../components/ui.tsx';
import { space } from '../../styles/tokens.ts';
import { PAYMENT_STATUS_LABELS } from './paymentTexts.ts';

// The cash lists' filter controls live in their feature (a feature may not import another): the
// same markup here. Candidates for src/components once a third list needs them.
const rowCss = css`display: flex; flex-wrap: wrap; gap: ${space.md}; align-items: flex-end; border: 0; margin: 0; padding: 0; legend { padding: 0; }`;

interface Option {
  value: string;
  label: string;
}

function Select({ label, value, options, onChange }: { label: string; value: string; options: readonly Option[]; onChange(value: string): void }) {
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

function DateInput({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div>
      <label css={labelCss} htmlFor={id}>{label}</label>
      <input id={id} type="date" css={inputCss} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** 'Pagos de préstamos' filters: the business-date range, who received it, its status. */
export function PaymentFilters({ filters, setFilter, users }: { filters: Readonly<Record<string, string>>; setFilter(key: string, value: string | null): void; users: readonly Option[] }) {
  const { t, i18n } = useLingui();
  return (
    <fieldset css={rowCss}>
      <legend className="visually-hidden">{t`Filtros`}</legend>
      <DateInput label={t`Desde`} value={filters.from ?? ''} onChange={(value) => setFilter('from', value)} />
      <DateInput label={t`Hasta`} value={filters.to ?? ''} onChange={(value) => setFilter('to', value)} />
      <Select label={t`Usuario`} value={filters.user ?? ''} options={users} onChange={(value) => setFilter('user', value)} />
      <Select
        label={t`Estado`}
        value={filters.status ?? ''}
        options={PAYMENT_STATUSES.map((status) => ({ value: status, label: i18n._(PAYMENT_STATUS_LABELS[status]) }))}
        onChange={(value) => setFilter('status', value)}
      />
    </fieldset>
  );
}
