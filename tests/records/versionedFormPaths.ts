/**
 * What holds in every state of a form that edits a versioned record (customerForm, locationForm,
 * roleForm, staffForm: PUT with the version read, 409 → 'Recargar'), for their model path suites'
 * `checkState`. Each suite adds what is its own (a duplicate document, the one-time password, …).
 */
import { expect } from 'vitest';
import { fieldVerdicts } from '../utils/paths.ts';

/** The part of a versioned form's snapshot these checks read. */
export interface VersionedFormSnapshot {
  context: { idempotencyKey: string | null; original: unknown };
  // Method syntax on purpose: each machine's `matches` takes its own state values, of which these are some.
  matches(value: { form: 'saving' | 'failed' | 'conflict' } | { leave: 'asking' }): boolean;
}

/** The part of a versioned form's view these checks read. */
export interface VersionedFormView {
  notice: string;
  locked: boolean;
  askingToLeave: boolean;
}

export function expectVersionedForm(snapshot: VersionedFormSnapshot, view: VersionedFormView): void {
  const { context } = snapshot;
  // A key exists only for a new record's submission in flight or to be retried (an edit sends its version).
  if (context.idempotencyKey !== null) expect(context.original).toBeNull();
  if (snapshot.matches({ form: 'saving' }) && context.original === null) expect(context.idempotencyKey).not.toBeNull();
  if (snapshot.matches({ form: 'failed' })) expect(view.notice).toBe('failed');
  // 409: what was typed stays, but nothing can be changed until the person chooses.
  if (snapshot.matches({ form: 'conflict' })) expect(view.locked).toBe(true);
  expect(view.askingToLeave).toBe(snapshot.matches({ leave: 'asking' }));
}

/** The part of a versioned form's context its state key reads. */
export interface VersionedFormKeyContext {
  original: unknown;
  showErrors: boolean;
  idempotencyKey: string | null;
  failure: string | null;
}

/**
 * What a versioned form's model paths tell states apart by (`stateKey`, besides the state value):
 * what its chart distinguishes, never what was typed. `errors` is the form's verdict on the values
 * (its guards' `hasErrors`, the field the focus goes to), `unsaved` whether they differ from where
 * the form started (the leave question, 'unsaved'). Two states that differ only in the text typed
 * behave alike, so the traversal keeps one of them. A suite adds the flags its own chart sets.
 */
export function versionedFormKey(context: VersionedFormKeyContext, verdict: { errors: Readonly<Record<string, unknown>>; unsaved: boolean }) {
  return {
    creating: context.original === null,
    errors: fieldVerdicts(verdict.errors),
    unsaved: verdict.unsaved,
    showErrors: context.showErrors,
    key: context.idempotencyKey !== null,
    failure: context.failure,
  };
}
