/** Tiny images for server tests and the benchmark scripts (no test-runner imports here). */
/**
 * A complete, decodable 1×1 grayscale baseline JPEG (Chromium's decoder reads it as 1×1). Its
 * quantisation table has all 64 entries: an earlier copy had 61, which Chromium refused to decode
 * and the structural check (server/jpeg.ts) rightly rejects.
 */
export const TINY_JPEG = Buffer.from(
  'ffd8ffdb004300' +
    '01'.repeat(64) +
    'ffc0000b080001000101011100' +
    'ffc40014000100000000000000000000000000000000' +
    'ffc40014100100000000000000000000000000000000' +
    'ffda0008010100003f003fffd9',
  'hex',
);

/** A complete 1×1 grayscale PNG. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108000000003a7e9b550000000a49444154789c63680000008200' +
    '8177cd72b60000000049454e44ae426082',
  'hex',
);
