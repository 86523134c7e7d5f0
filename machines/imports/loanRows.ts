/**
 * A running-loans file's rows, read with the loan form's rules (the amount, the rate, the
 * installments, the terms' shape: loanForm.rules.ts, loan.schema.ts) and the schedule of the
 * same function the form previews with (schedule.ts): what each row would put in the books, or
 * why it is refused, column by column. A loan comes in disbursed on `fecha_desembolso` with what
 * was paid on it: one opening payment (`pagado`, dated `fecha_pagado` or today) or its past
 * payments (`pagos`). Which customers and officers exist, and which references are already in,
 * the server knows; this says which references the file names twice.
 */
import { documentKeyOf } from '../customers/documentKey.ts';
import type { DocumentType } from '../customers/customers.schema.ts';
import { installmentsErrorOf } from '../loans/loanForm.rules.ts';
import { LOAN_LIMITS, termsProblem, type LoanTerms } from '../loans/loan.schema.ts';
import { typedRate } from '../loans/rate.ts';
import { buildSchedule, type Schedule } from '../loans/schedule.ts';
import { readAmount, type AmountFormat } from '../money/parseAmount.ts';
import type { BusinessDate } from '../money/isoDate.ts';
import { isPlainLine, isPlainNote } from '../input/text.ts';
import type { ImportProblem } from './imports.schema.ts';
import { readChoice, readDate } from './cellReaders.ts';
import { DOCUMENT_TYPE_WORDS, FREQUENCY_WORDS, METHOD_WORDS, RATE_PERIOD_WORDS } from './templates.ts';

export interface ImportedPayment {
  date: BusinessDate;
  amount: number;
}

export interface LoanRow {
  reference: string;
  customer: { type: DocumentType; key: string };
  /** The officer's user name; null: the importer. */
  officer: string | null;
  terms: LoanTerms;
  schedule: Schedule;
  disbursedDate: BusinessDate;
  payments: ImportedPayment[];
  note: string;
}

export type LoanRowRead = { ok: true; row: LoanRow } | { ok: false; problems: ImportProblem[] };

export const LOAN_REFERENCE_MAX = 40;

/** 'dd/mm/aaaa importe' items separated by '|' (or new lines); null when one item is not that. */
function readPayments(text: string, format: AmountFormat, monthFirst: boolean): ImportedPayment[] | null {
  const items = text.split(/[|\n]/).map((item) => item.trim()).filter((item) => item !== '');
  const payments: ImportedPayment[] = [];
  for (const item of items) {
    const match = /^(\S+)\s+(.+)$/.exec(item);
    if (!match) return null;
    const date = readDate(match[1] as string, monthFirst);
    const amount = readAmount(match[2] as string, format);
    if (!date.ok || !amount.ok || amount.minor < 1) return null;
    payments.push({ date: date.date, amount: amount.minor });
  }
  return payments;
}

/** How the file writes what the template does not fix: dates month first or not (cellReaders.ts writesMonthFirst). */
export interface RowReading {
  monthFirst: boolean;
}

/** The least a rate may be without a '%' sign: below 1 % it is likelier a spreadsheet's 0.05 for 5 %. */
const PLAIN_RATE_MIN_MILLIONTHS = 10_000;

export function readLoanRow(cell: (column: string) => string, format: AmountFormat, today: BusinessDate, reading: RowReading = { monthFirst: false }): LoanRowRead {
  const { monthFirst } = reading;
  const problems: ImportProblem[] = [];
  const refuse = (column: string, code: string) => problems.push({ column, code });

  const reference = cell('referencia');
  if (reference === '') refuse('referencia', 'required');
  else if (reference.length > LOAN_REFERENCE_MAX) refuse('referencia', 'tooLong');
  else if (!isPlainLine(reference)) refuse('referencia', 'textNotPlain');

  const documentType = readChoice(cell('tipo_documento_cliente'), DOCUMENT_TYPE_WORDS);
  if (documentType === null) refuse('tipo_documento_cliente', 'notOneOf');
  const document = cell('documento_cliente');
  if (document === '') refuse('documento_cliente', 'required');

  const amount = readAmount(cell('monto'), format, LOAN_LIMITS.maxPrincipal);
  if (!amount.ok) refuse('monto', amount.error);
  else if (amount.minor < 1) refuse('monto', 'required');
  // '5' and '5 %' are 5 %; a bare rate under 1 % ('0,05', a percent cell read as its fraction) is
  // refused: written '0,05 %' it is taken as meant.
  const rateText = cell('tasa');
  const withSign = /%\s*$/.test(rateText);
  const rate = typedRate(rateText.replace(/\s*%\s*$/, ''));
  if (!rate.ok) refuse('tasa', rate.error);
  else if (!withSign && rate.millionths > 0 && rate.millionths < PLAIN_RATE_MIN_MILLIONTHS) refuse('tasa', 'rateLooksLikeFraction');
  const ratePeriod = readChoice(cell('periodo_tasa'), RATE_PERIOD_WORDS);
  if (ratePeriod === null) refuse('periodo_tasa', 'notOneOf');
  const installments = installmentsErrorOf(cell('cuotas'));
  if (installments !== null) refuse('cuotas', installments);
  const frequency = readChoice(cell('frecuencia'), FREQUENCY_WORDS);
  if (frequency === null) refuse('frecuencia', 'notOneOf');
  const method = readChoice(cell('metodo'), METHOD_WORDS);
  if (method === null) refuse('metodo', 'notOneOf');

  const disbursed = readDate(cell('fecha_desembolso'), monthFirst);
  if (!disbursed.ok) refuse('fecha_desembolso', disbursed.error);
  else if (disbursed.date > today) refuse('fecha_desembolso', 'disbursedInFuture');
  const firstDue = readDate(cell('primer_vencimiento'), monthFirst);
  if (!firstDue.ok) refuse('primer_vencimiento', firstDue.error);
  else if (disbursed.ok && firstDue.date <= disbursed.date) refuse('primer_vencimiento', 'disbursedAfterFirstDue');

  const payments = paymentsOf(cell, format, today, monthFirst, refuse);
  if (payments !== null && disbursed.ok) {
    const early = payments.find((payment) => payment.date < disbursed.date);
    if (early !== undefined) refuse(cell('pagos') === '' ? 'fecha_pagado' : 'pagos', 'paymentBeforeDisbursement');
  }

  const note = cell('nota');
  if (note.length > LOAN_LIMITS.note) refuse('nota', 'tooLong');
  else if (!isPlainNote(note)) refuse('nota', 'textNotPlain');
  const officer = cell('oficial');

  if (problems.length > 0 || !amount.ok || !rate.ok || !disbursed.ok || !firstDue.ok || payments === null) return { ok: false, problems };
  const terms: LoanTerms = {
    principal: amount.minor,
    rateMillionths: rate.millionths,
    ratePeriod: ratePeriod ?? 'month',
    installments: Number(cell('cuotas')),
    frequency: frequency ?? 'monthly',
    method: method ?? 'french',
    firstDueDate: firstDue.date,
  };
  const shape = termsProblem(terms);
  if (shape === 'tooSmall') return { ok: false, problems: [{ column: 'monto', code: 'tooSmallForTerms' }] };
  if (shape === 'tooSteep') return { ok: false, problems: [{ column: 'tasa', code: 'tooSteepForTerms' }] };
  const schedule = buildSchedule(terms);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paid > schedule.totalPayable) return { ok: false, problems: [{ column: cell('pagos') === '' ? 'pagado' : 'pagos', code: 'paidAboveTotal' }] };
  const type = documentType ?? 'dni';
  return {
    ok: true,
    row: { reference, customer: { type, key: documentKeyOf(type, document) }, officer: officer === '' ? null : officer, terms, schedule, disbursedDate: disbursed.date, payments, note },
  };
}

/** The row's payments (in date order), or null with the problem said: `pagado` and `pagos` are one or the other. */
function paymentsOf(cell: (column: string) => string, format: AmountFormat, today: BusinessDate, monthFirst: boolean, refuse: (column: string, code: string) => void): ImportedPayment[] | null {
  const list = cell('pagos');
  const total = cell('pagado');
  if (list !== '' && total !== '') {
    refuse('pagos', 'paymentsTwice');
    return null;
  }
  if (list !== '') {
    const payments = readPayments(list, format, monthFirst);
    if (payments === null) {
      refuse('pagos', 'invalidPayments');
      return null;
    }
    if (payments.some((payment) => payment.date > today)) {
      refuse('pagos', 'paymentInFuture');
      return null;
    }
    return [...payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  }
  if (total === '') return [];
  const amount = readAmount(total, format);
  if (!amount.ok) {
    refuse('pagado', amount.error);
    return null;
  }
  if (amount.minor === 0) return [];
  const dateText = cell('fecha_pagado');
  if (dateText === '') return [{ date: today, amount: amount.minor }];
  const date = readDate(dateText, monthFirst);
  if (!date.ok) {
    refuse('fecha_pagado', date.error);
    return null;
  }
  if (date.date > today) {
    refuse('fecha_pagado', 'paymentInFuture');
    return null;
  }
  return [{ date: date.date, amount: amount.minor }];
}
