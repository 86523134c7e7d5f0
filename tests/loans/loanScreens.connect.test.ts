// @vitest-environment node
/** The view models of 'Nuevo préstamo' and the loan's page on bare actors: what each control shows and sends. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectLoanDetail, connectLoanForm } from '../../machines/loans/loanScreens.ts';
import { ANA, BLOCKED, SUBMITTED_LOAN } from './loanScreens.fixtures.ts';
import { inertLoanDetail, inertLoanForm, LOAN_FORM_INPUT } from './loanScreens.pathFixtures.ts';

const formActor = () => createActor(inertLoanForm, { input: LOAN_FORM_INPUT }).start();

describe('connectLoanForm', () => {
  it('shows no errors before the first submit, but a blocked customer at once', () => {
    const actor = formActor();
    const view = () => connectLoanForm(actor.getSnapshot(), actor.send);
    expect(view().errors).toEqual({});
    expect(view().unsaved).toBe(false);
    view().pick(BLOCKED);
    expect(view().errors).toEqual({ customer: 'blocked' });
    expect(view().unsaved).toBe(true);
    view().submit();
    expect(view().errors).toEqual({ customer: 'blocked', amount: 'required', rate: 'required' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
  });

  it('recomputes the preview on every change and drops it when a term turns invalid', () => {
    const actor = formActor();
    const view = () => connectLoanForm(actor.getSnapshot(), actor.send);
    view().change('amount', '10000');
    expect(view().preview).toBeNull();
    view().change('rate', '2');
    expect(view().preview?.rows).toHaveLength(12);
    expect(view().preview?.installment).toBe(94_560);
    view().change('installments', '361');
    expect(view().preview).toBeNull();
    view().change('installments', '24');
    expect(view().preview?.rows).toHaveLength(24);
  });

  it('a valid submit locks the form and cannot be sent twice', () => {
    const actor = formActor();
    const view = () => connectLoanForm(actor.getSnapshot(), actor.send);
    view().pick(ANA);
    view().change('amount', '10000');
    view().change('rate', '2');
    expect(view().canSubmit).toBe(true);
    view().submit();
    expect(view().saving).toBe(true);
    expect(view().locked).toBe(true);
    expect(view().canSubmit).toBe(false);
  });
});

describe('connectLoanDetail', () => {
  it('opens one dialog, says the reason error only after a confirmation, closes without sending', () => {
    const actor = createActor(inertLoanDetail, { input: { id: 41 } }).start();
    actor.send({ type: 'xstate.done.actor.loadRecord', output: SUBMITTED_LOAN } as never);
    const view = () => connectLoanDetail(actor.getSnapshot(), actor.send);
    expect(view().record?.id).toBe(41);
    expect(view().dialog).toBeNull();
    view().open('reject');
    expect(view().dialog).toMatchObject({ action: 'reject', reason: '', errors: {}, failure: null, sending: false });
    view().confirm();
    expect(view().dialog?.errors.reason).toBe('required');
    view().changeReason('Ingresos insuficientes');
    expect(view().dialog?.errors.reason).toBeUndefined();
    view().close();
    expect(view().dialog).toBeNull();
    expect(actor.getSnapshot().context.reason).toBe('');
  });
});
