/**
 * A CSV file's text → its rows of text cells (RFC 4180): fields in double quotes may hold the
 * delimiter, line breaks and doubled quotes (`""` is one `"`); lines end in CRLF or LF; a leading
 * byte order mark is dropped. The delimiter is the one of ',', ';' and tab that the header line
 * (its first line) uses most outside quotes — a spreadsheet saved in a language whose decimal
 * sign is ',' writes ';' — and ',' when it uses none. Fully empty rows at the end (a last line
 * break, the ',,,' a spreadsheet leaves) are dropped; empty rows in between are kept, so every
 * row keeps its line number. Pure: no DOM, no file access.
 */

export type CsvDelimiter = ',' | ';' | '\t';

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/** The delimiter the header line uses most outside quotes (',' on a tie or none). */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && (DELIMITERS as readonly string[]).includes(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

const isEmptyRow = (row: readonly string[]) => row.every((cell) => cell === '');

/** The rows of a CSV text, header first (see the module's comment). */
export function parseCsv(source: string): string[][] {
  const text = source.startsWith('\uFEFF') ? source.slice(1) : source;
  const delimiter = detectDelimiter(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      i += 1;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      endRow();
      i += 1;
    } else if (char === '\n' || char === '\r') endRow();
    else field += char;
    i += 1;
  }
  if (field !== '' || row.length > 0) endRow();
  while (rows.length > 0 && isEmptyRow(rows[rows.length - 1]!)) rows.pop();
  return rows;
}
