import type { MessageTemplate } from './messageTemplates.schema.ts';

export { TEMPLATE_BODY_MAX } from './messageTemplates.schema.ts';
export type { MessageTemplate, SaveTemplateRequest } from './messageTemplates.schema.ts';

export interface SaveTemplateInput {
  id: number;
  body: string;
}

/** Why a load or a save failed: 403 (not an administrator), or anything else. */
export type TemplatesFailure = 'forbidden' | 'unavailable';

/** Where the user wanted to go when the unsaved-changes question was asked. */
export type LeaveTarget = { kind: 'template'; id: number } | { kind: 'navigation' };

export interface MessageTemplatesInput {
  /** Display hint from the signed-in role (the server still decides): may this user edit? */
  canEdit: boolean;
}

export interface MessageTemplatesContext {
  templates: MessageTemplate[];
  /** The template open in the editor (viewing: none). */
  selectedId: number | null;
  /** The text in the editor; differs from the stored body exactly while there are unsaved changes. */
  draft: string;
  canEdit: boolean;
  /** Set while the "discard changes?" question is open. */
  leaveTo: LeaveTarget | null;
  failure: TemplatesFailure | null;
}

export type MessageTemplatesEvent =
  | { type: 'list.retried' }
  | { type: 'template.selected'; id: number }
  | { type: 'body.changed'; body: string }
  | { type: 'save.requested' }
  /** 'Cerrar' with no changes, 'Descartar cambios' with changes. */
  | { type: 'edit.cancelled' }
  /** The router is about to leave the page (a blocked navigation). */
  | { type: 'leave.requested' }
  | { type: 'leave.confirmed' }
  | { type: 'leave.cancelled' };
