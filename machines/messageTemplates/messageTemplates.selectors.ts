import type { SnapshotFrom } from 'xstate';
import type { messageTemplatesMachine } from './messageTemplates.machine.ts';
import { TEMPLATE_BODY_MAX } from './messageTemplates.types.ts';

type TemplatesSnapshot = SnapshotFrom<typeof messageTemplatesMachine>;

export const selectIsLoading = (s: TemplatesSnapshot) => s.matches('loading');
export const selectLoadFailed = (s: TemplatesSnapshot) => s.matches('failed');
export const selectTemplates = (s: TemplatesSnapshot) => s.context.templates;
export const selectSelectedId = (s: TemplatesSnapshot) => s.context.selectedId;
/** The open template as stored (not the draft). */
export const selectSelectedTemplate = (s: TemplatesSnapshot) =>
  s.context.templates.find((t) => t.id === s.context.selectedId) ?? null;
export const selectDraft = (s: TemplatesSnapshot) => s.context.draft;
export const selectDraftLength = (s: TemplatesSnapshot) => s.context.draft.length;
export const selectIsOverLimit = (s: TemplatesSnapshot) => s.context.draft.length > TEMPLATE_BODY_MAX;
/** This role may edit (a display hint from the role; the server decides on save). */
export const selectCanEdit = (s: TemplatesSnapshot) => s.context.canEdit;
export const selectIsSaving = (s: TemplatesSnapshot) => s.matches('saving');
/** The brief 'Guardado' confirmation. */
export const selectJustSaved = (s: TemplatesSnapshot) => s.matches({ unchanged: 'saved' });
export const selectSaveFailed = (s: TemplatesSnapshot) => s.matches({ unsaved: 'saveFailed' });
export const selectFailure = (s: TemplatesSnapshot) => s.context.failure;
/** The text differs from the stored one (whatever is happening around it). */
export const selectIsDirty = (s: TemplatesSnapshot) => s.hasTag('unsaved');
/** Leaving now would lose changes (or the save being sent): the router holds the navigation. */
export const selectBlocksLeaving = (s: TemplatesSnapshot) => s.hasTag('blocksLeaving');
export const selectIsConfirmingLeave = (s: TemplatesSnapshot) => s.matches('confirmingLeave');
/** Where the user asked to go: another template, or another page (the dialog, or a save that is being sent). */
export const selectLeaveTarget = (s: TemplatesSnapshot) => s.context.leaveTo;
export const selectCanSave = (s: TemplatesSnapshot) => s.can({ type: 'save.requested' });
/** 'Descartar cambios': a change that can be dropped (not while it is sent or questioned). */
export const selectCanDiscard = (s: TemplatesSnapshot) => s.matches('unsaved') && s.can({ type: 'edit.cancelled' });
/** 'Cerrar': the open template has nothing unsaved. */
export const selectCanClose = (s: TemplatesSnapshot) => s.matches('unchanged') && s.can({ type: 'edit.cancelled' });
/** The editor accepts typing: an editable role, and not while the text is being sent or questioned. */
export const selectEditorReadOnly = (s: TemplatesSnapshot) => !s.context.canEdit || s.hasTag('editorLocked');
