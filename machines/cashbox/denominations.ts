/**
 * The notes and coins of the common currencies, for 'Contar por denominación' (largest first).
 * Written in hundredths of the major unit, so one table serves any number of minor digits the
 * location uses; a value that is not a whole number of minor units (a cent coin in a currency kept
 * without decimals) is left out. ARS first: the demo business is in Argentina.
 */
const HUNDREDTHS: Readonly<Record<string, readonly number[]>> = {
  ARS: [2_000_000, 1_000_000, 200_000, 100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100],
  USD: [10_000, 5_000, 2_000, 1_000, 500, 200, 100, 25, 10, 5, 1],
  EUR: [50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10, 5, 2, 1],
  BRL: [20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 25, 10, 5],
  CLP: [2_000_000, 1_000_000, 500_000, 200_000, 100_000, 50_000, 10_000, 5_000, 1_000],
  COP: [10_000_000, 5_000_000, 2_000_000, 1_000_000, 500_000, 200_000, 100_000, 50_000, 20_000, 10_000, 5_000],
  MXN: [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50],
  PEN: [20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10],
  UYU: [200_000, 100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100],
  PYG: [10_000_000, 5_000_000, 2_000_000, 1_000_000, 500_000, 200_000, 100_000, 50_000, 10_000, 5_000],
  BOB: [20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100, 50, 20, 10],
};

/** The denominations of a currency in minor units (largest first); empty for a currency not in the table. */
export function denominationsOf(currency: string, digits: number): number[] {
  const table = HUNDREDTHS[currency.toUpperCase()] ?? [];
  const scale = 10 ** digits;
  return table.filter((hundredths) => (hundredths * scale) % 100 === 0).map((hundredths) => (hundredths * scale) / 100);
}
