// @vitest-environment node
/** The view models of the form and the detail, on bare snapshots (no React), and the history's rule. */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { changesOf, connectCustomerDetail, connectCustomerForm, customerDetailMachine, customerFormMachine } from '../../machines/customers/index.ts';
import { ANA, ANA_HISTORY } from './customers.fixtures.ts';

describe('connectCustomerForm', () => {
  it('shows no error before the first submit, then the schema\'s per field', () => {
    const actor = createActor(customerFormMachine.provide({ actions: { newIdempotencyKey: () => {} } }), { input: { customer: null } }).start();
    expect(connectCustomerForm(actor.getSnapshot(), () => {}).errors).toEqual({});
    actor.send({ type: 'field.changed', field: 'name', value: 'x'.repeat(121) });
    actor.send({ type: 'form.submitted' });
    const view = connectCustomerForm(actor.getSnapshot(), () => {});
    expect(view.errors).toEqual({ document_number: 'required', name: 'tooLong' });
    expect(view.unsaved).toBe(true);
    expect(view.editing).toBe(false);
  });

  it('an edit starts unchanged, with the stored values', () => {
    const actor = createActor(customerFormMachine, { input: { customer: ANA } }).start();
    const send = vi.fn();
    const view = connectCustomerForm(actor.getSnapshot(), send);
    expect(view).toMatchObject({ editing: true, unsaved: false, locked: false, notice: 'none', canSubmit: true });
    expect(view.values.name).toBe(ANA.name);
    view.change('phone', '1');
    view.reload();
    view.keepMine();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual(['field.changed', 'conflict.reload', 'conflict.keepMine']);
  });
});

describe('connectCustomerDetail', () => {
  it('hides the history from roles without audit.view', () => {
    const snapshot = customerDetailMachine.resolveState({ value: { ready: 'historyHidden' }, context: { id: 7, canSeeHistory: false, customer: ANA, history: null, failure: null, historyFailed: false } });
    expect(connectCustomerDetail(snapshot, () => {})).toMatchObject({ load: 'ready', history: 'hidden', customer: ANA, refused: null });
  });
});

describe('changesOf', () => {
  it('an update lists only the fields that changed, without the bookkeeping', () => {
    expect(changesOf(ANA_HISTORY[0]!)).toEqual([{ field: 'phone', before: '555-0000', after: '555-0101' }]);
  });

  it('a create lists every field it set, with nothing before', () => {
    expect(changesOf(ANA_HISTORY[1]!)).toEqual([
      { field: 'name', before: null, after: 'Ana Pérez' },
      { field: 'document_number', before: null, after: '30111222' },
    ]);
  });
});
