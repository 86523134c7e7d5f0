/**
 * The customer form as a screen reads it: the pure view model (values, errors, what each control
 * sends), tested on bare snapshots without React.
 */
import type { SnapshotFrom } from 'xstate';
import type { customerFormMachine } from './customerForm.machine.ts';
import {
  customerErrors,
  differencesOf,
  sameValues,
  valuesOf,
  type CustomerField,
  type CustomerFieldErrors,
  type CustomerFormValues,
  type ValueDifference,
} from './customerForm.rules.ts';
import type { Customer } from './customers.schema.ts';
import type { CustomerFormEvent, CustomerFormFailure } from './customerForm.types.ts';

export type CustomerFormSnapshot = SnapshotFrom<typeof customerFormMachine>;

/** What the form shows under its fields: nothing, the save's failure, a 409, or its comparison. */
export type CustomerFormNotice = 'none' | 'failed' | 'conflict' | 'reloading' | 'comparing';

export interface CustomerFormView {
  /** Editing an existing customer (else 'Nuevo cliente'). */
  editing: boolean;
  values: CustomerFormValues;
  /** The errors on screen (none before the first submit). */
  errors: CustomerFieldErrors;
  /** While the document shows 'duplicate': the customer who has it (a link), when the server named them. */
  duplicateOf: number | null;
  /** The inputs wait: a save is on its way, or a 409 asks for a choice. */
  locked: boolean;
  saving: boolean;
  canSubmit: boolean;
  saved: Customer | null;
  notice: CustomerFormNotice;
  failure: CustomerFormFailure | null;
  /** 409 → 'Recargar' → the fields where typed and stored disagree. */
  differences: ValueDifference[];
  /** The values differ from where the form started: leaving asks first. */
  unsaved: boolean;
  /** The "discard changes?" question is open. */
  askingToLeave: boolean;

  change(field: CustomerField, value: string): void;
  submit(): void;
  retry(): void;
  reload(): void;
  keepMine(): void;
  takeStored(): void;
  requestLeave(): void;
  confirmLeave(): void;
  stay(): void;
}

const NO_ERRORS: CustomerFieldErrors = Object.freeze({});
const NO_DIFFERENCES = Object.freeze([]) as never[];

function noticeOf(snapshot: CustomerFormSnapshot): CustomerFormNotice {
  if (snapshot.matches({ form: 'failed' })) return 'failed';
  if (snapshot.matches({ form: { conflict: 'reloading' } })) return 'reloading';
  if (snapshot.matches({ form: { conflict: 'comparing' } })) return 'comparing';
  if (snapshot.matches({ form: 'conflict' })) return 'conflict';
  return 'none';
}

export function connectCustomerForm(snapshot: CustomerFormSnapshot, send: (event: CustomerFormEvent) => void): CustomerFormView {
  const { context } = snapshot;
  const saved = snapshot.matches({ form: 'saved' });
  const errors = context.showErrors ? customerErrors(context.values, context.rejectedDocument) : NO_ERRORS;
  const notice = noticeOf(snapshot);
  return {
    editing: context.original !== null,
    values: context.values,
    errors: Object.keys(errors).length === 0 ? NO_ERRORS : errors,
    duplicateOf: errors.document_number === 'duplicate' ? context.duplicateOf : null,
    locked: snapshot.hasTag('busy') || snapshot.matches({ form: 'conflict' }) || saved,
    saving: snapshot.matches({ form: 'saving' }),
    canSubmit: snapshot.can({ type: 'form.submitted' }),
    saved: saved ? context.saved : null,
    notice,
    failure: notice === 'failed' || notice === 'conflict' ? context.failure : null,
    differences: notice === 'comparing' && context.stored !== null ? differencesOf(context.values, valuesOf(context.stored)) : NO_DIFFERENCES,
    unsaved: !saved && !sameValues(context.values, context.initial),
    askingToLeave: snapshot.matches({ leave: 'asking' }),

    change: (field, value) => send({ type: 'field.changed', field, value }),
    submit: () => send({ type: 'form.submitted' }),
    retry: () => send({ type: 'save.retried' }),
    reload: () => send({ type: 'conflict.reload' }),
    keepMine: () => send({ type: 'conflict.keepMine' }),
    takeStored: () => send({ type: 'conflict.takeStored' }),
    requestLeave: () => send({ type: 'leave.requested' }),
    confirmLeave: () => send({ type: 'leave.confirmed' }),
    stay: () => send({ type: 'leave.cancelled' }),
  };
}
