/**
 * 'Nuevo préstamo' (/prestamos/nuevo) through the UI, on `loanForm`: the record-form steps
 * (tests/records/recordFormUiPaths.ts) with the loan's labels, texts and schedule preview; the
 * refusal shown is 422 `customerBlocked`. The key is the browser's (`crypto.randomUUID()`), so the
 * context is compared with "has a key" instead of its value.
 */
import { connectLoanForm, type LoanFormSnapshot } from '../../machines/loans/loanScreens.ts';
import { defineUiPaths } from '../paths/kit.ts';
import { recordFormUiSteps } from '../records/recordFormUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { keyedLoanForm, LOAN_FORM_INPUT, loanFormFixtures, loanFormStateKey, type LoanFormModelEvent } from './loanScreens.pathFixtures.ts';

const steps = recordFormUiSteps({
  save: 'applyForLoan',
  businessDate: LOAN_FORM_INPUT.businessDate,
  listPath: '/prestamos',
  savedPath: '/prestamos/41',
  labels: { amount: /^Monto/, rate: /^Tasa de interés/, installments: /^Número de cuotas/, firstDueDate: /^Primer vencimiento/ },
  first: /^Monto/,
  submit: 'Enviar solicitud',
  saving: 'Enviando…',
  refusalHeading: 'Cliente bloqueado',
  blocked: 'Este cliente está bloqueado y no puede solicitar préstamos.',
  previewTable: 'Vista previa del cronograma',
  previewRows: (view) => (view.preview?.rows.length ?? 0) + 1,
  viewOf: (state: LoanFormSnapshot) => connectLoanForm(state, () => {}),
});

defineUiPaths<typeof keyedLoanForm, LoanFormModelEvent>({
  machine: keyedLoanForm,
  // What the chart distinguishes, never what was typed: the same key as the model paths.
  stateKey: loanFormStateKey,
  name: 'loan form',
  variants: { default: { input: LOAN_FORM_INPUT } },
  setup: () => ({ route: '/prestamos/nuevo', deps: { storage: signedInStorage(), api: steps.api() } }),
  context: steps.context,
  events: loanFormFixtures,
  executors: steps.executors,
  preconditions: steps.preconditions,
  endsPath: steps.endsPath,
  states: steps.states,
});
