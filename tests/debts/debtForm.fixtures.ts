import { debtFormErrors, debtFormMachine, type DebtDetail, type DebtFormTypes } from '../../machines/debts/index.ts';
import { ANA, recordFormFixtures, recordFormModel, type RecordFormModelEvent } from '../records/recordFormModel.ts';
import { ES_ARS } from '../support/amounts.ts';

export { ANA, BLOCKED } from '../records/recordFormModel.ts';

/** 'Reparación del techo', 900,00 in 3 monthly installments from 2026-12-23, as the server answers it. */
export const SAVED_DEBT: DebtDetail = {
  id: 41,
  kind: 'debt',
  customer_id: ANA.id,
  debtor_user_id: null,
  debtor_name: ANA.name,
  concept: 'Reparación del techo',
  amount: 900_00,
  balance: 900_00,
  paid_total: 0,
  next_due_date: '2026-12-23',
  days_past_due: 0,
  status: 'open',
  officer_id: 1,
  officer_name: 'Ana Torres',
  delivery_id: null,
  first_due_date: '2026-12-23',
  installments: 3,
  frequency: 'monthly',
  note: '',
  overpaid: 0,
  created: { user_id: 1, user_name: 'Ana Torres', at: '2026-11-23T10:00:00Z' },
  cancelled: null,
  written_off: null,
  reason: null,
  schedule: ['2026-12-23', '2027-01-23', '2027-02-23'].map((due_date, index) => ({
    number: index + 1, due_date, principal: 300_00, interest: 0, charges: 0, total: 300_00, paid: 0, outstanding: 300_00, status: 'upcoming' as const,
  })),
  version: 1,
  business_date: '2026-11-23',
};

export const DEBT_FORM_INPUT = { kind: 'debt' as const, digits: 2, conventions: ES_ARS, businessDate: '2026-11-23' };

/** The debt form's model; its state key judges the values with the debt's rules (as the machine's `errorsOf`). */
export const debtFormModel = recordFormModel(debtFormMachine, ({ customer, values, input }) => debtFormErrors(input.kind, customer, values, input, input.businessDate));
export const { keyed: keyedDebtForm, stateKey: debtFormStateKey } = debtFormModel;

export type DebtFormModelEvent = RecordFormModelEvent<DebtFormTypes>;

export const debtFormFixtures = recordFormFixtures<DebtFormTypes>({
  fields: {
    concept: { type: 'field.changed', field: 'concept', value: 'Reparación del techo' },
    amount: { type: 'field.changed', field: 'amount', value: '900' },
    otherAmount: { type: 'field.changed', field: 'amount', value: '1200' },
  },
  saved: SAVED_DEBT,
  refusal: 'firstDuePassed',
});
