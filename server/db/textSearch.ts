/**
 * Search in SQL the way the list contract promises (machines/records/listQuery.ts): every word of
 * the search must appear in one of the searched columns, case- and accent-insensitively. PGlite
 * has no `unaccent` extension, so both sides are folded the same way in SQL: `lower()` then
 * `translate()` of the accented Latin letters (upper case too: on a PostgreSQL whose collation is
 * "C", lower() leaves non-ASCII letters alone). Folding both sides with one function keeps them
 * consistent even for a letter the table does not know (it then matches exactly).
 */
import type { SqlParam } from './adapter.ts';

export const ACCENTED = 'áàäâãåéèëêíìïîóòöôõúùüûñçýÁÀÄÂÃÅÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇÝ';
export const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncy';

/** A SQL expression: `sql` lower-cased and without accents. Only ever called with column names or placeholders. */
export const folded = (sql: string): string => `translate(lower(${sql}), '${ACCENTED}', '${UNACCENTED}')`;

/** Text matched literally by LIKE … ESCAPE '\': `50%` finds "50%", not "50 anything". */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a search (composed to NFC, so a decomposed "í" folds like a composed one). */
export const searchTerms = (q: string): string[] => q.normalize('NFC').split(/\s+/).filter(Boolean);

/**
 * Each word of `q` as a condition, `match(pattern)` given the word's LIKE pattern (a SQL
 * expression); the word is appended to `params` (numbering continues from there). null when the
 * search is empty.
 */
function everyWord(q: string, params: SqlParam[], match: (pattern: string) => string): string | null {
  const words = searchTerms(q);
  if (words.length === 0) return null;
  return words
    .map((word) => {
      params.push(escapeLike(word));
      return match(`'%' || ${folded(`$${params.length}::text`)} || '%'`);
    })
    .join(' AND ');
}

/** A WHERE condition: each word of `q` in at least one of `columns` (folded per row). */
export function everyWordIn(q: string, columns: readonly string[], params: SqlParam[]): string | null {
  if (columns.length === 0) return null;
  return everyWord(q, params, (pattern) => `(${columns.map((column) => `${folded(column)} LIKE ${pattern} ESCAPE '\\'`).join(' OR ')})`);
}

/**
 * A WHERE condition like everyWordIn's, on one column that already holds the folded text (a
 * stored generated column such as customers.search_key): no folding per row, and a trigram index
 * on the column serves it. Only the search words are folded, once each.
 */
export function everyWordInFolded(q: string, column: string, params: SqlParam[]): string | null {
  return everyWord(q, params, (pattern) => `${column} LIKE ${pattern} ESCAPE '\\'`);
}
