import type { Movement } from '../cash/cash.schema.ts';
import { connectRecordsList, type RecordsListSnapshot, type RecordsListView } from '../records/recordsList.connect.ts';
import type { RecordsListEvent } from '../records/recordsList.types.ts';
import type { DeliveryMovement, DeliveryMovementSortColumn, MovementFacets, MovementSortColumn, MovementTotals } from './cashMovements.schema.ts';

/** One empty set of choices for every view before the first answer (a fresh one would count as a change). */
const NO_FACETS: MovementFacets = Object.freeze({ boxes: [], users: [] });

export interface CashMovementsView extends RecordsListView<Movement, MovementSortColumn> {
  /** Σ in, Σ out and net of every movement the filters match (the last answer's); null before one. */
  totals: MovementTotals | null;
  /** The choices of the 'Caja' and 'Usuario' filters. */
  facets: MovementFacets;
}

/** The ledger's view: the records list plus the totals and filter choices its answers carry. */
export function connectCashMovements(
  snapshot: RecordsListSnapshot<Movement, MovementSortColumn>,
  send: (event: RecordsListEvent<MovementSortColumn>) => void,
): CashMovementsView {
  // The page is a MovementPage (the API slice checked it against MovementPageSchema).
  const page = snapshot.context.page as (typeof snapshot.context.page & { totals?: MovementTotals; facets?: MovementFacets }) | null;
  return { ...connectRecordsList(snapshot, send), totals: page?.totals ?? null, facets: page?.facets ?? NO_FACETS };
}

type Named = MovementFacets['users'][number];
const NO_USERS: readonly Named[] = Object.freeze([]);

export interface DeliveryMovementsView extends RecordsListView<DeliveryMovement, DeliveryMovementSortColumn> {
  /** The choices of the 'Usuario' filter: everyone who sent or received a delivery. */
  users: readonly Named[];
}

/** 'Movimientos de entrega': the records list plus the user choices its answers carry. */
export function connectDeliveryMovements(
  snapshot: RecordsListSnapshot<DeliveryMovement, DeliveryMovementSortColumn>,
  send: (event: RecordsListEvent<DeliveryMovementSortColumn>) => void,
): DeliveryMovementsView {
  // The page is a DeliveryMovementPage (the API slice checked it against its schema).
  const page = snapshot.context.page as (typeof snapshot.context.page & { users?: Named[] }) | null;
  return { ...connectRecordsList(snapshot, send), users: page?.users ?? NO_USERS };
}
