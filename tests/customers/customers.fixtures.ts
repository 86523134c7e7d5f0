import type { AuditEntry, Customer } from '../../machines/customers/index.ts';

export const ANA: Customer = {
  id: 7,
  document_type: 'dni',
  document_number: '30111222',
  name: 'Ana Pérez',
  phone: '555-0101',
  address: 'Calle 1',
  status: 'active',
  version: 3,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

/** Ana as someone else saved her meanwhile (a newer version). */
export const ANA_CHANGED: Customer = { ...ANA, phone: '555-9999', status: 'blocked', version: 4 };

export const ANA_HISTORY: AuditEntry[] = [
  { id: 2, at: '2026-01-05T10:00:00.000Z', user_name: 'Carlos Ruiz', action: 'update', before: { ...ANA, phone: '555-0000', version: 2 }, after: { ...ANA } },
  { id: 1, at: '2026-01-02T10:00:00.000Z', user_name: 'Ana Torres', action: 'create', before: null, after: { id: 7, name: 'Ana Pérez', document_number: '30111222', version: 1 } },
];

/** Twelve customers, for pages of ten. */
export const TWELVE_CUSTOMERS: Customer[] = Array.from({ length: 12 }, (_, index) => ({
  ...ANA,
  id: index + 1,
  name: `Cliente ${String(index + 1).padStart(2, '0')}`,
  document_number: String(40000000 + index),
  status: index % 4 === 3 ? 'blocked' : 'active',
  version: 1,
}));
