/**
 * The Spanish source texts of 'Nueva deuda' / 'Nuevo honorario': each field error and each refusal
 * has exactly one text (most are the loan form's sentences, already translated).
 */
import type { MessageDescriptor } from '@lingui/core';
import type { AmountFormatError } from '../../components/amountTexts.ts';
import { msg } from '@lingui/core/macro';
import type {
  ConceptError,
  DebtAmountError,
  DebtCustomerError,
  DebtDueDateError,
  DebtFormFailure,
  DebtFrequency,
  DebtInstallmentsError,
  DebtKind,
} from '../../../machines/debts/index.ts';

export const DEBT_FREQUENCY_LABELS: Record<DebtFrequency, MessageDescriptor> = {
  monthly: msg`Mensual`,
  biweekly: msg`Quincenal (cada dos semanas)`,
  weekly: msg`Semanal`,
};

const BLOCKED = msg`Este cliente está bloqueado: no se le pueden cargar deudas ni honorarios.`;

export const DEBT_CUSTOMER_ERRORS: Record<DebtCustomerError, MessageDescriptor> = {
  required: msg`Elija el cliente.`,
  blocked: BLOCKED,
};

export const CONCEPT_ERRORS: Record<ConceptError, MessageDescriptor> = {
  required: msg`Escriba el concepto.`,
  tooLong: msg`El concepto admite hasta 200 caracteres.`,
};

/** 'Monto' errors; how to write an amount is said by src/components/amountTexts.ts. */
export const DEBT_AMOUNT_ERRORS: Record<Exclude<DebtAmountError, AmountFormatError>, MessageDescriptor> = {
  required: msg`Escriba el monto.`,
  negative: msg`El monto no puede ser negativo.`,
  tooManyDecimals: msg`El monto tiene más decimales de los que usa la moneda.`,
  outOfRange: msg`El monto es demasiado grande.`,
  tooLarge: msg`El monto es demasiado grande.`,
};

export const DEBT_DUE_DATE_ERRORS: Record<DebtDueDateError, MessageDescriptor> = {
  required: msg`Elija la fecha del primer vencimiento.`,
  invalid: msg`La fecha no es válida.`,
  beforeToday: msg`El primer vencimiento no puede ser anterior a hoy.`,
};

export const DEBT_INSTALLMENTS_ERRORS: Record<DebtInstallmentsError, MessageDescriptor> = {
  required: msg`Escriba el número de cuotas.`,
  notInteger: msg`El número de cuotas es un número entero.`,
  outOfRange: msg`El número de cuotas va de 1 a 60.`,
  tooSmallShare: msg`Con ese monto alguna cuota quedaría en cero. Elija menos cuotas o un monto mayor.`,
};

export const DEBT_NOTE_ERROR = msg`La nota admite hasta 500 caracteres.`;

export const DEBT_FORM_FAILURES: Record<DebtFormFailure, { title: MessageDescriptor; text: MessageDescriptor }> = {
  customerBlocked: { title: msg`Cliente bloqueado`, text: BLOCKED },
  customerNotFound: { title: msg`El cliente ya no existe`, text: msg`Elija otro cliente: el elegido ya no está registrado.` },
  firstDuePassed: { title: msg`El vencimiento ya pasó`, text: msg`La fecha del negocio avanzó y el primer vencimiento quedó en el pasado. Elija otra fecha.` },
  invalid: { title: msg`Datos rechazados`, text: msg`El servidor rechazó los datos. Revíselos e intente nuevamente.` },
  forbidden: { title: msg`No se pudo guardar`, text: msg`Su rol no permite cargar este registro.` },
  unavailable: { title: msg`No se pudo guardar`, text: msg`Lo que escribió se conserva. Compruebe la conexión e intente nuevamente.` },
};

/** What differs between the two forms. */
export const DEBT_FORM_TEXTS: Readonly<Record<DebtKind, Record<'title' | 'details' | 'notAllowed' | 'unsaved', MessageDescriptor>>> = {
  debt: {
    title: msg`Nueva deuda`,
    details: msg`Datos de la deuda`,
    notAllowed: msg`Su rol no permite cargar deudas.`,
    unsaved: msg`La deuda no se guardó. Si sale de esta página, se perderá.`,
  },
  fee: {
    title: msg`Nuevo honorario`,
    details: msg`Datos del honorario`,
    notAllowed: msg`Su rol no permite cargar honorarios.`,
    unsaved: msg`El honorario no se guardó. Si sale de esta página, se perderá.`,
  },
};
