// @vitest-environment node
/**
 * The 'Caja' view model (machines/cashbox/cashbox.connect.ts) on real snapshots, and the API
 * slice's paths (src/features/cashbox/cashbox.api.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectCashbox, type CashboxEvent } from '../../machines/cashbox/index.ts';
import { cashWrite } from '../../src/features/cashbox/cashbox.api.ts';
import { doneEvent } from '../utils/fixtures.ts';
import { inertCashbox } from './cashbox.pathFixtures.ts';
import { NO_SESSION, WITH_SESSION } from './cashbox.fixtures.ts';
import { ES_ARS } from '../support/amounts.ts';

function viewAfter(...events: (CashboxEvent | ReturnType<typeof doneEvent>)[]) {
  const actor = createActor(inertCashbox, { input: { currency: 'ARS', digits: 2, conventions: ES_ARS } }).start();
  for (const event of events) actor.send(event as CashboxEvent);
  const sent: CashboxEvent[] = [];
  return { view: connectCashbox(actor.getSnapshot(), (event) => sent.push(event)), sent };
}

describe('connectCashbox', () => {
  it('loads, then offers "Abrir caja" with the free box, its last closing count and the opening difference', () => {
    expect(viewAfter().view.load).toBe('loading');
    const { view } = viewAfter(doneEvent('loadOverview', NO_SESSION), { type: 'dialog.opened', dialog: 'open' }, { type: 'field.changed', field: 'amount', value: '50000' });
    expect(view.canOpen).toBe(true);
    expect(view.values.boxId).toBe('1');
    expect(view.lastClosing).toEqual({ amount: 50_450_00, difference: -450_00 });
    expect(view.waiting.map((s) => s.box_name)).toEqual(['Cobranza']);
  });

  it('shows the close’s difference and says when it needs approval; a count by denomination sums itself', () => {
    const { view } = viewAfter(
      doneEvent('loadOverview', WITH_SESSION),
      { type: 'dialog.opened', dialog: 'close' },
      { type: 'denominations.toggled' },
      { type: 'count.changed', denomination: 20_000_00, value: '3' },
    );
    expect(view.denominations[0]).toBe(20_000_00);
    expect(view.amount).toBe(60_000_00);
    expect(view.preview).toEqual({ counted: 60_000_00, difference: -599_50, needsApproval: true });
    expect(view.canOpen).toBe(false);
  });

  it('sends what the controls say', () => {
    const { view, sent } = viewAfter(doneEvent('loadOverview', NO_SESSION));
    view.decide('approve', NO_SESSION.waiting[0]!);
    view.openDialog('open');
    expect(sent).toEqual([{ type: 'decision.requested', decision: 'approve', sessionId: 8, version: 2 }, { type: 'dialog.opened', dialog: 'open' }]);
  });
});

describe('cashWrite', () => {
  it('posts each write to its route', () => {
    const key = 'k';
    expect(cashWrite({ kind: 'open', idempotencyKey: key, input: { box_id: 1, opening_amount: 0 } }).path).toBe('/caja/sesiones');
    expect(cashWrite({ kind: 'record', sessionId: 7, idempotencyKey: key, input: { type: 'income', concept: 'x', amount: 1 } }).path).toBe('/caja/sesiones/7/movimientos');
    expect(cashWrite({ kind: 'close', sessionId: 7, idempotencyKey: key, input: { counted_amount: 0, version: 1 } }).path).toBe('/caja/sesiones/7/cierre');
    expect(cashWrite({ kind: 'approve', sessionId: 7, version: 3, idempotencyKey: key })).toEqual({ path: '/caja/sesiones/7/aprobacion', body: { version: 3 } });
    expect(cashWrite({ kind: 'reopen', sessionId: 7, version: 3, idempotencyKey: key })).toEqual({ path: '/caja/sesiones/7/reapertura', body: { version: 3 } });
  });
});
