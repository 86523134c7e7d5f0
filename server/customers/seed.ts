/**
 * The demo business's customers (demo mode only: production starts with none), inserted when the
 * table is empty, so once: there is no route that deletes a customer. A dozen believable people
 * of a small Latin American town, every document type, one blocked. No audit entries: no staff
 * member created them ('Historial' starts with the first real edit).
 */
import type { CustomerInput } from '../../machines/customers/customers.schema.ts';
import type { Database } from '../db/adapter.ts';

export const DEMO_CUSTOMERS: readonly CustomerInput[] = [
  { document_type: 'dni', document_number: '30456789', name: 'María Fernanda López', phone: '+54 9 11 4523-7781', address: 'Av. San Martín 1245, Córdoba', status: 'active' },
  { document_type: 'dni', document_number: '27891234', name: 'José Luis Martínez', phone: '+54 9 351 602-1187', address: 'Belgrano 88, Villa Carlos Paz', status: 'active' },
  { document_type: 'dni', document_number: '35112908', name: 'Sofía Ramírez Acosta', phone: '+54 9 351 714-0932', address: 'Calle 9 de Julio 450, Córdoba', status: 'active' },
  { document_type: 'taxId', document_number: '20-28456123-7', name: 'Ferretería El Tornillo S.R.L.', phone: '+54 351 422-9010', address: 'Ruta 20 km 7, Malagueño', status: 'active' },
  { document_type: 'passport', document_number: 'AAB123456', name: 'Joaquín Peña Quiroga', phone: '+56 9 8765 4321', address: 'Pasaje Los Álamos 12, Alta Gracia', status: 'active' },
  { document_type: 'dni', document_number: '24567001', name: 'Rosa Elena Gutiérrez', phone: '+54 9 351 555-2210', address: 'Mendoza 1320, Río Ceballos', status: 'blocked' },
  { document_type: 'dni', document_number: '40223457', name: 'Matías Núñez', phone: '+54 9 351 689-4402', address: 'Dean Funes 77, Córdoba', status: 'active' },
  { document_type: 'taxId', document_number: '27-33098765-4', name: 'Valentina Herrera', phone: '+54 9 351 301-7765', address: 'Av. Colón 3010, Córdoba', status: 'active' },
  { document_type: 'other', document_number: 'CI-4587123', name: 'Andrés Villalba Benítez', phone: '+595 981 234 567', address: 'Los Sauces 5, Jesús María', status: 'active' },
  { document_type: 'dni', document_number: '31678450', name: 'Lucía Castro Domínguez', phone: '', address: 'Santa Rosa 615, Córdoba', status: 'active' },
  { document_type: 'dni', document_number: '22345980', name: 'Ramón Ibáñez', phone: '+54 9 351 477-8890', address: '', status: 'active' },
  { document_type: 'passport', document_number: 'PE7781234', name: 'Camila Sánchez Rojas', phone: '+51 987 654 321', address: 'Obispo Trejo 240, Córdoba', status: 'active' },
];

/** Inserts the demo customers when there are none; returns whether it did. */
export async function seedDemoCustomersIfEmpty(db: Database): Promise<boolean> {
  const count = async (q: Pick<Database, 'query'>) => (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM customers'))[0]?.n ?? 0;
  if ((await count(db)) > 0) return false;
  return db.transaction(async (tx) => {
    // Two servers starting on one PostgreSQL database: only the first inserts.
    await tx.query('LOCK TABLE customers IN EXCLUSIVE MODE');
    if ((await count(tx)) > 0) return false;
    for (const c of DEMO_CUSTOMERS) {
      await tx.query('INSERT INTO customers (document_type, document_number, name, phone, address, status) VALUES ($1, $2, $3, $4, $5, $6)', [
        c.document_type,
        c.document_number,
        c.name,
        c.phone,
        c.address,
        c.status,
      ]);
    }
    return true;
  });
}
