/**
 * Movements for the machine and screen tests of 'Movimientos' and 'Movimientos de entrega', and
 * the in-memory GET /movimientos (rows, filters, and the totals of the filtered set, as the server
 * computes them). Not a test file itself.
 */
import type { Movement } from '../../machines/cash/cash.schema.ts';
import type { DeliveryMovement, DeliveryMovementPage, DeliveryMovementSortColumn, MovementPage, MovementSortColumn } from '../../machines/cashMovements/index.ts';
import type { ListQuery } from '../../machines/records/listQuery.ts';
import { pageOf, type InMemoryListOptions } from '../records/inMemoryList.ts';

export const INCOME: Movement = {
  id: 12,
  session_id: 3,
  box_id: 1,
  box_name: 'Caja principal',
  direction: 'in',
  amount: 1_500_00,
  type: 'income',
  concept: 'Venta de contado',
  source_kind: null,
  source_id: null,
  reverses_id: null,
  reason: null,
  reversed_by: null,
  user_id: 2,
  user_name: 'Carlos Ruiz',
  business_date: '2026-11-23',
  created_at: '2026-11-23T12:00:00.000Z',
};

/** The reversal of INCOME, as the server answers the POST. */
export const REVERSAL_OF_INCOME: Movement = {
  ...INCOME,
  id: 61,
  direction: 'out',
  type: 'reversal',
  reverses_id: INCOME.id,
  reason: 'Cargado dos veces',
  user_id: 1,
  user_name: 'Ana Torres',
  business_date: '2026-11-24',
};

/**
 * Sixty movements, newest first (ids 60…1): two pages of fifty. Every fifth an expense, one
 * delivery, and one pair: 20 reversed by 21.
 */
export const SIXTY_MOVEMENTS: Movement[] = Array.from({ length: 60 }, (_, index) => {
  const id = 60 - index;
  const base: Movement = {
    ...INCOME,
    id,
    amount: id * 100,
    concept: `Movimiento ${id}`,
    direction: id % 5 === 0 ? 'out' : 'in',
    type: id % 5 === 0 ? 'expense' : 'income',
    business_date: `2026-11-${String(1 + (id % 20)).padStart(2, '0')}`,
  };
  if (id === 12) return INCOME;
  if (id === 30) return { ...base, type: 'deliveryIn', direction: 'in', source_kind: 'delivery', source_id: 4, concept: 'Entrega de Lucía' };
  if (id === 20) return { ...base, type: 'income', direction: 'in', reversed_by: 21 };
  if (id === 21) return { ...base, type: 'reversal', direction: 'out', amount: 20 * 100, reverses_id: 20, reason: 'Error de carga' };
  return base;
});

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** GET /movimientos in memory: the concept searched, the filters, newest first. */
export const MOVEMENT_RULES: InMemoryListOptions<Movement, MovementSortColumn> = {
  searchIn: (m) => m.concept,
  columns: {
    business_date: (a, b) => a.business_date.localeCompare(b.business_date),
    amount: (a, b) => a.amount - b.amount,
    type: (a, b) => collator.compare(a.type, b.type),
  },
  filters: {
    type: (m, value) => m.type === value,
    direction: (m, value) => m.direction === value,
    from: (m, value) => m.business_date >= value,
    to: (m, value) => m.business_date <= value,
    user: (m, value) => String(m.user_id) === value,
    box: (m, value) => String(m.box_id) === value,
  },
  id: (m) => -m.id,
};

export const FACETS: MovementPage['facets'] = {
  boxes: [{ id: 1, name: 'Caja principal' }],
  users: [
    { id: 1, name: 'Ana Torres' },
    { id: 2, name: 'Carlos Ruiz' },
  ],
};

/** The page and the totals of everything the query matches (not just the page). */
export function movementPageOf(rows: readonly Movement[], query: ListQuery<MovementSortColumn>): MovementPage {
  const page = pageOf(rows, query, MOVEMENT_RULES);
  const all = pageOf(rows, { ...query, page: 1, pageSize: 100_000 }, MOVEMENT_RULES).items;
  const sum = (direction: 'in' | 'out') => all.filter((m) => m.direction === direction).reduce((total, m) => total + m.amount, 0);
  return { ...page, totals: { in: sum('in'), out: sum('out'), net: sum('in') - sum('out') }, facets: FACETS };
}

export const DELIVERY_MOVEMENT: DeliveryMovement = {
  id: 30,
  delivery_id: 4,
  type: 'deliveryIn',
  direction: 'in',
  amount: 480_00,
  business_date: '2026-11-20',
  box_name: 'Caja principal',
  user_name: 'Carlos Ruiz',
  sender_name: 'Lucía Gómez',
  receiver_name: 'Carlos Ruiz',
  declared_amount: 500_00,
  received_amount: 480_00,
  status: 'disputed',
};

/** Thirty delivery movements (two pages of 25), newest first; every third one is 'received'. */
export const THIRTY_DELIVERY_MOVEMENTS: DeliveryMovement[] = Array.from({ length: 30 }, (_, index) => {
  const id = 30 - index;
  return {
    ...DELIVERY_MOVEMENT,
    id,
    delivery_id: Math.ceil(id / 2),
    type: id % 2 === 0 ? 'deliveryIn' : 'deliveryOut',
    direction: id % 2 === 0 ? 'in' : 'out',
    status: id % 3 === 0 ? 'received' : 'disputed',
    sender_name: id % 4 === 0 ? 'Lucía Gómez' : 'Marta Díaz',
  };
});

export const DELIVERY_RULES: InMemoryListOptions<DeliveryMovement, DeliveryMovementSortColumn> = {
  searchIn: (m) => `${m.delivery_id} ${m.sender_name} ${m.receiver_name ?? ''}`,
  columns: {
    business_date: (a, b) => a.business_date.localeCompare(b.business_date),
    amount: (a, b) => a.amount - b.amount,
    delivery_id: (a, b) => a.delivery_id - b.delivery_id,
  },
  filters: { status: (m, value) => m.status === value },
  id: (m) => -m.id,
};

export function deliveryPageOf(rows: readonly DeliveryMovement[], query: ListQuery<DeliveryMovementSortColumn>): DeliveryMovementPage {
  return { ...pageOf(rows, query, DELIVERY_RULES), users: [{ id: 3, name: 'Lucía Gómez' }, { id: 2, name: 'Carlos Ruiz' }] };
}
