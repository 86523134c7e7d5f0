import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Actor, AnyActorLogic, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import type { AppDeps } from '../../app/deps.ts';
import { createFormGate, type FormGate } from '../formGate.ts';
import { useScreenActor } from './useScreenActor.ts';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard.ts';
import { useView } from './useView.ts';

/** What the page needs of a record form's view model (connectRecordForm's). */
interface RecordFormPageView {
  unsaved: boolean;
  requestLeave: () => void;
  saved: { id: number } | null;
}

/**
 * The wiring every 'Nuevo …' record form page shares ('Nuevo préstamo', 'Nuevo alquiler', 'Nueva
 * deuda'): its form actor with the app's effects, its view model, the focus of the first invalid
 * field (the customer's is its search box), the "discard changes?" guard, and the record's own
 * page once it is saved (replacing the form in the history).
 */
export function useRecordFormPage<F extends string, TLogic extends AnyActorLogic, TView extends RecordFormPageView>(options: {
  provide: (deps: AppDeps, gate: FormGate<F>) => TLogic;
  connect: (snapshot: SnapshotFrom<Actor<TLogic>>, send: (event: EventFrom<Actor<TLogic>>) => void) => TView;
  input: InputFrom<TLogic>;
  /** The area's route: a saved record opens at `/{route}/{id}`. */
  route: string;
}): { prefix: string; idOf: (field: F | 'search') => string; view: TView } {
  const navigate = useNavigate();
  const prefix = useId();
  const idOf = (field: F | 'search') => `${prefix}-${field}`;
  const [gate] = useState(() => createFormGate<F>());
  gate.onFocus((field) => document.getElementById(idOf(field === 'customer' ? 'search' : field))?.focus());
  const form = useScreenActor((app) => options.provide(app.deps, gate), { input: options.input });
  const view = useView(form, options.connect);
  useUnsavedChangesGuard(view.unsaved, gate, view.requestLeave);

  const { route } = options;
  const savedId = view.saved?.id;
  useEffect(() => {
    if (savedId !== undefined) void navigate(`/${route}/${savedId}`, { replace: true });
  }, [savedId, navigate, route]);
  return { prefix, idOf, view };
}
