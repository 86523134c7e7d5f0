/**
 * Issue #29 ('money columns left-aligned'): every amount and count column of the business lists
 * is `numeric`, so DataTable aligns it at the end of the line in tabular figures; text columns
 * (names, concepts, statuses) stay at the start.
 */
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataColumn } from '../../src/components/DataTable.tsx';
import { movementColumns } from '../../src/features/cashMovements/movementColumns.tsx';
import { debtColumns } from '../../src/features/debts/debtColumns.tsx';
import { deliveryColumns } from '../../src/features/deliveries/deliveryColumns.tsx';
import { loanColumns } from '../../src/features/loans/loanColumns.tsx';
import { paymentColumns } from '../../src/features/payments/paymentColumns.tsx';
import { rentalColumns } from '../../src/features/rentals/rentalColumns.tsx';
import { roleColumns } from '../../src/features/roles/roleColumns.tsx';

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'es', messages: {} });
});

const money = (minor: number) => `${minor / 100} ARS`;
const date = (iso: string) => iso;
const numericKeys = (columns: readonly DataColumn<never, string>[]) => columns.filter((column) => column.numeric === true).map((column) => column.key);

describe('the lists’ amount and count columns are numeric (end-aligned, tabular figures)', () => {
  it.each([
    ['Préstamos', () => loanColumns(i18n, money, 'es'), ['principal', 'installment', 'balance', 'days_in_arrears']],
    ['Alquileres', () => rentalColumns(i18n, money, 'es'), ['rent', 'due_now', 'to_run', 'days_in_arrears']],
    ['Deudas', () => debtColumns('debt', i18n, money, 'es'), ['amount', 'installments', 'balance', 'days_past_due']],
    ['Honorarios', () => debtColumns('fee', i18n, money, 'es'), ['amount', 'balance', 'days_past_due']],
    ['Pagos', () => paymentColumns(i18n, money, date, undefined, 'loan'), ['amount']],
    ['Movimientos', () => movementColumns(i18n, money, date), ['in', 'out']],
    ['Entregas', () => deliveryColumns(i18n, money, date, { userId: 1, canReceive: true, canResolve: true, canCreate: true }, () => undefined), ['declared_amount', 'received', 'difference']],
    ['Roles', () => roleColumns(i18n, false), ['entry_count', 'permission_count', 'user_count']],
  ] as const)('%s', (_list, columns, expected) => {
    expect(numericKeys(columns() as unknown as DataColumn<never, string>[])).toEqual(expected);
  });
});
