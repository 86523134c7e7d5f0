import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import {
  messageTemplatesMachine,
  TEMPLATE_BODY_MAX,
  type MessageTemplate,
  type MessageTemplatesEvent,
  type SaveTemplateInput,
} from '../../machines/messageTemplates/index.ts';
import { neverSettles } from '../utils/fakes.ts';
import { doneEvent, errorEvent, type EventFixtures } from '../utils/fixtures.ts';

/** The screen with requests that never settle: the test delivers their outcomes itself. */
export const inertMessageTemplates = messageTemplatesMachine.provide({
  actors: {
    loadTemplates: neverSettles<MessageTemplate[], void>(),
    saveTemplate: neverSettles<MessageTemplate, SaveTemplateInput>(),
  },
});

export const REMINDER: MessageTemplate = {
  id: 1,
  name: 'Recordatorio de pago',
  body: '## Recordatorio de pago\n\nEstimado/a **{{cliente}}**: su cuota de **{{monto}}** vence el **{{vencimiento}}**.',
  updated_at: '2026-01-01T10:00:00.000Z',
};

export const OVERDUE: MessageTemplate = {
  id: 2,
  name: 'Aviso de mora',
  body: '## Aviso de mora\n\nRegistramos un saldo vencido de **{{monto}}**.',
  updated_at: '2026-01-02T10:00:00.000Z',
};

export const TEMPLATES = [REMINDER, OVERDUE];

export const EDITED_BODY = '## Recordatorio\n\nHola {{cliente}}.';
/** The reminder as the server answers after saving EDITED_BODY. */
export const SAVED_REMINDER: MessageTemplate = { ...REMINDER, body: EDITED_BODY, updated_at: '2026-02-01T09:30:00.000Z' };

export type MessageTemplatesModelEvent =
  | MessageTemplatesEvent
  | DoneActorEvent<MessageTemplate[], 'loadTemplates'>
  | ErrorActorEvent<unknown, 'loadTemplates'>
  | DoneActorEvent<MessageTemplate, 'saveTemplate'>
  | ErrorActorEvent<unknown, 'saveTemplate'>
  | { type: 'xstate.after.savedDuration.messageTemplates.unchanged.saved' };

export const messageTemplatesFixtures = {
  'list.retried': { default: { type: 'list.retried' } },
  'template.selected': {
    reminder: { type: 'template.selected', id: REMINDER.id },
    overdue: { type: 'template.selected', id: OVERDUE.id },
    unknown: { type: 'template.selected', id: 99 },
  },
  'body.changed': {
    edited: { type: 'body.changed', body: EDITED_BODY },
    reminderOriginal: { type: 'body.changed', body: REMINDER.body },
    tooLong: { type: 'body.changed', body: 'x'.repeat(TEMPLATE_BODY_MAX + 1) },
  },
  'save.requested': { default: { type: 'save.requested' } },
  'edit.cancelled': { default: { type: 'edit.cancelled' } },
  'leave.requested': { default: { type: 'leave.requested' } },
  'leave.confirmed': { default: { type: 'leave.confirmed' } },
  'leave.cancelled': { default: { type: 'leave.cancelled' } },
  'xstate.done.actor.loadTemplates': { default: doneEvent('loadTemplates', TEMPLATES) },
  'xstate.error.actor.loadTemplates': {
    status401: errorEvent('loadTemplates', { kind: 'status', status: 401 }),
    status500: errorEvent('loadTemplates', { kind: 'status', status: 500 }),
  },
  'xstate.done.actor.saveTemplate': { default: doneEvent('saveTemplate', SAVED_REMINDER) },
  'xstate.error.actor.saveTemplate': {
    status403: errorEvent('saveTemplate', { kind: 'status', status: 403 }),
    status401: errorEvent('saveTemplate', { kind: 'status', status: 401 }),
    network: errorEvent('saveTemplate', { kind: 'network' }),
  },
  'xstate.after.savedDuration.messageTemplates.unchanged.saved': {
    default: { type: 'xstate.after.savedDuration.messageTemplates.unchanged.saved' },
  },
} satisfies EventFixtures<MessageTemplatesModelEvent>;
