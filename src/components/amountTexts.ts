import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { amountInputText } from '../../machines/money/parseAmount.ts';
import type { AmountError } from '../../machines/money/parseAmount.ts';
import type { NumberConventions } from '../../machines/money/numberConventions.ts';

/** The refusals of machines/money parseAmount that show how to write the amount instead. */
export type AmountFormatError = Extract<AmountError, 'notNumber' | 'decimalSign' | 'grouping'>;

export const isAmountFormatError = (code: string): code is AmountFormatError => code === 'notNumber' || code === 'decimalSign' || code === 'grouping';

/** 10.000,50 in the currency's decimals: the example every money field's message shows, written as the language writes it. */
export const amountExample = (conventions: NumberConventions, digits: number): string =>
  amountInputText(10_000 * 10 ** digits + (digits > 0 ? 5 * 10 ** (digits - 1) : 0), conventions, digits);

/**
 * What every money input says when the text is no amount in the active language's convention,
 * with an example written in it ('10.000,50' in Spanish, '10,000.50' in English).
 */
export function amountFormatMessage(error: AmountFormatError, conventions: NumberConventions, digits: number): MessageDescriptor {
  const example = amountExample(conventions, digits);
  const decimal = conventions.decimal;
  switch (error) {
    case 'notNumber':
      return msg`Escriba un monto, por ejemplo ${example}.`;
    case 'decimalSign':
      return msg`Para los decimales use «${decimal}», por ejemplo ${example}.`;
    case 'grouping':
      return msg`Separe los miles en grupos de tres cifras, por ejemplo ${example}.`;
  }
}
