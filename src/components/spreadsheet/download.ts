/**
 * Saves bytes as a file: a Blob, an object URL and a temporary <a download>. The URL is revoked
 * once the browser has started the download.
 */
export function downloadBytes(bytes: Uint8Array, fileName: string, mimeType: string, doc: Document = document): void {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
