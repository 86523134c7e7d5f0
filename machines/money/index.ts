/** Money and business dates: the pure rules every business area shares (server and app). */
export * from './minor.ts';
export { toMinor, roundHalfEven, applyRate, divideRound, rateParts, type ToMinorResult, type Rate, type DecimalInput } from './decimal.ts';
export { allocate } from './allocate.ts';
export { annuityPayment, MAX_PERIODS } from './annuity.ts';
export { applyRatio, divideShare, everyShareOwes, annuityRatio, divRoundHalfEven, frenchKeepsShape, compoundingWithin, type IntegerRate } from './rational.ts';
export { civilOf, civilText, civilAddDays, civilAddMonths, civilOfDay, dayNumber, daysInMonth, type CivilDate } from './civilDate.ts';
export * from './isoDate.ts';
export * from './businessDate.ts';
export { parseAmount, readAmount, understoodAmount, amountInputText, MAX_TYPED_MINOR, type AmountError, type AmountResult, type AmountFormat } from './parseAmount.ts';
export { numberConventions, type NumberConventions } from './numberConventions.ts';
export { MAX_PERCENT_BP, typedPercent, percentInputText } from './percent.ts';
export { MAX_AMOUNT_MINOR, AMOUNT_TOO_LARGE, BoundedPositiveMinorSchema, BoundedNonNegativeMinorSchema, withinAmountBound } from './bounds.ts';
