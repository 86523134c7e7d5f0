/** 'Nuevo alquiler': its options, each field's errors and each way a submission fails (Spanish source texts). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LateFeeKind, RentalFrequency } from '../../../machines/rentals/index.ts';
import type {
  CustomerError,
  DateError,
  DueDayError,
  EndDateError,
  LateFeeValueError,
  PropertyError,
  RentalFormFailure,
  WholeNumberError,
} from '../../../machines/rentals/rentalForm.ts';
import type { AmountError } from '../../../machines/money/parseAmount.ts';
import type { AmountFormatError } from '../../components/amountTexts.ts';

/** An amount's errors but how to write one (src/components/amountTexts.ts says that). */
type TypedMoneyError = Exclude<AmountError, AmountFormatError>;

export const RENTAL_FREQUENCY_LABELS: Record<RentalFrequency, MessageDescriptor> = {
  monthly: msg`Mensual`,
  biweekly: msg`Quincenal (cada dos semanas)`,
  weekly: msg`Semanal`,
};

export const LATE_FEE_KIND_LABELS: Record<LateFeeKind, MessageDescriptor> = {
  fixed: msg`Monto fijo`,
  percent: msg`Porcentaje del alquiler`,
};

export const TENANT_ERRORS: Record<CustomerError, MessageDescriptor> = {
  required: msg`Elija el inquilino.`,
  blocked: msg`Este cliente está bloqueado y no puede firmar un contrato de alquiler.`,
};

export const PROPERTY_ERRORS: Record<PropertyError, MessageDescriptor> = {
  required: msg`Escriba qué se alquila (por ejemplo, la dirección del inmueble).`,
  tooLong: msg`Escriba hasta 200 caracteres.`,
};

/** The rent, the deposit and the cap: amounts in the location's currency. */
export const RENT_ERRORS: Record<TypedMoneyError, MessageDescriptor> = {
  required: msg`Escriba el alquiler de cada periodo.`,
  negative: msg`El monto no puede ser negativo.`,
  tooManyDecimals: msg`El monto tiene más decimales de los que usa la moneda.`,
  outOfRange: msg`El monto es demasiado grande.`,
};

export const DEPOSIT_ERRORS: Record<TypedMoneyError, MessageDescriptor> = {
  ...RENT_ERRORS,
  required: msg`Escriba el depósito de garantía (0 si no hay).`,
};

export const CAP_ERRORS: Record<TypedMoneyError, MessageDescriptor> = { ...RENT_ERRORS };

/** The due day's errors; `max` is the highest due day of the chosen frequency. */
export function dueDayErrorText(error: DueDayError, max: number): MessageDescriptor {
  switch (error) {
    case 'required':
      return msg`Escriba el día de vencimiento.`;
    case 'notInteger':
      return msg`El día de vencimiento es un número entero.`;
    case 'outOfRange':
    case 'dueDayOutOfPeriod':
      return msg`El día de vencimiento va de 1 a ${max}.`;
  }
}

export const START_DATE_ERRORS: Record<DateError, MessageDescriptor> = {
  required: msg`Elija la fecha de inicio.`,
  invalid: msg`La fecha no es válida.`,
};

export const END_DATE_ERRORS: Record<EndDateError, MessageDescriptor> = {
  required: msg`Elija la fecha de fin.`,
  invalid: msg`La fecha no es válida.`,
  notAfterStart: msg`El fin debe ser posterior al inicio.`,
  notWholePeriods: msg`El contrato debe cerrar periodos completos: el fin es el día anterior al inicio de un periodo.`,
  tooManyTerms: msg`Un contrato tiene como máximo 260 periodos.`,
};

export const GRACE_DAYS_ERRORS: Record<WholeNumberError, MessageDescriptor> = {
  required: msg`Escriba los días de gracia (0 si no hay).`,
  notInteger: msg`Los días de gracia son un número entero.`,
  outOfRange: msg`Los días de gracia van de 0 a 60.`,
};

export const LATE_FEE_VALUE_ERRORS: Record<Exclude<LateFeeValueError, AmountFormatError>, MessageDescriptor> = {
  ...RENT_ERRORS,
  required: msg`Escriba el recargo por atraso (0 si no hay).`,
  percentTooHigh: msg`El recargo no puede superar el 100 % del alquiler.`,
};

export const RENTAL_FORM_FAILURES: Record<RentalFormFailure, { title: MessageDescriptor; text: MessageDescriptor }> = {
  customerBlocked: { title: msg`Cliente bloqueado`, text: msg`Este cliente está bloqueado y no puede firmar un contrato de alquiler.` },
  customerNotFound: { title: msg`El cliente ya no existe`, text: msg`Elija otro cliente: el elegido ya no está registrado.` },
  notWholePeriods: { title: msg`Datos rechazados`, text: END_DATE_ERRORS.notWholePeriods },
  tooManyTerms: { title: msg`Datos rechazados`, text: END_DATE_ERRORS.tooManyTerms },
  dueDayOutOfPeriod: { title: msg`Datos rechazados`, text: msg`El día de vencimiento cae fuera del periodo elegido.` },
  percentTooHigh: { title: msg`Datos rechazados`, text: LATE_FEE_VALUE_ERRORS.percentTooHigh },
  invalid: { title: msg`Datos rechazados`, text: msg`El servidor rechazó los datos del contrato. Revíselos e intente nuevamente.` },
  forbidden: { title: msg`No se pudo guardar`, text: msg`Su rol no permite crear contratos de alquiler.` },
  unavailable: { title: msg`No se pudo guardar`, text: msg`Lo que escribió se conserva. Compruebe la conexión e intente nuevamente.` },
};
