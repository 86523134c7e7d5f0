/**
 * 'Importar' (issue #37; the contract: machines/imports/imports.schema.ts):
 * - POST /importar/{kind}/vista_previa           import.run   200 ImportPreview (nothing written)
 * - POST /importar/{kind}  (Idempotency-Key)      import.run   201 ImportResult; 422 rowsRefused {preview}
 *
 * `kind` is `customers` or `loans` (404 otherwise). The import re-reads the file's verdict inside
 * its transaction, after taking the import lock (one import at a time, on every server of one
 * PostgreSQL) and the documents' lock (a customer typed meanwhile is seen or waits): what it
 * writes is what it checked. All or nothing: one refused row, nothing is written. A row already
 * in (a document, a reference) is skipped, so a second import of the same file adds nothing. The
 * import and every record it adds are audited.
 */
import { Hono } from 'hono';
import { IMPORT_KINDS, ImportInputSchema, type ImportInput, type ImportKind, type ImportResult } from '../../machines/imports/imports.schema.ts';
import { numberConventions } from '../../machines/money/numberConventions.ts';
import type { AmountFormat } from '../../machines/money/parseAmount.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { requireSession } from '../auth/bearer.ts';
import { requirePermission } from '../http/permissions.ts';
import { jsonBody } from '../http/jsonBody.ts';
import { idempotent } from '../http/idempotency.ts';
import { appendAudit } from '../audit/log.ts';
import type { Queryable } from '../db/adapter.ts';
import { activeLocation } from '../locations/repository.ts';
import { lockAllDocuments } from '../customers/repository.ts';
import { locationToday } from '../locations/today.ts';
import { refusedFile, verdictOfFile } from './preview.ts';
import { writeImport } from './write.ts';

/** 10,001 rows of 16 short cells is about 4 MB of JSON; a file beyond 16 MB is not a business's books. */
const MAX_BODY_BYTES = 16 * 1024 * 1024;
const EXPECTED = 'Expected JSON {"fileName": string, "numberLocale": string (BCP 47), "rows": string[][] (the header, then at most 10,000 rows)}';
const REFUSED = 'A row of the file is refused: nothing was imported (see preview)';

const isKind = (text: string): text is ImportKind => (IMPORT_KINDS as readonly string[]).includes(text);

/**
 * Amounts are read in the file's convention (`numberLocale`) with the business's currency's
 * decimals; null before the business has its location (its currency): a loan read with a guessed
 * number of decimals could be off a hundredfold once the currency is set.
 */
async function formatOf(db: Queryable, numberLocale: string): Promise<AmountFormat | null> {
  const location = await activeLocation(db);
  if (location === null) return null;
  let conventions;
  try {
    conventions = numberConventions(numberLocale, location.currency);
  } catch {
    // A tag Intl does not know (a valid shape, no such language): Spanish, the app's first language.
    conventions = numberConventions('es', location.currency);
  }
  return { digits: location.minor_digits, conventions };
}

async function verdict(deps: AppDeps, db: Queryable, kind: ImportKind, input: ImportInput) {
  const format = await formatOf(db, input.numberLocale);
  const today = await locationToday({ db, clock: deps.clock });
  // Customers carry no amount: they may come in before the business has its location.
  if (format === null && kind === 'loans') return { ...refusedFile(kind, [{ column: '', code: 'noLocation' }]), today };
  const read = format ?? { digits: 2, conventions: numberConventions('es') };
  return { ...(await verdictOfFile(db, kind, input, read, today)), today };
}

const LOCK_IMPORTS = "SELECT pg_advisory_xact_lock(hashtext('sofia-import'))";

export function importRoutes(deps: AppDeps) {
  const { db } = deps;
  const body = jsonBody(ImportInputSchema, { maxBytes: MAX_BODY_BYTES, expected: EXPECTED });
  return new Hono<AppEnv>()
    .post('/importar/:kind/vista_previa', requireSession(db), requirePermission('import.run'), body, async (c) => {
      const kind = c.req.param('kind');
      if (!isKind(kind)) return notFound(c);
      const { preview } = await verdict(deps, db, kind, c.var.input);
      return c.json(preview, 200);
    })
    .post('/importar/:kind', requireSession(db), requirePermission('import.run'), body, idempotent(db), async (c) => {
      const kind = c.req.param('kind');
      if (!isKind(kind)) return notFound(c);
      const { tx, input, session } = c.var;
      await tx.query(LOCK_IMPORTS);
      // A document checked meanwhile by the form waits for the import (or committed first and is
      // seen); the customers' rows do not change under a loans import (blocked, say).
      if (kind === 'customers') await lockAllDocuments(tx);
      else await tx.query('LOCK TABLE customers IN SHARE MODE');
      const { preview, plan, today } = await verdict(deps, tx, kind, input);
      if (preview.fileProblems.length > 0 || preview.counts.refused > 0) return c.json({ message: REFUSED, code: 'rowsRefused', preview }, 422);
      const importId = await writeImport(tx, plan, {
        kind,
        fileName: input.fileName,
        rowsTotal: preview.rows.length,
        existing: preview.counts.existing,
        userId: session.userId,
        today,
      });
      const result: ImportResult = { importId, kind, created: preview.counts.new, existing: preview.counts.existing };
      await appendAudit(tx, { userId: session.userId, entity: 'import', entityId: importId, action: 'create', before: null, after: { ...result, fileName: input.fileName, rows: preview.rows.length } });
      return c.json(result, 201);
    });
}
