import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DebtKind, DebtStatus } from '../../../machines/debts/index.ts';

/** A status as each kind says it (una deuda pagada, un honorario pagado). */
export const DEBT_STATUS_LABELS: Readonly<Record<DebtKind, Record<DebtStatus, MessageDescriptor>>> = {
  debt: {
    open: msg`Pendiente`,
    paid: msg`Pagada`,
    overpaid: msg`Pagada de más`,
    cancelled: msg`Anulada`,
    writtenOff: msg`Castigada`,
  },
  fee: {
    open: msg`Pendiente`,
    paid: msg`Pagado`,
    overpaid: msg`Pagado de más`,
    cancelled: msg`Anulado`,
    writtenOff: msg`Castigado`,
  },
};

export const DEBT_COLUMN_LABELS = {
  id: msg`N°`,
  debtor_name: msg`Deudor`,
  concept: msg`Concepto`,
  amount: msg`Importe`,
  installments: msg`Cuotas`,
  balance: msg`Saldo`,
  next_due_date: msg`Próximo vencimiento`,
  days_past_due: msg`Días de atraso`,
  status: msg`Estado`,
} as const;

/** The texts that differ between 'Deudas' and 'Honorarios'. */
export const DEBT_LIST_TEXTS: Readonly<Record<DebtKind, Record<'region' | 'forbidden' | 'loading' | 'failed' | 'empty' | 'emptyText' | 'ownEmpty' | 'ownEmptyText' | 'search' | 'noMatch' | 'sheet' | 'pagination' | 'create', MessageDescriptor>>> = {
  debt: {
    region: msg`Deudas de clientes`,
    forbidden: msg`Su rol no permite ver las deudas. Si necesita esta información, pídasela a un administrador.`,
    loading: msg`Cargando deudas…`,
    failed: msg`No se pudo cargar la lista de deudas`,
    empty: msg`No hay deudas`,
    emptyText: msg`Todavía no hay deudas registradas.`,
    ownEmpty: msg`No tiene deudas a su cargo`,
    ownEmptyText: msg`Esta lista muestra solo las deudas de las que usted es el oficial.`,
    search: msg`Buscar deudas`,
    noMatch: msg`Ninguna deuda coincide con la búsqueda.`,
    sheet: msg`Deudas`,
    pagination: msg`Paginación de deudas`,
    create: msg`Nueva deuda`,
  },
  fee: {
    region: msg`Honorarios cobrados a clientes`,
    forbidden: msg`Su rol no permite ver los honorarios. Si necesita esta información, pídasela a un administrador.`,
    loading: msg`Cargando honorarios…`,
    failed: msg`No se pudo cargar la lista de honorarios`,
    empty: msg`No hay honorarios`,
    emptyText: msg`Todavía no hay honorarios registrados.`,
    ownEmpty: msg`No tiene honorarios a su cargo`,
    ownEmptyText: msg`Esta lista muestra solo los honorarios de los que usted es el oficial.`,
    search: msg`Buscar honorarios`,
    noMatch: msg`Ningún honorario coincide con la búsqueda.`,
    sheet: msg`Honorarios`,
    pagination: msg`Paginación de honorarios`,
    create: msg`Nuevo honorario`,
  },
};
