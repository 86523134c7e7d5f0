/**
 * A large, believable customer table for benchmarks (`npm run seed:big`, `npm run bench`):
 * generated in SQL by one INSERT … SELECT over generate_series, so 100,000 rows take seconds, not
 * a round trip each. Deterministic (row n always gets the same person), so two runs measure the
 * same data. Names mix accented and plain letters, as the demo's do, so accent-folded search is
 * exercised; about one customer in twenty is blocked.
 */
import type { Database } from '../db/adapter.ts';

const FIRST = ['María', 'José', 'Lucía', 'Juan', 'Sofía', 'Martín', 'Valentina', 'Mateo', 'Camila', 'Joaquín', 'Ana', 'Tomás', 'Julieta', 'Andrés', 'Rocío', 'Ramón', 'Inés', 'Nicolás', 'Paula', 'Agustín'];
const LAST = ['López', 'Martínez', 'Ramírez', 'Gómez', 'Fernández', 'Pérez', 'Sánchez', 'Romero', 'Díaz', 'Álvarez', 'Torres', 'Ruiz', 'Núñez', 'Castro', 'Ibáñez', 'Herrera', 'Medina', 'Acosta', 'Benítez', 'Domínguez', 'Quiroga', 'Villalba', 'Rojas', 'Peña'];
const STREETS = ['Av. San Martín', 'Belgrano', '9 de Julio', 'Mendoza', 'Dean Funes', 'Av. Colón', 'Santa Rosa', 'Obispo Trejo'];
const TOWNS = ['Córdoba', 'Villa Carlos Paz', 'Alta Gracia', 'Río Ceballos', 'Jesús María', 'Malagueño'];

const sqlArray = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;

/**
 * Inserts `count` generated customers after the existing ones (documents 'B0000001'… of type
 * 'other', which no real or demo customer uses, so the unique index never trips). Returns how many
 * customers the table then has.
 */
export async function seedBigCustomers(db: Database, count: number): Promise<number> {
  const start = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers WHERE document_number LIKE 'B%' AND document_type = 'other'`))[0]?.n ?? 0;
  // Index arithmetic with co-prime strides spreads first and last names independently.
  await db.query(
    `INSERT INTO customers (document_type, document_number, name, phone, address, status, created_at, updated_at)
     SELECT 'other',
            'B' || lpad(n::text, 7, '0'),
            f[1 + (n * 7) % ${FIRST.length}] || ' ' || l[1 + (n * 11) % ${LAST.length}] || ' ' || l[1 + (n * 13 + 5) % ${LAST.length}],
            '+54 9 351 ' || lpad(((n * 7919) % 10000000)::text, 7, '0'),
            s[1 + n % ${STREETS.length}] || ' ' || (1 + n % 3000)::text || ', ' || t[1 + (n * 3) % ${TOWNS.length}],
            CASE WHEN n % 20 = 0 THEN 'blocked' ELSE 'active' END,
            timestamptz '2024-01-01 00:00:00+00' + n * interval '7 minutes',
            timestamptz '2024-01-01 00:00:00+00' + n * interval '7 minutes'
       FROM generate_series($1::int + 1, $1::int + $2::int) AS n,
            (SELECT ${sqlArray(FIRST)} AS f, ${sqlArray(LAST)} AS l, ${sqlArray(STREETS)} AS s, ${sqlArray(TOWNS)} AS t) AS words`,
    [start, count],
  );
  await db.exec('ANALYZE customers');
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers'))[0]?.n ?? 0;
}
