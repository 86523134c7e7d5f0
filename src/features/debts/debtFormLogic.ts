import { debtFormMachine, type DebtFormField } from '../../../machines/debts/index.ts';
import type { AppDeps } from '../../app/deps.ts';
import type { FormGate } from '../../components/formGate.ts';
import { provideRecordForm } from '../../components/screen/provideRecordForm.ts';

/** The form's gate (src/components/formGate.ts), made by the page (useRecordFormPage). */
export type DebtFormGate = FormGate<DebtFormField>;

/** 'Nueva deuda' / 'Nuevo honorario' with the app's effects (src/components/screen/provideRecordForm.ts): its POST is /deudas or /honorarios. */
export const provideDebtForm = (deps: AppDeps, gate: DebtFormGate, newKey?: () => string) =>
  provideRecordForm(debtFormMachine, deps, gate, ({ body, idempotencyKey }, signal) => deps.api.createDebt(body.kind, { input: body.input, idempotencyKey }, signal), newKey);
