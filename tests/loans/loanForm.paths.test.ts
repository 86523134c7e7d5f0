// @vitest-environment node
import { expect } from 'vitest';
import { connectLoanForm } from '../../machines/loans/loanScreens.ts';
import { describeRecordFormPaths } from '../records/recordFormModel.ts';
import { LOAN_FORM_INPUT, loanFormFixtures, loanFormModel } from './loanScreens.pathFixtures.ts';

describeRecordFormPaths({
  model: loanFormModel,
  fixtures: loanFormFixtures,
  input: LOAN_FORM_INPUT,
  connect: connectLoanForm,
  // The preview is the schedule of what is typed: present exactly when the terms are complete.
  checkPreview: (snapshot, view) => expect(view.preview !== null).toBe(snapshot.context.values.amount !== '' && snapshot.context.values.rate !== ''),
});
