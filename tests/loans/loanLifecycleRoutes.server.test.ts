// @vitest-environment node
/**
 * The route refuses exactly what the chart refuses: every (status × transition route) pair is
 * walked through the routes and compared with `nextLoanStatus` given the same facts (who acts,
 * the cash their open session holds). Allowed → 200 and the chart's next status; refused → 409
 * `notAllowed` (or the guard's own code).
 */
import { describe, expect, it } from 'vitest';
import { LOAN_STATUSES, nextLoanStatus, type LoanLifecycleEvent } from '../../machines/loans/index.ts';
import { LOAN_TRANSITIONS, type LoanTransitionPath } from '../../server/loans/transitions.ts';
import { loansServer, type Who } from './loansServer.support.ts';

const s = loansServer();

/** Who may call each route (holding its permission) without being the collector who applied — but withdrawing is hers. */
const ACTOR: Readonly<Record<LoanTransitionPath, Who>> = {
  aprobacion: 'admin',
  rechazo: 'admin',
  deshacer_aprobacion: 'admin',
  retiro: 'cobrador',
  desembolso: 'cajero',
  castigo: 'admin',
  deshacer_castigo: 'admin',
};

const USER_ID: Readonly<Record<Who, number>> = { admin: 1, cajero: 2, cobrador: 3 };

describe('every status × transition through the routes equals the chart', () => {
  it('answers 200 with the chart’s next status where it allows, 409 notAllowed where it does not', async () => {
    const cashier = (await s.query<{ id: number }>("SELECT id FROM cash_sessions WHERE opened_by = 2 AND status = 'open'"))[0]!.id;
    const held = async () =>
      Number((await s.query<{ total: string }>(
        `SELECT s.opening_amount + coalesce(sum(CASE m.direction WHEN 'in' THEN m.amount ELSE -m.amount END), 0) AS total
           FROM cash_sessions s LEFT JOIN cash_movements m ON m.session_id = s.id WHERE s.id = $1 GROUP BY s.id`,
        [cashier],
      ))[0]!.total);
    const outcomes: string[] = [];
    for (const status of LOAN_STATUSES) {
      for (const path of Object.keys(LOAN_TRANSITIONS) as LoanTransitionPath[]) {
        const loan = await s.loanIn(status, { principal: 10_00 });
        const who = ACTOR[path];
        const type = LOAN_TRANSITIONS[path].event;
        const event: LoanLifecycleEvent =
          type === 'APPROVE' || type === 'REJECT' ? { type, userId: USER_ID[who] } : type === 'DISBURSE' ? { type, amount: loan.principal, available: await held() } : { type };
        const expected = nextLoanStatus(status, USER_ID.cobrador, event);
        const res = await s.post(`/prestamos/${loan.id}/${path}`, who, { version: loan.version, reason: 'Motivo de la prueba' });
        const got = res.status === 200 ? res.body.status : `${res.status} ${res.body.code}`;
        outcomes.push(`${status} ${path}: ${got}`);
        expect(got, `${status} × ${path}: ${res.text}`).toBe(expected ?? '409 notAllowed');
      }
    }
    // Each transition the chart has is allowed once from its status (and nowhere else).
    expect(outcomes.filter((line) => !line.endsWith('409 notAllowed')).sort()).toEqual(
      [
        'submitted aprobacion: approved',
        'submitted rechazo: rejected',
        'submitted retiro: withdrawn',
        'approved deshacer_aprobacion: submitted',
        'approved desembolso: active',
        'active castigo: writtenOff',
        'writtenOff deshacer_castigo: active',
      ].sort(),
    );
  }, 240_000);
});
