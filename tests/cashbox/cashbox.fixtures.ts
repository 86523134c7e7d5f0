import type { CashboxOverview, CashSession, CashSessionDetail } from '../../machines/cashbox/index.ts';
import type { Movement } from '../../machines/cash/index.ts';

/** A session as GET /caja and the writes answer it: the cashier's, open on 'Caja principal'. */
export const OPEN_SESSION: CashSessionDetail = {
  id: 7,
  box_id: 1,
  box_name: 'Caja principal',
  status: 'open',
  business_date: '2026-11-24',
  opened_by: 2,
  opened_by_name: 'Carlos Ruiz',
  opened_at: '2026-11-24T11:30:00.000Z',
  opening_amount: 50_450_00,
  previous_closing: 50_450_00,
  opening_difference: 0,
  expected_amount: 60_599_50,
  counted_amount: null,
  difference: null,
  denominations: null,
  close_requested_by: null,
  close_requested_by_name: null,
  closed_at: null,
  approved_by_name: null,
  movement_count: 2,
  version: 1,
  movements: [
    movement(1, 'income', 'in', 12_000_00, 'Cobro en ventanilla'),
    movement(2, 'expense', 'out', 1_850_50, 'Compra de papelería'),
  ],
};

function movement(id: number, type: 'income' | 'expense', direction: 'in' | 'out', amount: number, concept: string): Movement {
  return {
    id, session_id: 7, box_id: 1, box_name: 'Caja principal', direction, amount, type, concept, source_kind: null, source_id: null,
    reverses_id: null, reason: null, reversed_by: null, user_id: 2, user_name: 'Carlos Ruiz', business_date: '2026-11-24', created_at: '2026-11-24T12:00:00.000Z',
  };
}

/** The collector's session, waiting for approval (a count 600,00 over). */
export const WAITING_SESSION: CashSession = {
  ...OPEN_SESSION,
  id: 8,
  box_id: 2,
  box_name: 'Cobranza',
  status: 'closing',
  opened_by: 3,
  opened_by_name: 'Lucía Gómez',
  expected_amount: 33_250_00,
  counted_amount: 33_850_00,
  difference: 600_00,
  close_requested_by: 3,
  close_requested_by_name: 'Lucía Gómez',
  version: 2,
};

const BOXES = [
  { id: 1, name: 'Caja principal', session: null, last_closing: 50_450_00 },
  { id: 2, name: 'Cobranza', session: { id: 8, status: 'closing' as const, opened_by_name: 'Lucía Gómez' }, last_closing: null },
];

/** No session of one's own, a free box, a session waiting for approval. */
export const NO_SESSION: CashboxOverview = { boxes: BOXES, session: null, cash_tolerance: 500_00, waiting: [WAITING_SESSION] };
/** The caller's open session. */
export const WITH_SESSION: CashboxOverview = {
  boxes: [{ ...BOXES[0]!, session: { id: 7, status: 'open', opened_by_name: 'Carlos Ruiz' } }, BOXES[1]!],
  session: OPEN_SESSION,
  cash_tolerance: 500_00,
  waiting: [],
};
