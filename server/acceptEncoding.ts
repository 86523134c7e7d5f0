/**
 * Content-coding negotiation for the SPA's files (RFC 9110 §12.5.3 Accept-Encoding, §12.4.2
 * quality values). Pure: a header in, the coding to send out.
 */

/** The codings the server can produce, in order of preference when the client weighs them equally. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];
/** What to send: a content coding, the file as it is, or nothing acceptable (406). */
export type Choice = Coding | 'identity' | null;

/** A quality value is 0 to 1 with at most three decimals; anything else makes the entry invalid. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Below any weight a client can write (0.001), above "not acceptable". */
const LAST_RESORT = 0.0001;

/** coding → weight, lower-cased; `x-gzip` is gzip (RFC 9110 §8.4.1.3). Invalid entries are dropped. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim());
    if (name === '') continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=').map((part) => part.trim());
      if (key.toLowerCase() !== 'q') continue;
      if (!QVALUE.test(value)) valid = false;
      else q = Number(value);
    }
    if (!valid) continue;
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    // A coding listed twice keeps its best weight: being generous never sends an unreadable body.
    weights.set(coding, Math.max(q, weights.get(coding) ?? 0));
  }
  return weights;
}

/**
 * The coding to send among `available` (the file's codings, best first). No header: the file as
 * it is (RFC 9110 allows any coding, but an old client that sends nothing gets what it surely
 * reads). Otherwise the highest weight wins, ties going to the server's order (br, gzip, then
 * identity); `*` weighs every coding not named, identity included. Identity not named at all is
 * acceptable but only as a last resort (`gzip;q=0.5` still gets gzip), unless `*;q=0` excludes it.
 * Null when nothing acceptable is left (`identity;q=0` or `*;q=0` and no coding we have).
 */
export function chooseCoding(header: string | undefined, available: readonly Coding[]): Choice {
  if (header === undefined) return 'identity';
  const weights = parseAcceptEncoding(header);
  const star = weights.get('*');
  const weightOf = (coding: string): number => weights.get(coding) ?? star ?? 0;
  let best: Choice = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weightOf(coding);
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  const identity = weights.get('identity') ?? star ?? LAST_RESORT;
  if (identity > bestWeight) return 'identity';
  return best;
}
