// @vitest-environment node
import { expect } from 'vitest';
import { connectDebtForm } from '../../machines/debts/index.ts';
import { describeRecordFormPaths } from '../records/recordFormModel.ts';
import { DEBT_FORM_INPUT, debtFormFixtures, debtFormModel } from './debtForm.fixtures.ts';

describeRecordFormPaths({
  model: debtFormModel,
  fixtures: debtFormFixtures,
  input: DEBT_FORM_INPUT,
  connect: connectDebtForm,
  checkPreview: (snapshot, view) => {
    // The preview is the installments of what is typed: present exactly when the amount is (the rest has valid defaults).
    expect(view.preview !== null).toBe(snapshot.context.values.amount !== '');
    if (view.preview !== null) expect(view.preview.reduce((sum, due) => sum + due.amount, 0)).toBe(Number(snapshot.context.values.amount) * 100);
  },
});
