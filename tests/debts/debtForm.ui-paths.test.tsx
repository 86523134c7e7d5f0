/**
 * 'Nueva deuda' (/deudas/nuevo) through the UI, on `debtForm`: the record-form steps
 * (tests/records/recordFormUiPaths.ts) with the debt's labels, texts and the live preview of its
 * installments; the refusal shown is 422 `firstDuePassed`. The key is the browser's
 * (`crypto.randomUUID()`), so the context is compared with "has a key" instead of its value.
 */
import { connectDebtForm, type DebtFormSnapshot } from '../../machines/debts/index.ts';
import { defineUiPaths } from '../paths/kit.ts';
import { recordFormUiSteps } from '../records/recordFormUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { DEBT_FORM_INPUT, debtFormFixtures, debtFormStateKey, keyedDebtForm, type DebtFormModelEvent } from './debtForm.fixtures.ts';

const steps = recordFormUiSteps({
  save: 'createDebt',
  businessDate: DEBT_FORM_INPUT.businessDate,
  listPath: '/deudas',
  savedPath: '/deudas/41',
  labels: { concept: /^Concepto/, amount: /^Monto/, installments: /^Número de cuotas/, firstDueDate: /^Primer vencimiento/ },
  first: /^Monto/,
  submit: 'Guardar',
  saving: 'Guardando…',
  refusalHeading: 'El vencimiento ya pasó',
  blocked: 'Este cliente está bloqueado: no se le pueden cargar deudas ni honorarios.',
  previewTable: 'Vista previa de las cuotas',
  // The installments, the header and the total.
  previewRows: (view) => (view.preview?.length ?? 0) + 2,
  viewOf: (state: DebtFormSnapshot) => connectDebtForm(state, () => {}),
});

defineUiPaths<typeof keyedDebtForm, DebtFormModelEvent>({
  machine: keyedDebtForm,
  // What the chart distinguishes, never what was typed: the same key as the model paths.
  stateKey: debtFormStateKey,
  name: 'debt form',
  variants: { default: { input: DEBT_FORM_INPUT } },
  setup: () => ({ route: '/deudas/nuevo', deps: { storage: signedInStorage(), api: steps.api() } }),
  context: steps.context,
  events: debtFormFixtures,
  executors: steps.executors,
  preconditions: steps.preconditions,
  endsPath: steps.endsPath,
  states: steps.states,
});
