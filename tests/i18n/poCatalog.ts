import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** msgid → msgstr of one catalog, read straight from locales/<code>.po (the expected texts). */
export function readPo(locale: string): Map<string, string> {
  const text = readFileSync(join(process.cwd(), 'locales', `${locale}.po`), 'utf8');
  const entries = new Map<string, string>();
  const unquote = (block: string) =>
    [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string).join('');
  for (const chunk of text.split(/\n\n+/)) {
    const id = /msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)/.exec(chunk);
    const str = /msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/.exec(chunk);
    if (id?.[1] && str?.[1]) entries.set(unquote(id[1]), unquote(str[1]));
  }
  entries.delete('');
  return entries;
}
