/**
 * The Spanish source texts of 'Préstamos' (statuses, frequencies, methods, installment statuses,
 * field errors, refusals), one map each so every code has exactly one translated text.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  AmountError,
  CustomerError,
  FirstDueDateError,
  InstallmentsError,
  LoanAction,
  LoanActionFailure,
  LoanFormFailure,
  LoanFrequency,
  LoanMethod,
  NoteError,
  RatePeriod,
  RateError,

  TermsProblem,
} from '../../../machines/loans/loanScreens.ts';
import type { ReasonError } from '../../../machines/records/index.ts';
import type { AmountFormatError } from '../../components/amountTexts.ts';

export { LOAN_STATUS_LABELS } from '../../lib/loanStatusLabels.ts';

export const FREQUENCY_LABELS: Record<LoanFrequency, MessageDescriptor> = {
  daily: msg`Diaria`,
  weekly: msg`Semanal`,
  biweekly: msg`Quincenal (cada dos semanas)`,
  monthly: msg`Mensual`,
};

export const METHOD_LABELS: Record<LoanMethod, MessageDescriptor> = {
  french: msg`Cuota fija (francés)`,
  equalPrincipal: msg`Capital constante`,
  flat: msg`Interés plano`,
};

export const RATE_PERIOD_LABELS: Record<RatePeriod, MessageDescriptor> = {
  month: msg`Mensual`,
  year: msg`Anual`,
};

/** 'Monto' errors; how to write an amount is said by src/components/amountTexts.ts. */
export const AMOUNT_ERRORS: Record<Exclude<AmountError, AmountFormatError>, MessageDescriptor> = {
  tooSmallForTerms: msg`El monto es demasiado chico para tantas cuotas: aumente el monto o reduzca las cuotas.`,
  required: msg`Escriba el monto del préstamo.`,
  negative: msg`El monto no puede ser negativo.`,
  tooManyDecimals: msg`El monto tiene más decimales de los que usa la moneda.`,
  outOfRange: msg`El monto es demasiado grande.`,
};

export const RATE_ERRORS: Record<RateError, MessageDescriptor> = {
  tooSteepForTerms: msg`La tasa es demasiado alta para tantas cuotas: la última cuota no se podría calcular bien. Reduzca la tasa o las cuotas.`,
  required: msg`Escriba la tasa de interés (0 si no cobra interés).`,
  negative: msg`La tasa no puede ser negativa.`,
  notNumber: msg`Escriba un porcentaje, por ejemplo 2,5.`,
  tooManyDecimals: msg`La tasa admite hasta cuatro decimales.`,
  tooHigh: msg`La tasa no puede superar el 1000 %.`,
};

/** Why the preview is missing though every field is valid: the same sentences as the field's error. */
export const TERMS_PROBLEM_TEXTS: Record<TermsProblem, MessageDescriptor> = {
  tooSmall: AMOUNT_ERRORS.tooSmallForTerms,
  tooSteep: RATE_ERRORS.tooSteepForTerms,
};

export const CUSTOMER_ERRORS: Record<CustomerError, MessageDescriptor> = {
  required: msg`Elija el cliente.`,
  blocked: msg`Este cliente está bloqueado y no puede solicitar préstamos.`,
};

export const INSTALLMENTS_ERRORS: Record<InstallmentsError, MessageDescriptor> = {
  required: msg`Escriba el número de cuotas.`,
  notInteger: msg`El número de cuotas es un número entero.`,
  outOfRange: msg`El número de cuotas va de 1 a 360.`,
};

export const FIRST_DUE_DATE_ERRORS: Record<FirstDueDateError, MessageDescriptor> = {
  required: msg`Elija la fecha del primer vencimiento.`,
  invalid: msg`La fecha no es válida.`,
  beforeToday: msg`El primer vencimiento no puede ser anterior a hoy.`,
};

export const NOTE_ERRORS: Record<NoteError, MessageDescriptor> = {
  tooLong: msg`La nota admite hasta 500 caracteres.`,
};

export const FORM_FAILURES: Record<LoanFormFailure, { title: MessageDescriptor; text: MessageDescriptor }> = {
  customerBlocked: { title: msg`Cliente bloqueado`, text: msg`Este cliente está bloqueado y no puede solicitar préstamos.` },
  customerNotFound: { title: msg`El cliente ya no existe`, text: msg`Elija otro cliente: el elegido ya no está registrado.` },
  invalid: { title: msg`Datos rechazados`, text: msg`El servidor rechazó los datos del préstamo. Revíselos e intente nuevamente.` },
  forbidden: { title: msg`No se pudo guardar`, text: msg`Su rol no permite solicitar préstamos.` },
  unavailable: { title: msg`No se pudo guardar`, text: msg`Lo que escribió se conserva. Compruebe la conexión e intente nuevamente.` },
};

/** Each action's button (also the dialog's title), its question and its confirm button. */
export const ACTION_TEXTS: Record<LoanAction, { button: MessageDescriptor; question: MessageDescriptor; confirm: MessageDescriptor }> = {
  approve: { button: msg`Aprobar`, question: msg`¿Aprobar esta solicitud de préstamo?`, confirm: msg`Aprobar` },
  reject: { button: msg`Rechazar`, question: msg`¿Rechazar esta solicitud? Escriba el motivo.`, confirm: msg`Rechazar` },
  withdraw: { button: msg`Retirar solicitud`, question: msg`¿Retirar esta solicitud? Escriba el motivo.`, confirm: msg`Retirar` },
  undoApproval: { button: msg`Deshacer aprobación`, question: msg`¿Devolver el préstamo a solicitado?`, confirm: msg`Deshacer aprobación` },
  disburse: { button: msg`Desembolsar`, question: msg`¿Desembolsar el préstamo? El monto sale de su caja abierta.`, confirm: msg`Desembolsar` },
  waiveCharge: {
    button: msg`Condonar recargos`,
    question: msg`¿Condonar los recargos por mora de las cuotas impagas? Lo que ya se pagó de ellos pasa a pagar la cuota. Escriba el motivo.`,
    confirm: msg`Condonar recargos`,
  },
  writeOff: { button: msg`Castigar`, question: msg`¿Castigar este préstamo? Escriba el motivo.`, confirm: msg`Castigar` },
  undoWriteOff: { button: msg`Deshacer castigo`, question: msg`¿Devolver el préstamo a activo?`, confirm: msg`Deshacer castigo` },
};

export const ACTION_FAILURES: Record<LoanActionFailure, MessageDescriptor> = {
  stale: msg`Otra persona cambió este préstamo mientras usted lo miraba. Recárguelo para ver cómo quedó; el motivo que escribió se conserva.`,
  notAllowed: msg`El estado del préstamo ya no permite esta acción.`,
  ownApplication: msg`Usted presentó esta solicitud: otra persona debe aprobarla o rechazarla.`,
  noOpenSession: msg`Abra su caja antes de desembolsar.`,
  insufficientCash: msg`Su caja no tiene efectivo suficiente para desembolsar este monto.`,
  reasonRequired: msg`Escriba el motivo.`,
  firstDuePassed: msg`El primer vencimiento de este préstamo ya pasó: desembolsarlo hoy lo dejaría atrasado desde el primer día. Deshaga la aprobación, retire la solicitud y cargue una nueva con otras fechas.`,
  nothingToWaive: msg`Este préstamo ya no tiene recargos por mora para condonar.`,
  forbidden: msg`Su rol no permite esta acción.`,
  unavailable: msg`No se pudo completar la acción. Compruebe la conexión e intente nuevamente.`,
};

export const REASON_ERRORS: Record<ReasonError, MessageDescriptor> = {
  required: msg`Escriba el motivo.`,
  tooLong: msg`El motivo admite hasta 500 caracteres.`,
};
