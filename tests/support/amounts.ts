/**
 * How the tests' app writes amounts: Spanish (the app's language in tests) and the location's
 * currency (ARS, 2 digits, tests/locations/locations.fixtures.ts CENTRAL). Money inputs read with
 * these (machines/money parseAmount): '10.000,50', never '10000.50'.
 */
import { numberConventions } from '../../machines/money/numberConventions.ts';
import type { AmountFormat } from '../../machines/money/parseAmount.ts';

export const ES_ARS = numberConventions('es', 'ARS');

/** What a rule that reads an amount takes: Spanish, 2 minor digits. */
export const ES_AMOUNTS: AmountFormat = { digits: 2, conventions: ES_ARS };

/** Spanish without a currency: what the location form reads its tolerance with (its currency is being typed). */
export const ES = numberConventions('es');
