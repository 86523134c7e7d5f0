import { useLingui } from '@lingui/react/macro';
import { PAYMENT_STATUSES, RECORDED_PAYMENT_METHODS, REFERENCE_MAX } from '../../../machines/payments/index.ts';
import { DateRange, FilterRow, FilterSelect, FilterText, type FilterOption, type FiltersProps } from '../../components/ListFilters.tsx';
import { METHOD_LABELS, PAYMENT_STATUS_LABELS } from './paymentTexts.ts';

/** 'Pagos de préstamos' filters: the business-date range, who received it, its status, its method and text of its reference. */
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
      <FilterSelect
        label={t`Método`}
        value={filters.method ?? ''}
        options={RECORDED_PAYMENT_METHODS.map((method) => ({ value: method, label: i18n._(METHOD_LABELS[method]) }))}
        onChange={(value) => setFilter('method', value)}
      />
      <FilterText label={t`Referencia`} value={filters.reference ?? ''} maxLength={REFERENCE_MAX} onChange={(value) => setFilter('reference', value)} />
    </FilterRow>
  );
}
