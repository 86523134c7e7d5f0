// @vitest-environment node
/** server/jpeg.ts: the structural JPEG check, on crafted bytes (uploads: photo.test.ts). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { jpegImageLength } from '../../server/jpeg.ts';
import { TINY_JPEG } from './helpers.ts';

const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'hex');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

/** TINY_JPEG's parts: SOI, DQT, SOF0, two DHT, SOS header, entropy byte, EOI. */
const SOI = hex('ffd8');
const DQT = hex('ffdb004300' + '01'.repeat(64));
const SOF0 = hex('ffc0000b080001000101011100');
const DHT = hex('ffc40014000100000000000000000000000000000000 ffc40014100100000000000000000000000000000000');
const SOS = hex('ffda0008010100003f00');
const SCAN = hex('3f');
const EOI = hex('ffd9');
const jpeg = (...parts: Buffer[]) => Buffer.concat(parts);

/** A marker segment with a correct length field. */
function segment(marker: number, payload: Buffer): Buffer {
  const length = payload.length + 2;
  return Buffer.concat([Buffer.from([0xff, marker, length >> 8, length & 0xff]), payload]);
}

describe('jpegImageLength', () => {
  it('measures a complete baseline JPEG to its end', () => {
    expect(jpeg(SOI, DQT, SOF0, DHT, SOS, SCAN, EOI)).toEqual(TINY_JPEG);
    expect(jpegImageLength(TINY_JPEG)).toBe(TINY_JPEG.length);
  });

  it('stops at the end of image: what follows is not part of it', () => {
    expect(jpegImageLength(Buffer.concat([TINY_JPEG, HTML]))).toBe(TINY_JPEG.length);
    expect(jpegImageLength(Buffer.concat([TINY_JPEG, TINY_JPEG]))).toBe(TINY_JPEG.length);
  });

  it('refuses a JPEG header followed by HTML', () => {
    expect(jpegImageLength(Buffer.concat([hex('ffd8ffe0'), HTML]))).toBeNull();
    expect(jpegImageLength(Buffer.concat([hex('ffd8ff'), HTML]))).toBeNull();
    // A well-formed APP0 (JFIF) segment, then HTML instead of the next marker.
    const app0 = segment(0xe0, hex('4a46494600 0101 00 0001 0001 0000'));
    expect(jpegImageLength(Buffer.concat([SOI, app0, HTML]))).toBeNull();
    // HTML inside a comment is inert, but an image must still follow it.
    expect(jpegImageLength(Buffer.concat([SOI, segment(0xfe, HTML), EOI]))).toBeNull();
  });

  it('refuses a truncated image (upload cut short, or a file written halfway)', () => {
    for (const cut of [3, 10, 70, 100, TINY_JPEG.length - 2, TINY_JPEG.length - 1]) {
      expect(jpegImageLength(TINY_JPEG.subarray(0, cut))).toBeNull();
    }
  });

  it('refuses broken structure: lengths past the end, scans without a frame, empty scans, stray markers', () => {
    const longDqt = Buffer.from(DQT);
    longDqt.writeUInt16BE(0x0400, 2);
    expect(jpegImageLength(jpeg(SOI, longDqt, SOF0, DHT, SOS, SCAN, EOI))).toBeNull();
    const shortLength = Buffer.from(DQT);
    shortLength.writeUInt16BE(1, 2);
    expect(jpegImageLength(jpeg(SOI, shortLength, SOF0, DHT, SOS, SCAN, EOI))).toBeNull();
    expect(jpegImageLength(jpeg(SOI, DQT, DHT, SOS, SCAN, EOI))).toBeNull(); // no SOF
    expect(jpegImageLength(jpeg(SOI, DQT, SOF0, DHT, SOS, EOI))).toBeNull(); // no entropy-coded data
    expect(jpegImageLength(jpeg(SOI, DQT, SOF0, DHT, EOI))).toBeNull(); // no scan at all
    expect(jpegImageLength(jpeg(SOI, SOI, DQT, SOF0, DHT, SOS, SCAN, EOI))).toBeNull();
    expect(jpegImageLength(jpeg(SOI, hex('ffd0'), DQT, SOF0, DHT, SOS, SCAN, EOI))).toBeNull(); // RST0 outside a scan
    expect(jpegImageLength(jpeg(SOI, DQT, hex('00'), SOF0, DHT, SOS, SCAN, EOI))).toBeNull(); // garbage between segments
    const zeroWidth = Buffer.from(SOF0);
    zeroWidth.writeUInt16BE(0, 7);
    expect(jpegImageLength(jpeg(SOI, DQT, zeroWidth, DHT, SOS, SCAN, EOI))).toBeNull();
    const badComponents = Buffer.from(SOF0);
    badComponents[9] = 3; // says 3 components, carries 1
    expect(jpegImageLength(jpeg(SOI, DQT, badComponents, DHT, SOS, SCAN, EOI))).toBeNull();
  });

  it('skips segments by their length: an EXIF thumbnail’s own end of image does not end the photo', () => {
    const exif = segment(0xe1, Buffer.concat([Buffer.from('Exif\0\0'), TINY_JPEG]));
    const photo = jpeg(SOI, exif, DQT, SOF0, DHT, SOS, SCAN, EOI);
    expect(jpegImageLength(photo)).toBe(photo.length);
  });

  it('reads entropy-coded data with stuffed bytes and restart markers, fill bytes and several scans', () => {
    const dri = segment(0xdd, hex('0001'));
    const scan = hex('12 ff00 34 ffd0 56 ffd1 78');
    const baseline = jpeg(SOI, DQT, dri, SOF0, DHT, SOS, scan, hex('ffff'), EOI);
    expect(jpegImageLength(baseline)).toBe(baseline.length);
    const sof2 = Buffer.from(SOF0);
    sof2[1] = 0xc2; // progressive
    const progressive = jpeg(SOI, DQT, sof2, DHT, SOS, SCAN, DHT, SOS, SCAN, EOI, HTML);
    expect(jpegImageLength(progressive)).toBe(progressive.length - HTML.length);
  });

  it('never throws and never measures past the input, whatever the bytes', () => {
    const mutated = fc
      .tuple(fc.nat(TINY_JPEG.length - 1), fc.integer({ min: 0, max: 255 }), fc.nat(TINY_JPEG.length))
      .map(([at, value, cut]) => {
        const bytes = Buffer.from(TINY_JPEG);
        bytes[at] = value;
        return bytes.subarray(0, cut);
      });
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 300 }), mutated), (bytes) => {
        const length = jpegImageLength(bytes);
        expect(length === null || (length >= 4 && length <= bytes.length)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
