// @vitest-environment node
/**
 * The templates screen's view model without React: each field in the states where it matters,
 * each intent sending its event. Snapshots are resolved from a state value and a context, so
 * every state is reached in one line.
 */
import { describe, expect, it, vi } from 'vitest';
import type { StateValue } from 'xstate';
import {
  connectMessageTemplates,
  messageTemplatesMachine,
  TEMPLATE_BODY_MAX,
  type MessageTemplatesContext,
  type MessageTemplatesEvent,
} from '../../machines/messageTemplates/index.ts';
import { EDITED_BODY, OVERDUE, REMINDER, TEMPLATES } from './messageTemplates.fixtures.ts';

const LOADED: MessageTemplatesContext = { templates: TEMPLATES, selectedId: null, draft: '', canEdit: true, leaveTo: null, failure: null };
const REMINDER_OPEN: MessageTemplatesContext = { ...LOADED, selectedId: REMINDER.id, draft: REMINDER.body };
const REMINDER_EDITED: MessageTemplatesContext = { ...REMINDER_OPEN, draft: EDITED_BODY };

function view(value: StateValue, context: Partial<MessageTemplatesContext> = {}) {
  const send = vi.fn<(event: MessageTemplatesEvent) => void>();
  const snapshot = messageTemplatesMachine.resolveState({ value, context: { ...LOADED, ...context } });
  return { view: connectMessageTemplates(snapshot, send), send };
}

describe('load', () => {
  it.each([
    ['loading', 'loading'],
    ['failed', 'failed'],
    ['viewing', 'ready'],
    [{ unchanged: 'editing' }, 'ready'],
    [{ unsaved: 'dirty' }, 'ready'],
    ['saving', 'ready'],
  ] as const)('in %j is %s', (value, load) => {
    expect(view(value).view.load).toBe(load);
  });
});

describe('the list and the open template', () => {
  it('viewing: the templates, none open, nothing to save, close or discard', () => {
    const { view: v } = view('viewing');
    expect(v.templates).toBe(TEMPLATES);
    expect(v.selected).toBeNull();
    expect([v.canSave, v.canClose, v.canDiscard, v.blocksLeaving, v.leaveQuestion]).toEqual([false, false, false, false, null]);
  });

  it('unchanged: the stored template and its text; "Cerrar", no "Guardar"', () => {
    const { view: v } = view({ unchanged: 'editing' }, REMINDER_OPEN);
    expect(v.selected).toBe(REMINDER);
    expect(v.draft).toBe(REMINDER.body);
    expect([v.canClose, v.canDiscard, v.canSave, v.editorReadOnly, v.blocksLeaving]).toEqual([true, false, false, false, false]);
  });

  it('unchanged.saved: the brief "Guardado"', () => {
    expect(view({ unchanged: 'saved' }, REMINDER_OPEN).view.justSaved).toBe(true);
    expect(view({ unchanged: 'editing' }, REMINDER_OPEN).view.justSaved).toBe(false);
  });

  it('canEdit follows the role; a role that may not edit reads only', () => {
    const { view: reader } = view({ unchanged: 'editing' }, { ...REMINDER_OPEN, canEdit: false });
    expect([reader.canEdit, reader.editorReadOnly]).toEqual([false, true]);
    expect(view({ unchanged: 'editing' }, REMINDER_OPEN).view.canEdit).toBe(true);
  });
});

describe('unsaved changes', () => {
  it('dirty: the draft; "Guardar" and "Descartar cambios"; leaving is held', () => {
    const { view: v } = view({ unsaved: 'dirty' }, REMINDER_EDITED);
    expect(v.draft).toBe(EDITED_BODY);
    expect(v.selected).toBe(REMINDER);
    expect([v.canSave, v.canDiscard, v.canClose, v.blocksLeaving, v.saveFailed]).toEqual([true, true, false, true, false]);
  });

  it('dirty but over the limit: "Guardar" is off', () => {
    expect(view({ unsaved: 'dirty' }, { ...REMINDER_OPEN, draft: 'x'.repeat(TEMPLATE_BODY_MAX + 1) }).view.canSave).toBe(false);
  });

  it('saving: busy, read-only, nothing to save or discard, leaving still held', () => {
    const { view: v } = view('saving', REMINDER_EDITED);
    expect([v.isSaving, v.editorReadOnly, v.canSave, v.canDiscard, v.blocksLeaving]).toEqual([true, true, false, false, true]);
  });

  it.each([
    ['unavailable', false],
    ['forbidden', true],
  ] as const)('saveFailed (%s): "No se pudo guardar", the administrators note only for a 403: %s', (failure, forbidden) => {
    const { view: v } = view({ unsaved: 'saveFailed' }, { ...REMINDER_EDITED, failure });
    expect([v.saveFailed, v.saveForbidden, v.canSave, v.blocksLeaving]).toEqual([true, forbidden, true, true]);
  });

  it('a 403 from an earlier failure is no note once the text is being typed again', () => {
    expect(view({ unsaved: 'dirty' }, { ...REMINDER_EDITED, failure: 'forbidden' }).view.saveForbidden).toBe(false);
  });
});

describe('the leave question', () => {
  it('asks about the open template, towards another template', () => {
    const { view: v } = view('confirmingLeave', { ...REMINDER_EDITED, leaveTo: { kind: 'template', id: OVERDUE.id } });
    expect(v.leaveQuestion).toEqual({ templateName: REMINDER.name, toTemplate: true });
    // The router is answered by the machine now: no further navigation is held meanwhile.
    expect([v.blocksLeaving, v.editorReadOnly, v.canSave]).toEqual([false, true, false]);
  });

  it('asks about the open template, towards another page', () => {
    const { view: v } = view('confirmingLeave', { ...REMINDER_EDITED, leaveTo: { kind: 'navigation' } });
    expect(v.leaveQuestion).toEqual({ templateName: REMINDER.name, toTemplate: false });
  });

  it('is no question without an open template (nothing to lose, no name to give)', () => {
    expect(view('confirmingLeave', { ...LOADED, leaveTo: { kind: 'navigation' } }).view.leaveQuestion).toBeNull();
  });

  it('is not asked while saving, even when leaving waits for the answer', () => {
    expect(view('saving', { ...REMINDER_EDITED, leaveTo: { kind: 'navigation' } }).view.leaveQuestion).toBeNull();
  });
});

describe('intents', () => {
  it.each([
    ['retry', [], { type: 'list.retried' }],
    ['select', [OVERDUE.id], { type: 'template.selected', id: OVERDUE.id }],
    ['edit', [EDITED_BODY], { type: 'body.changed', body: EDITED_BODY }],
    ['save', [], { type: 'save.requested' }],
    ['cancelEdit', [], { type: 'edit.cancelled' }],
    ['requestLeave', [], { type: 'leave.requested' }],
    ['confirmLeave', [], { type: 'leave.confirmed' }],
    ['stay', [], { type: 'leave.cancelled' }],
  ] as const)('%s sends %j', (intent, args, event) => {
    const { view: v, send } = view({ unsaved: 'dirty' }, REMINDER_EDITED);
    (v[intent] as (...a: readonly unknown[]) => void)(...args);
    expect(send.mock.calls).toEqual([[event]]);
  });

  it('an intent from an older snapshot sends the same event (the view compares values only)', () => {
    const older = view('viewing');
    const newer = view({ unsaved: 'dirty' }, REMINDER_EDITED);
    older.view.select(REMINDER.id);
    newer.view.select(REMINDER.id);
    expect(older.send.mock.calls).toEqual(newer.send.mock.calls);
  });
});
