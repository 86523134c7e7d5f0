/**
 * 'Importar' at the size issue #37 asks for (`npm run bench`, part 11; `npm run bench:import`
 * alone): a server on a fresh database, signed in as the administrator, previews and imports a file
 * of BENCH_IMPORT_ROWS customers (default 10,000), then one of as many running loans (12 monthly
 * installments, half of them with 3 past payments, half with one opening payment), each step timed
 * in the client from request to parsed JSON: the preview, the import, and the same file again
 * (0 new rows). Target: each file in under a minute (preview + import), PASS or OVER.
 */
import { IMPORT_TEMPLATES } from '../machines/imports/templates.ts';
import type { ImportPreview, ImportResult } from '../machines/imports/imports.schema.ts';
import type { Logger } from '../server/log.ts';
import { withSeededServer } from './benchServer.ts';
import { fmtMs } from './benchStats.ts';

export const IMPORT_TARGET_MS = 60_000;

const header = (kind: 'customers' | 'loans') => IMPORT_TEMPLATES[kind].map((column) => column.name);
const rowOf = (kind: 'customers' | 'loans', values: Record<string, string>) => header(kind).map((name) => values[name] ?? '');
const dni = (i: number) => `50.${String(Math.floor(i / 1000)).padStart(3, '0')}.${String(i % 1000).padStart(3, '0')}`;

function files(rows: number) {
  const customers = [header('customers'), ...Array.from({ length: rows }, (_, i) => rowOf('customers', { numero_documento: dni(i), nombre: `Cliente ${i}`, telefono: '351 555 0101' }))];
  const loans = [
    header('loans'),
    ...Array.from({ length: rows }, (_, i) =>
      rowOf('loans', {
        referencia: `B-${i}`, documento_cliente: dni(i), monto: '150.000,00', tasa: '4,5', cuotas: '12', fecha_desembolso: '10/01/2026', primer_vencimiento: '10/02/2026',
        ...(i % 2 === 0 ? { pagos: '10/02/2026 16.000 | 10/03/2026 16.000 | 10/04/2026 16.000' } : { pagado: '48.000,00', fecha_pagado: '15/04/2026' }),
      }),
    ),
  ];
  return { customers, loans };
}

interface Step {
  label: string;
  ms: number;
  detail: string;
}

async function benchImport(rows: number, log: Logger): Promise<Step[]> {
  return withSeededServer('import', log, async () => null, async ({ post }) => {
    const steps: Step[] = [];
    const timed = async <T>(label: string, route: string, body: unknown, detail: (answer: T) => string, key?: string) => {
      const started = performance.now();
      const res = await post(route, body, key === undefined ? {} : { 'Idempotency-Key': key });
      const answer = (await res.json()) as T;
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`POST ${route} answered ${res.status}: ${JSON.stringify(answer).slice(0, 400)}`);
      steps.push({ label, ms, detail: detail(answer) });
    };
    const file = files(rows);
    for (const kind of ['customers', 'loans'] as const) {
      const body = { fileName: `${kind}.csv`, numberLocale: 'es-AR', rows: file[kind] };
      await timed<ImportPreview>(`${kind}: preview`, `/importar/${kind}/vista_previa`, body, (p) => `${p.counts.new} new, ${p.counts.refused} refused`);
      await timed<ImportResult>(`${kind}: import`, `/importar/${kind}`, body, (r) => `${r.created} created`, `bench-${kind}-1`);
      await timed<ImportResult>(`${kind}: the same file again`, `/importar/${kind}`, body, (r) => `${r.created} created, ${r.existing} already in`, `bench-${kind}-2`);
    }
    return steps;
  });
}

export async function printImportBench(rows: number, log: Logger): Promise<void> {
  const steps = await benchImport(rows, log);
  console.log(`Importar: files of ${rows.toLocaleString('en')} rows on a fresh PGlite database, timed from request to parsed JSON:`);
  for (const step of steps) console.log(`  ${step.label}: ${fmtMs(step.ms)} (${step.detail})`);
  for (const kind of ['customers', 'loans']) {
    const total = steps.filter((step) => step.label === `${kind}: preview` || step.label === `${kind}: import`).reduce((sum, step) => sum + step.ms, 0);
    console.log(`  ${kind}, preview + import: ${fmtMs(total)}   target < ${fmtMs(IMPORT_TARGET_MS)}   ${total < IMPORT_TARGET_MS ? 'PASS' : 'OVER'}`);
  }
}

// `npm run bench:import`: this part alone (no build, no browser).
if (import.meta.url === `file://${process.argv[1]}`) {
  printImportBench(Number(process.env.BENCH_IMPORT_ROWS ?? 10_000), { info() {}, warn() {}, error: console.error }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
