/**
 * SQL that takes a database back to before migration 010 (the cash box), for the upgrade tests that
 * rebuild an older database from a new one (with the later cash migrations, which run again after it): a database from before 006 or 007 is also from before
 * 010, whose single Caja entries for the collector 007 could not otherwise tell from a whole group.
 * CASCADE: later cash migrations' tables hang off these. Loans (017), payments (018) and debts (019; CASCADE drops payments' FK to it) hang off the cash tables, so
 * they are undone first and come back with the rest (with 021, the loans' principal column, 025, which lifts the loans' own four-eyes checks, and 029, the
 * receipts' figures and the rentals' balances at a date, which may run again; 031, the loans' late charges; 032 and 033, the payments' settlement mark and reference; and 034, the schedule versions). Not a test file.
 */
export const UNDO_CASH_MIGRATION_SQL = `
  DROP TABLE loan_schedule_versions;
  DROP FUNCTION loan_schedule_versions_fixed;
  DELETE FROM schema_migrations WHERE name = '034_loan_schedule_versions.sql';
  DROP TABLE loan_charge_waivers;
  DELETE FROM schema_migrations WHERE name IN ('031_late_charges.sql', '032_loan_payoff.sql', '033_payment_methods.sql');
  DROP TABLE payment_receipts;
  DROP FUNCTION payment_receipts_append_only;
  DELETE FROM schema_migrations WHERE name = '029_balances_receipts_documents.sql';
  DROP TABLE rentals CASCADE;
  DELETE FROM schema_migrations WHERE name = '020_rentals.sql';
  DROP TABLE debt_installments, debts CASCADE;
  DROP FUNCTION debt_installments_fixed;
  DELETE FROM schema_migrations WHERE name = '019_debts.sql';
  DELETE FROM role_permissions WHERE code IN ('loan.viewAll', 'loan.create', 'loan.approve', 'loan.disburse', 'loan.writeOff',
    'loanPayment.create', 'loanPayment.reverse');
  DELETE FROM role_permissions WHERE code IN ('rental.viewAll', 'rental.create', 'rental.terminate', 'rental.settle',
    'rentPayment.create', 'rentPayment.reverse', 'debt.viewAll', 'debt.create', 'debt.cancel', 'debtPayment.create',
    'debtPayment.reverse', 'fee.viewAll', 'fee.create', 'fee.cancel', 'feePayment.create', 'feePayment.reverse');
  DELETE FROM role_permissions WHERE id_rol = 2 AND code IN ('debt.view', 'debtPayment.view', 'fee.view', 'feePayment.view');
  DELETE FROM role_menus WHERE id_rol = 2 AND id_menu IN (SELECT id_menu FROM menus WHERE m_icono IN ('debts', 'fees'));
  DELETE FROM schema_migrations WHERE name IN ('021_loans_principal_outstanding.sql', '025_four_eyes.sql');
  DROP TABLE payments, loan_installments, loans;
  DROP FUNCTION payments_append_only, payments_no_truncate, loan_installments_fixed;
  DELETE FROM role_menus WHERE id_rol = 3 AND id_menu IN (SELECT id_menu FROM menus WHERE m_icono = 'cash');
  DELETE FROM role_permissions WHERE code IN ('cash.open', 'cash.close', 'cash.record', 'cash.approveDifference',
    'movement.reverse', 'delivery.create', 'delivery.receive', 'delivery.resolve')
    OR (id_rol = 3 AND code IN ('cash.view', 'delivery.view'));
  DROP TABLE cash_deliveries, cash_movements, cash_sessions, cash_boxes CASCADE;
  DROP FUNCTION cash_movements_append_only, cash_movements_open_session_only;
  DELETE FROM schema_migrations WHERE name IN ('010_cash.sql', '011_cash_close_over_short.sql', '013_cash_movements_ledger_indexes.sql', '017_loans.sql', '018_payments.sql');`;
