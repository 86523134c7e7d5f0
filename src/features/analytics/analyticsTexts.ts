import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnalyticsChartId, ArrearsBucket, PeriodError, PeriodPreset, ReceivableKind } from '../../../machines/analytics/index.ts';

/** The kinds of receivable, as 'Total adeudado' names them. */
export const KIND_LABELS: Record<ReceivableKind, MessageDescriptor> = {
  loan: msg`Préstamos`,
  rental: msg`Alquileres`,
  debt: msg`Deudas`,
  fee: msg`Honorarios`,
};

export const BUCKET_LABELS: Record<ArrearsBucket, MessageDescriptor> = {
  '1-30': msg`1 a 30 días`,
  '31-60': msg`31 a 60 días`,
  '61-90': msg`61 a 90 días`,
  '90+': msg`Más de 90 días`,
};

export const PRESET_LABELS: Record<PeriodPreset, MessageDescriptor> = {
  today: msg`Hoy`,
  month: msg`Este mes`,
  last30: msg`Últimos 30 días`,
};

export const CHART_TITLES: Record<AnalyticsChartId, MessageDescriptor> = {
  dailyCollections: msg`Cobros diarios de los últimos 30 días`,
  portfolioByState: msg`Préstamos por estado`,
  arrears: msg`Préstamos en mora por tramo`,
  cashFlow: msg`Entradas y salidas de caja por día`,
};

/** The column that holds a chart's x values in its table and export. */
export const CHART_X_LABELS: Record<AnalyticsChartId, MessageDescriptor> = {
  dailyCollections: msg`Fecha`,
  portfolioByState: msg`Estado`,
  arrears: msg`Tramo`,
  cashFlow: msg`Fecha`,
};

/** The series of the charts by key (kinds, loans, outstanding, in, out). */
export const SERIES_LABELS: Record<string, MessageDescriptor> = {
  ...KIND_LABELS,
  loans: msg`Préstamos`,
  outstanding: msg`Saldo de capital`,
  in: msg`Entradas`,
  out: msg`Salidas`,
};

export const PERIOD_ERROR_TEXTS: Record<PeriodError['reason'], MessageDescriptor> = {
  invalidDate: msg`Ingrese una fecha válida.`,
  afterTo: msg`La fecha desde no puede ser posterior a la fecha hasta.`,
  afterToday: msg`La fecha hasta no puede ser posterior a la fecha de hoy.`,
  tooLong: msg`El periodo no puede superar 366 días.`,
};
