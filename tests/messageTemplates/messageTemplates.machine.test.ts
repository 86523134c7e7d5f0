// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  messageTemplatesMachine,
  selectBlocksLeaving,
  selectCanClose,
  selectCanDiscard,
  selectCanEdit,
  selectCanSave,
  selectDraft,
  selectDraftLength,
  selectEditorReadOnly,
  selectFailure,
  selectIsConfirmingLeave,
  selectIsDirty,
  selectIsLoading,
  selectIsOverLimit,
  selectIsSaving,
  selectJustSaved,
  selectLeaveTarget,
  selectLoadFailed,
  selectSaveFailed,
  selectSelectedTemplate,
  selectTemplates,
  TEMPLATE_BODY_MAX,
  templatesFailureOf,
  type MessageTemplate,
  type SaveTemplateInput,
} from '../../machines/messageTemplates/index.ts';
import { actionSpies, controlledPromise, flush, type ActionSpy } from '../utils/fakes.ts';
import { EDITED_BODY, OVERDUE, REMINDER, SAVED_REMINDER, TEMPLATES } from './messageTemplates.fixtures.ts';

const EFFECTS = ['notifySaved', 'notifySaveFailed', 'proceedNavigation', 'cancelNavigation'] as const;

function start(canEdit = true) {
  const load = controlledPromise<MessageTemplate[], void>();
  const save = controlledPromise<MessageTemplate, SaveTemplateInput>();
  const effects = actionSpies(EFFECTS);
  const actor = createActor(
    messageTemplatesMachine.provide({ actors: { loadTemplates: load.logic, saveTemplate: save.logic }, actions: effects }),
    { input: { canEdit } },
  );
  actor.start();
  const called = () => EFFECTS.filter((name) => (effects[name] as ActionSpy).mock.calls.length > 0);
  return { actor, load, save, effects, called, state: () => actor.getSnapshot(), send: actor.send.bind(actor) };
}

async function viewing(canEdit = true) {
  const screen = start(canEdit);
  screen.load.last().resolve(TEMPLATES);
  await flush();
  return screen;
}

async function editingReminder(canEdit = true) {
  const screen = await viewing(canEdit);
  screen.send({ type: 'template.selected', id: REMINDER.id });
  return screen;
}

async function dirtyReminder() {
  const screen = await editingReminder();
  screen.send({ type: 'body.changed', body: EDITED_BODY });
  return screen;
}

async function savingReminder() {
  const screen = await dirtyReminder();
  screen.send({ type: 'save.requested' });
  return screen;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('loading', () => {
  it('shows the list once loaded, nothing open', async () => {
    const screen = start();
    expect(selectIsLoading(screen.state())).toBe(true);
    screen.load.last().resolve(TEMPLATES);
    await flush();
    expect(screen.state().value).toBe('viewing');
    expect(selectTemplates(screen.state())).toEqual(TEMPLATES);
    expect(selectSelectedTemplate(screen.state())).toBeNull();
  });

  it('a failure can be retried', async () => {
    const screen = start();
    screen.load.last().reject({ kind: 'status', status: 500 });
    await flush();
    expect(selectLoadFailed(screen.state())).toBe(true);
    expect(selectFailure(screen.state())).toBe('unavailable');
    screen.send({ type: 'list.retried' });
    expect(selectIsLoading(screen.state())).toBe(true);
    expect(screen.load.calls).toHaveLength(2);
  });

  it('a 401 is a failure like any other: ending the session is the HTTP client\'s report, not the screen\'s', async () => {
    const screen = start();
    screen.load.last().reject({ kind: 'status', status: 401 });
    await flush();
    expect(selectLoadFailed(screen.state())).toBe(true);
    expect(selectFailure(screen.state())).toBe('unavailable');
    expect(screen.called()).toEqual([]);
  });
});

describe('viewing', () => {
  it('template.selected opens it in the editor with its stored text', async () => {
    const screen = await editingReminder();
    expect(screen.state().value).toEqual({ unchanged: 'editing' });
    expect(selectSelectedTemplate(screen.state())).toEqual(REMINDER);
    expect(selectDraft(screen.state())).toBe(REMINDER.body);
    expect(selectIsDirty(screen.state())).toBe(false);
    expect(selectCanSave(screen.state())).toBe(false);
    expect(selectCanClose(screen.state())).toBe(true);
  });

  it('ignores an unknown template', async () => {
    const screen = await viewing();
    screen.send({ type: 'template.selected', id: 99 });
    expect(screen.state().value).toBe('viewing');
  });
});

describe('editing', () => {
  it('typing a change makes it dirty; typing the stored text back makes it clean again', async () => {
    const screen = await dirtyReminder();
    expect(screen.state().value).toEqual({ unsaved: 'dirty' });
    expect(selectIsDirty(screen.state())).toBe(true);
    expect(selectBlocksLeaving(screen.state())).toBe(true);
    expect(selectCanSave(screen.state())).toBe(true);
    expect(selectCanDiscard(screen.state())).toBe(true);
    screen.send({ type: 'body.changed', body: REMINDER.body });
    expect(screen.state().value).toEqual({ unchanged: 'editing' });
    expect(selectBlocksLeaving(screen.state())).toBe(false);
  });

  it('choosing another template without changes just opens it', async () => {
    const screen = await editingReminder();
    screen.send({ type: 'template.selected', id: OVERDUE.id });
    expect(screen.state().value).toEqual({ unchanged: 'editing' });
    expect(selectDraft(screen.state())).toBe(OVERDUE.body);
  });

  it('edit.cancelled closes the editor', async () => {
    const screen = await editingReminder();
    screen.send({ type: 'edit.cancelled' });
    expect(screen.state().value).toBe('viewing');
    expect(selectDraft(screen.state())).toBe('');
  });

  it('a role that may not edit reads the template but cannot change it', async () => {
    const screen = await editingReminder(false);
    expect(selectCanEdit(screen.state())).toBe(false);
    expect(selectEditorReadOnly(screen.state())).toBe(true);
    screen.send({ type: 'body.changed', body: EDITED_BODY });
    expect(screen.state().value).toEqual({ unchanged: 'editing' });
    expect(selectDraft(screen.state())).toBe(REMINDER.body);
    screen.send({ type: 'save.requested' });
    expect(screen.save.calls).toHaveLength(0);
  });
});

describe('dirty', () => {
  it('edit.cancelled discards the changes', async () => {
    const screen = await dirtyReminder();
    screen.send({ type: 'edit.cancelled' });
    expect(screen.state().value).toEqual({ unchanged: 'editing' });
    expect(selectDraft(screen.state())).toBe(REMINDER.body);
  });

  it('a text over the limit cannot be saved', async () => {
    const screen = await editingReminder();
    screen.send({ type: 'body.changed', body: 'a'.repeat(TEMPLATE_BODY_MAX + 1) });
    expect(selectIsOverLimit(screen.state())).toBe(true);
    expect(selectDraftLength(screen.state())).toBe(TEMPLATE_BODY_MAX + 1);
    expect(selectCanSave(screen.state())).toBe(false);
    screen.send({ type: 'save.requested' });
    expect(screen.save.calls).toHaveLength(0);
    screen.send({ type: 'body.changed', body: 'a'.repeat(TEMPLATE_BODY_MAX) });
    expect(selectCanSave(screen.state())).toBe(true);
  });

  it('choosing another template asks first; "keep editing" keeps the text', async () => {
    const screen = await dirtyReminder();
    screen.send({ type: 'template.selected', id: OVERDUE.id });
    expect(selectIsConfirmingLeave(screen.state())).toBe(true);
    expect(selectLeaveTarget(screen.state())).toEqual({ kind: 'template', id: OVERDUE.id });
    expect(selectEditorReadOnly(screen.state())).toBe(true);
    screen.send({ type: 'leave.cancelled' });
    expect(screen.state().value).toEqual({ unsaved: 'dirty' });
    expect(selectDraft(screen.state())).toBe(EDITED_BODY);
    expect(selectSelectedTemplate(screen.state())?.id).toBe(REMINDER.id);
    expect(screen.called()).toEqual(['cancelNavigation']);
  });

  it('choosing another template and discarding opens the other one', async () => {
    const screen = await dirtyReminder();
    screen.send({ type: 'template.selected', id: OVERDUE.id });
    screen.send({ type: 'leave.confirmed' });
    expect(screen.state().value).toEqual({ unchanged: 'editing' });
    expect(selectSelectedTemplate(screen.state())?.id).toBe(OVERDUE.id);
    expect(selectDraft(screen.state())).toBe(OVERDUE.body);
    expect(screen.called()).toEqual([]);
  });

  it('leaving the page asks first; confirming lets the navigation go on', async () => {
    const screen = await dirtyReminder();
    screen.send({ type: 'leave.requested' });
    expect(selectLeaveTarget(screen.state())).toEqual({ kind: 'navigation' });
    screen.send({ type: 'leave.confirmed' });
    expect(screen.state().value).toBe('viewing');
    expect(screen.called()).toEqual(['proceedNavigation']);
  });

  it('leaving the page and cancelling stays with the changes', async () => {
    const screen = await dirtyReminder();
    screen.send({ type: 'leave.requested' });
    screen.send({ type: 'leave.cancelled' });
    expect(screen.state().value).toEqual({ unsaved: 'dirty' });
    expect(screen.called()).toEqual(['cancelNavigation']);
  });
});

describe('saving', () => {
  it('sends the draft for the open template and waits', async () => {
    const screen = await savingReminder();
    expect(selectIsSaving(screen.state())).toBe(true);
    expect(selectEditorReadOnly(screen.state())).toBe(true);
    expect(screen.save.calls.map((c) => c.input)).toEqual([{ id: REMINDER.id, body: EDITED_BODY }]);
    screen.send({ type: 'save.requested' });
    screen.send({ type: 'body.changed', body: 'x' });
    expect(screen.save.calls).toHaveLength(1);
    expect(selectDraft(screen.state())).toBe(EDITED_BODY);
  });

  it('success shows the catalogue alert, a brief confirmation, then editing with the stored text', async () => {
    const screen = await savingReminder();
    vi.useFakeTimers();
    screen.save.last().resolve(SAVED_REMINDER);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectJustSaved(screen.state())).toBe(true);
    expect(screen.called()).toEqual(['notifySaved']);
    expect(selectSelectedTemplate(screen.state())).toEqual(SAVED_REMINDER);
    expect(selectIsDirty(screen.state())).toBe(false);
    await vi.advanceTimersByTimeAsync(1999);
    expect(selectJustSaved(screen.state())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.state().value).toEqual({ unchanged: 'editing' });
  });

  it('typing during the confirmation makes it dirty again', async () => {
    const screen = await savingReminder();
    screen.save.last().resolve(SAVED_REMINDER);
    await flush();
    screen.send({ type: 'body.changed', body: `${EDITED_BODY}!` });
    expect(screen.state().value).toEqual({ unsaved: 'dirty' });
  });

  it.each([
    // cancelNavigation: a failed save always calls off a navigation held for it (a no-op when none is).
    { error: { kind: 'status', status: 500 }, failure: 'unavailable', effects: ['notifySaveFailed', 'cancelNavigation'] },
    { error: { kind: 'network' }, failure: 'unavailable', effects: ['notifySaveFailed', 'cancelNavigation'] },
    { error: { kind: 'status', status: 413 }, failure: 'unavailable', effects: ['notifySaveFailed', 'cancelNavigation'] },
    { error: { kind: 'status', status: 403 }, failure: 'forbidden', effects: ['notifySaveFailed', 'cancelNavigation'] },
    { error: { kind: 'status', status: 401 }, failure: 'unavailable', effects: ['notifySaveFailed', 'cancelNavigation'] },
  ])('a failure ($failure, $error.status) keeps the text and says "No se pudo guardar"', async ({ error, failure, effects }) => {
    const screen = await savingReminder();
    screen.save.last().reject(error);
    await flush();
    expect(selectSaveFailed(screen.state())).toBe(true);
    expect(selectFailure(screen.state())).toBe(failure);
    expect(selectDraft(screen.state())).toBe(EDITED_BODY);
    expect(selectBlocksLeaving(screen.state())).toBe(true);
    expect(screen.called()).toEqual(effects);
  });

  it('an answer for another template counts as a failed save', async () => {
    const screen = await savingReminder();
    screen.save.last().resolve({ ...OVERDUE, body: 'otro' });
    await flush();
    expect(selectSaveFailed(screen.state())).toBe(true);
    expect(selectTemplates(screen.state())).toEqual(TEMPLATES);
  });

  it('leaving the page waits for the answer: once saved, the navigation goes on', async () => {
    const screen = await savingReminder();
    screen.send({ type: 'leave.requested' });
    expect(selectIsSaving(screen.state())).toBe(true);
    expect(selectBlocksLeaving(screen.state())).toBe(true);
    expect(selectIsConfirmingLeave(screen.state())).toBe(false);
    expect(selectLeaveTarget(screen.state())).toEqual({ kind: 'navigation' });
    expect(screen.called()).toEqual([]);
    screen.save.last().resolve(SAVED_REMINDER);
    await flush();
    expect(screen.state().value).toBe('viewing');
    expect(selectTemplates(screen.state())).toEqual([SAVED_REMINDER, OVERDUE]);
    expect(selectLeaveTarget(screen.state())).toBeNull();
    expect(screen.called()).toEqual(['notifySaved', 'proceedNavigation']);
  });

  it('leaving the page while the save fails: the navigation is called off, the user stays with the text', async () => {
    const screen = await savingReminder();
    screen.send({ type: 'leave.requested' });
    screen.save.last().reject({ kind: 'network' });
    await flush();
    expect(selectSaveFailed(screen.state())).toBe(true);
    expect(selectDraft(screen.state())).toBe(EDITED_BODY);
    expect(selectLeaveTarget(screen.state())).toBeNull();
    expect(screen.called()).toEqual(['notifySaveFailed', 'cancelNavigation']);
    // Leaving again asks, as from any unsaved text.
    screen.send({ type: 'leave.requested' });
    expect(selectIsConfirmingLeave(screen.state())).toBe(true);
  });

  it('an answer for another template while leaving is a failed save: the user stays', async () => {
    const screen = await savingReminder();
    screen.send({ type: 'leave.requested' });
    screen.save.last().resolve({ ...OVERDUE, body: 'otro' });
    await flush();
    expect(selectSaveFailed(screen.state())).toBe(true);
    expect(screen.called()).toEqual(['notifySaveFailed', 'cancelNavigation']);
  });

  it('leaving the screen aborts the request', async () => {
    const screen = await savingReminder();
    const call = screen.save.last();
    screen.actor.stop();
    expect(call.signal.aborted).toBe(true);
  });
});

describe('saveFailed', () => {
  async function failed() {
    const screen = await savingReminder();
    screen.save.last().reject({ kind: 'status', status: 403 });
    await flush();
    return screen;
  }

  it('save.requested tries again and clears the note', async () => {
    const screen = await failed();
    screen.send({ type: 'save.requested' });
    expect(selectIsSaving(screen.state())).toBe(true);
    expect(selectFailure(screen.state())).toBeNull();
    expect(screen.save.calls).toHaveLength(2);
  });

  it('edit.cancelled discards the changes', async () => {
    const screen = await failed();
    screen.send({ type: 'edit.cancelled' });
    expect(screen.state().value).toEqual({ unchanged: 'editing' });
    expect(selectDraft(screen.state())).toBe(REMINDER.body);
    expect(selectFailure(screen.state())).toBeNull();
  });

  it('typing goes back to dirty, or to editing when the stored text is back', async () => {
    const screen = await failed();
    screen.send({ type: 'body.changed', body: 'otra cosa' });
    expect(screen.state().value).toEqual({ unsaved: 'dirty' });
    const other = await failed();
    other.send({ type: 'body.changed', body: REMINDER.body });
    expect(other.state().value).toEqual({ unchanged: 'editing' });
  });

  it('leaving asks first', async () => {
    const screen = await failed();
    screen.send({ type: 'template.selected', id: OVERDUE.id });
    expect(selectIsConfirmingLeave(screen.state())).toBe(true);
    const other = await failed();
    other.send({ type: 'leave.requested' });
    expect(selectIsConfirmingLeave(other.state())).toBe(true);
  });
});

describe('templatesFailureOf', () => {
  it('maps statuses to what the screen says', () => {
    expect(templatesFailureOf({ kind: 'status', status: 403 })).toBe('forbidden');
    expect(templatesFailureOf({ kind: 'status', status: 401 })).toBe('unavailable');
    expect(templatesFailureOf({ kind: 'status', status: 413 })).toBe('unavailable');
    expect(templatesFailureOf({ kind: 'timeout' })).toBe('unavailable');
    expect(templatesFailureOf(undefined)).toBe('unavailable');
  });
});
