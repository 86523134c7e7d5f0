/**
 * 'Nuevo alquiler' (/alquileres/nuevo) through the UI, on `rentalForm`: the record-form steps
 * (tests/records/recordFormUiPaths.ts) with the contract's labels, texts and the live preview of
 * its terms (each term's rent is the rent typed); the refusal shown is 422 `customerBlocked`. The
 * key is the browser's (`crypto.randomUUID()`), so the context is compared with "has a key".
 */
import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { connectRentalForm, type RentalFormSnapshot } from '../../machines/rentals/rentalForm.ts';
import { defineUiPaths } from '../paths/kit.ts';
import { recordFormUiSteps } from '../records/recordFormUiPaths.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { keyedRentalForm, RENTAL_FORM_INPUT, rentalFormFixtures, rentalFormStateKey, type RentalFormModelEvent } from './rentalForm.pathFixtures.ts';

const steps = recordFormUiSteps({
  save: 'createRental',
  businessDate: RENTAL_FORM_INPUT.businessDate,
  listPath: '/alquileres',
  savedPath: '/alquileres/51',
  labels: { property: /^Inmueble/, rent: /^Alquiler/, startDate: /^Inicio/, endDate: /^Fin/ },
  first: /^Alquiler/,
  submit: 'Crear contrato',
  saving: 'Guardando…',
  refusalHeading: 'Cliente bloqueado',
  blocked: 'Este cliente está bloqueado y no puede firmar un contrato de alquiler.',
  previewTable: 'Vista previa de los periodos',
  previewRows: (view) => (view.preview?.terms.length ?? 0) + 1,
  viewOf: (state: RentalFormSnapshot) => connectRentalForm(state, () => {}),
  checkForm: (view, table) => {
    if (table === null) return;
    // The rent typed is each term's rent (the last cell of a row).
    const rent = view.values.rent === '150000' ? '150.000,00' : '160.000,00';
    expect(within(table).getAllByRole('row', { hidden: true })[1]?.lastElementChild?.textContent).toContain(rent);
  },
});

defineUiPaths<typeof keyedRentalForm, RentalFormModelEvent>({
  machine: keyedRentalForm,
  // What the chart distinguishes, never what was typed: the same key as the model paths.
  stateKey: rentalFormStateKey,
  name: 'rental form',
  variants: { default: { input: RENTAL_FORM_INPUT } },
  setup: () => ({ route: '/alquileres/nuevo', deps: { storage: signedInStorage(), api: steps.api() } }),
  context: steps.context,
  events: rentalFormFixtures,
  executors: steps.executors,
  preconditions: steps.preconditions,
  endsPath: steps.endsPath,
  states: steps.states,
});
