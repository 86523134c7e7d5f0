/**
 * Structural JPEG check (ITU T.81 B.1): SOI, then marker segments whose lengths must fit, a frame
 * header (SOFn) before the first scan, each scan's header (SOS) followed by entropy-coded data
 * (where 0xFF only appears stuffed as FF 00, as a restart marker FF D0–D7, or as fill before the
 * next marker), and finally EOI. Baseline, progressive (several scans with tables between them) and
 * EXIF/ICC segments all pass; a JPEG header followed by HTML does not, because the HTML breaks a
 * segment length or never reaches an EOI. Pixels are not decoded: the browser does that in an
 * <img>, served as image/jpeg with nosniff.
 */

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;

/** SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;

/**
 * The length of the JPEG image at the start of `b` (the offset just past its EOI), or null when the
 * bytes are not a structurally complete JPEG. Bytes after the EOI are not part of the image.
 */
export function jpegImageLength(b: Uint8Array): number | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== SOI) return null;
  let i = 2;
  let sawFrame = false;
  let sawScan = false;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    // Any number of 0xFF fill bytes may precede a marker code.
    while (i < b.length && b[i] === 0xff) i += 1;
    const marker = b[i];
    i += 1;
    if (marker === undefined) return null;
    if (marker === EOI) return sawScan ? i : null;
    // Stuffed zero, a second SOI, TEM or a restart marker cannot appear between segments.
    if (marker === 0x00 || marker === SOI || marker === 0x01 || isRestart(marker)) return null;
    const length = ((b[i] ?? -1) << 8) | (b[i + 1] ?? -1);
    if (i + 1 >= b.length || length < 2 || i + length > b.length) return null;
    const payload = i + 2;
    if (isFrameHeader(marker)) {
      // P, Y, X, Nf, then 3 bytes per component.
      const width = ((b[payload + 3] ?? 0) << 8) | (b[payload + 4] ?? 0);
      const components = b[payload + 5] ?? 0;
      if (length < 8 || width === 0 || components === 0 || length !== 8 + 3 * components) return null;
      sawFrame = true;
    }
    i += length;
    if (marker !== SOS) continue;
    const scanComponents = b[payload] ?? 0;
    if (!sawFrame || scanComponents < 1 || scanComponents > 4 || length !== 6 + 2 * scanComponents) return null;
    // Entropy-coded data up to the next real marker.
    const start = i;
    for (;;) {
      if (i >= b.length) return null;
      if (b[i] !== 0xff) {
        i += 1;
        continue;
      }
      const next = b[i + 1];
      if (next === undefined) return null;
      if (next === 0x00 || isRestart(next)) {
        i += 2;
        continue;
      }
      break; // FF followed by a marker code (or fill): the outer loop reads it
    }
    if (i === start) return null;
    sawScan = true;
  }
  return null;
}
