import { useLingui } from '@lingui/react/macro';
import { PAYMENT_STATUSES } from '../../../machines/payments/index.ts';
import { DateRange, FilterRow, FilterSelect, type FilterOption, type FiltersProps } from '../../components/ListFilters.tsx';
import { PAYMENT_STATUS_LABELS } from './paymentTexts.ts';

/** 'Pagos de préstamos' filters: the business-date range, who received it, its status. */
export function PaymentFilters({ filters, setFilter, users }: FiltersProps & { users: readonly FilterOption[] }) {
  const { t, i18n } = useLingui();
  return (
    <FilterRow>
      <DateRange filters={filters} setFilter={setFilter} />
      <FilterSelect label={t`Usuario`} value={filters.user ?? ''} options={users} onChange={(value) => setFilter('user', value)} />
      <FilterSelect
        label={t`Estado`}
        value={filters.status ?? ''}
        options={PAYMENT_STATUSES.map((status) => ({ value: status, label: i18n._(PAYMENT_STATUS_LABELS[status]) }))}
        onChange={(value) => setFilter('status', value)}
      />
    </FilterRow>
  );
}
