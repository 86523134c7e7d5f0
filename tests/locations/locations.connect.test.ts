// @vitest-environment node
/** The location form's view model on bare snapshots, without React: what each control shows and sends. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { connectLocationForm, locationFormMachine, type Location, type LocationFormEvent, type SaveLocationRequest } from '../../machines/locations/index.ts';
import { CENTRAL } from './locations.fixtures.ts';
import { ES_ARS } from '../support/amounts.ts';

function form(id: number | null, load: () => Promise<Location> = async () => CENTRAL) {
  const logic = locationFormMachine.provide({
    actors: {
      loadLocation: fromPromise<Location, number>(() => load()),
      saveLocation: fromPromise<Location, SaveLocationRequest>(() => new Promise(() => {})),
    },
  });
  return createActor(logic, { input: { id, conventions: ES_ARS } }).start();
}

describe('connectLocationForm', () => {
  it('says loading before a stored location arrives, then shows its values, its digits locked and its tolerance in its currency', async () => {
    const actor = form(4);
    expect(connectLocationForm(actor.getSnapshot(), () => {})).toMatchObject({ notice: 'loading', ready: false, editing: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const view = connectLocationForm(actor.getSnapshot(), () => {});
    expect(view).toMatchObject({ notice: 'none', ready: true, digitsLocked: true, currency: 'ARS', country: 'AR', unsaved: false });
    expect(view.tolerance).toEqual({ minor: 50_000, currency: 'ARS', digits: 2 });
  });

  it('a new location: no currency or country named until they are known codes, no tolerance preview without a currency', () => {
    const actor = form(null);
    const sent: LocationFormEvent[] = [];
    let view = connectLocationForm(actor.getSnapshot(), (event) => sent.push(event));
    expect(view).toMatchObject({ editing: false, digitsLocked: false, currency: null, country: null, tolerance: null, errors: {} });
    view.change('currency', 'jp');
    expect(sent).toEqual([{ type: 'field.changed', field: 'currency', value: 'jp' }]);
    actor.send({ type: 'field.changed', field: 'currency', value: 'jpy' });
    actor.send({ type: 'field.changed', field: 'cash_tolerance', value: '1500' });
    view = connectLocationForm(actor.getSnapshot(), () => {});
    expect(view).toMatchObject({ currency: 'JPY', digits: 0, tolerance: { minor: 1500, currency: 'JPY', digits: 0 }, unsaved: true });
    // Errors show from the first submit on.
    actor.send({ type: 'form.submitted' });
    expect(connectLocationForm(actor.getSnapshot(), () => {}).errors).toMatchObject({ name: 'required', country: 'required', time_zone: 'required' });
  });

  it('a failed load says why: 404 has nothing to retry', async () => {
    const actor = form(99, async () => Promise.reject({ kind: 'status', status: 404 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connectLocationForm(actor.getSnapshot(), () => {})).toMatchObject({ notice: 'loadFailed', failure: 'notFound', ready: false });
  });
});
