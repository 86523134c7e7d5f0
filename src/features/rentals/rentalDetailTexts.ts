/**
 * The Spanish source texts of a contract's page (/alquileres/:id): its actions, what each refusal
 * and each dialog error says, the frequencies and late-fee kinds. One map each, so every code has
 * exactly one translated text.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LateFeeKind, RentalAction, RentalActionRefusal, RentalDateError, RentalFrequency, RentalReasonError } from '../../../machines/rentals/rentalScreens.ts';

export const RENTAL_FREQUENCY_LABELS: Record<RentalFrequency, MessageDescriptor> = {
  monthly: msg`Mensual`,
  biweekly: msg`Quincenal (cada dos semanas)`,
  weekly: msg`Semanal`,
};

export const LATE_FEE_KIND_LABELS: Record<LateFeeKind, MessageDescriptor> = {
  fixed: msg`Monto fijo`,
  percent: msg`Porcentaje del alquiler`,
};

/** Each action's button (also the dialog's title), its question and its confirm button. */
export const RENTAL_ACTION_TEXTS: Record<RentalAction, { button: MessageDescriptor; question: MessageDescriptor; confirm: MessageDescriptor }> = {
  sign: { button: msg`Firmar contrato`, question: msg`¿Firmar el contrato? El depósito de garantía entra en su caja abierta.`, confirm: msg`Firmar` },
  discard: { button: msg`Descartar borrador`, question: msg`¿Descartar este borrador? No se podrá firmar después.`, confirm: msg`Descartar` },
  renew: { button: msg`Renovar`, question: msg`¿Hasta qué fecha se renueva el contrato? Debe cerrar un período completo.`, confirm: msg`Renovar` },
  end: { button: msg`Finalizar`, question: msg`¿Dar por finalizado el contrato? Su fecha de fin ya llegó.`, confirm: msg`Finalizar` },
  terminate: { button: msg`Rescindir`, question: msg`¿Rescindir el contrato antes de su fin? Los períodos que empiezan después de la fecha de rescisión se anulan.`, confirm: msg`Rescindir` },
  settle: { button: msg`Liquidar depósito`, question: msg`¿Liquidar el depósito de garantía? Se aplica a lo adeudado y el resto se devuelve desde su caja abierta.`, confirm: msg`Liquidar` },
};

/** Why an action did not happen (the refusals of the contract, 409 `stale`, 403, no answer). */
export type RentalActionFailure = RentalActionRefusal | 'stale' | 'forbidden' | 'unavailable';

export const RENTAL_ACTION_FAILURES: Record<RentalActionFailure, MessageDescriptor> = {
  stale: msg`Otra persona cambió este contrato mientras usted lo miraba. Recárguelo para ver cómo quedó; lo que escribió se conserva.`,
  notAllowed: msg`El estado del contrato ya no permite esta acción.`,
  noOpenSession: msg`Abra su caja antes: el depósito de garantía entra o sale de su caja abierta.`,
  insufficientCash: msg`Su caja no tiene efectivo suficiente para devolver el depósito.`,
  chooseSession: msg`No tiene una caja abierta: el depósito se devuelve desde su caja. Ábrala, o pida a quien tenga una caja abierta que liquide el contrato.`,
  sessionNotOpen: msg`La caja elegida ya no está abierta: recargue y vuelva a intentarlo.`,
  reasonRequired: msg`Escriba el motivo.`,
  endNotLater: msg`La nueva fecha de fin debe ser posterior a la actual.`,
  notYetEnded: msg`El contrato todavía no llegó a su fecha de fin: rescíndalo si termina antes.`,
  dateOutsideContract: msg`La fecha de rescisión debe estar dentro del contrato: desde el inicio hasta el día anterior al fin.`,
  notWholePeriods: msg`La nueva fecha de fin debe cerrar un período completo.`,
  tooManyTerms: msg`El contrato no puede tener más de 260 períodos.`,
  forbidden: msg`Su rol no permite esta acción.`,
  unavailable: msg`No se pudo completar la acción. Compruebe la conexión e intente nuevamente.`,
};

export const RENTAL_REASON_ERRORS: Record<RentalReasonError, MessageDescriptor> = {
  required: msg`Escriba el motivo.`,
  tooLong: msg`El motivo admite hasta 500 caracteres.`,
};

export const RENTAL_DATE_ERRORS: Record<RentalDateError, MessageDescriptor> = {
  required: msg`Elija la fecha.`,
  invalid: msg`La fecha no es válida.`,
  notLater: msg`La nueva fecha de fin debe ser posterior a la actual.`,
  notWholePeriods: msg`La nueva fecha de fin debe cerrar un período completo.`,
  tooManyTerms: msg`El contrato no puede tener más de 260 períodos.`,
  outsideContract: msg`La fecha de rescisión debe estar dentro del contrato: desde el inicio hasta el día anterior al fin.`,
};
