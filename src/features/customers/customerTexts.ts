import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CustomerField, CustomerFieldError, CustomerStatus, DocumentType, OwedKind } from '../../../machines/customers/index.ts';
import { CUSTOMER_LIMITS } from '../../../machines/customers/index.ts';

/** The labels of the customer's fields: the form, the table, the detail and 'Historial' share them. */
export const FIELD_LABELS: Record<CustomerField, MessageDescriptor> = {
  document_type: msg`Tipo de documento`,
  document_number: msg`Número de documento`,
  name: msg`Nombre`,
  phone: msg`Teléfono`,
  address: msg`Dirección`,
  status: msg`Estado`,
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, MessageDescriptor> = {
  dni: msg`DNI`,
  passport: msg`Pasaporte`,
  taxId: msg`Identificación fiscal`,
  other: msg`Otro documento`,
};

export const STATUS_LABELS: Record<CustomerStatus, MessageDescriptor> = {
  active: msg`Activo`,
  blocked: msg`Bloqueado`,
};

const isKeyOf = <T extends object>(record: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(record, key);

/** A stored value as a reader says it: the document type and status translated, the rest as written. */
export function valueText(i18n: I18n, field: string, value: string | null): string {
  if (value === null || value === '') return '—';
  if (field === 'document_type' && isKeyOf(DOCUMENT_TYPE_LABELS, value)) return i18n._(DOCUMENT_TYPE_LABELS[value]);
  if (field === 'status' && isKeyOf(STATUS_LABELS, value)) return i18n._(STATUS_LABELS[value]);
  return value;
}

/** The form's order of the fields, for 'Historial'. */
export const FIELD_ORDER: readonly string[] = Object.keys(FIELD_LABELS);

/** A field's label ('Historial' may name a field this screen does not know: shown as stored). */
export const fieldLabel = (i18n: I18n, field: string): string => (isKeyOf(FIELD_LABELS, field) ? i18n._(FIELD_LABELS[field]) : field);

/** The schema's limits by field (the choices have none). */
const MAX_LENGTH: Record<CustomerField, number> = {
  document_type: 0,
  document_number: CUSTOMER_LIMITS.documentNumber,
  name: CUSTOMER_LIMITS.name,
  phone: CUSTOMER_LIMITS.phone,
  address: CUSTOMER_LIMITS.address,
  status: 0,
};

/** Why a field is refused, in a sentence under it. */
export function fieldErrorText(i18n: I18n, field: CustomerField, error: CustomerFieldError): string {
  switch (error) {
    case 'required':
      return i18n._(msg`Este dato es obligatorio.`);
    case 'tooLong': {
      const max = MAX_LENGTH[field];
      return i18n._(msg`Escriba como máximo ${max} caracteres.`);
    }
    case 'duplicate':
      return i18n._(msg`Este documento ya pertenece a otro cliente.`);
    case 'invalid':
      return i18n._(msg`Elija una de las opciones.`);
  }
}

/**
 * Phone and document numbers read left to right in every language: digits, '+' and '-' have no
 * direction of their own, so `dir="auto"` would lay "+54 9 11 4523-7781" out right to left in
 * Arabic. Everything else staff typed takes its direction from its content.
 */
export const fieldDir = (field: string): 'ltr' | 'auto' => (field === 'phone' || field === 'document_number' ? 'ltr' : 'auto');

/** The kinds of 'Total adeudado', by the server's `kind`. */
export const OWED_KIND_LABELS: Record<OwedKind, MessageDescriptor> = {
  loan: msg`Préstamos`,
  rental: msg`Alquileres`,
  debt: msg`Deudas`,
  fee: msg`Honorarios`,
};
