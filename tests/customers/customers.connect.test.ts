// @vitest-environment node
/** The view models of the form and the detail, on bare snapshots (no React). */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connectCustomerDetail, connectCustomerForm, customerDetailMachine, customerFormMachine } from '../../machines/customers/index.ts';
import { ANA } from './customers.fixtures.ts';

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
  it('shows the loaded customer', () => {
    const snapshot = customerDetailMachine.resolveState({ value: 'ready', context: { id: 7, customer: ANA, failure: null } });
    expect(connectCustomerDetail(snapshot, () => {})).toMatchObject({ load: 'ready', customer: ANA, refused: null });
  });
});
