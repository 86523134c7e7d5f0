import type { SnapshotFrom } from 'xstate';
import type { messageTemplatesMachine } from './messageTemplates.machine.ts';
import {
  selectBlocksLeaving,
  selectCanClose,
  selectCanDiscard,
  selectCanEdit,
  selectCanSave,
  selectDraft,
  selectEditorReadOnly,
  selectFailure,
  selectIsConfirmingLeave,
  selectIsLoading,
  selectIsSaving,
  selectJustSaved,
  selectLeaveTarget,
  selectLoadFailed,
  selectSaveFailed,
  selectSelectedTemplate,
  selectTemplates,
} from './messageTemplates.selectors.ts';
import type { MessageTemplate, MessageTemplatesEvent } from './messageTemplates.types.ts';

type TemplatesSnapshot = SnapshotFrom<typeof messageTemplatesMachine>;

/** Where the list stands: what `<LoadState>` shows in place of the screen. */
export type TemplatesLoad = 'loading' | 'failed' | 'ready';

/** The "discard your changes?" question, while it is asked. */
export interface LeaveQuestion {
  /** The open template, whose changes would be lost. */
  templateName: string;
  /** Another template was chosen (true) or another page (false). */
  toTemplate: boolean;
}

/**
 * Everything 'Configuración de mensajes' renders, and every intent it may send. Values only
 * (compared field by field by `useView`); the intents only send an event, so one from an older
 * snapshot does exactly what a newer one would.
 */
export interface MessageTemplatesView {
  load: TemplatesLoad;
  templates: MessageTemplate[];
  /** The open template as stored (the editor shows `draft`). */
  selected: MessageTemplate | null;
  draft: string;
  /** This role may edit: the editor and 'Guardar' (a display hint; the server decides). */
  canEdit: boolean;
  editorReadOnly: boolean;
  canSave: boolean;
  isSaving: boolean;
  /** 'Descartar cambios' beside 'Guardar'. */
  canDiscard: boolean;
  /** 'Cerrar': nothing unsaved. */
  canClose: boolean;
  /** The brief 'Guardado' confirmation. */
  justSaved: boolean;
  /** 'No se pudo guardar' under the title. */
  saveFailed: boolean;
  /** …and the note that only administrators may edit (the server answered 403). */
  saveForbidden: boolean;
  /** Leaving now would lose the text: the router holds navigations, the tab asks before closing. */
  blocksLeaving: boolean;
  leaveQuestion: LeaveQuestion | null;

  retry(): void;
  select(id: number): void;
  edit(body: string): void;
  save(): void;
  /** 'Cerrar' and 'Descartar cambios' are one event: the machine knows which applies. */
  cancelEdit(): void;
  /** The router holds a navigation away from the page. */
  requestLeave(): void;
  confirmLeave(): void;
  stay(): void;
}

function loadOf(snapshot: TemplatesSnapshot): TemplatesLoad {
  if (selectIsLoading(snapshot)) return 'loading';
  return selectLoadFailed(snapshot) ? 'failed' : 'ready';
}

function leaveQuestionOf(snapshot: TemplatesSnapshot): LeaveQuestion | null {
  const open = selectSelectedTemplate(snapshot);
  // The question is reached only from unsaved changes to an open template: without one there is
  // nothing to lose, and no name to ask about.
  if (!selectIsConfirmingLeave(snapshot) || open === null) return null;
  return { templateName: open.name, toTemplate: selectLeaveTarget(snapshot)?.kind === 'template' };
}

/** The screen's view model (zag's machine/connect split): pure, tested without React. */
export function connectMessageTemplates(snapshot: TemplatesSnapshot, send: (event: MessageTemplatesEvent) => void): MessageTemplatesView {
  const saveFailed = selectSaveFailed(snapshot);
  return {
    load: loadOf(snapshot),
    templates: selectTemplates(snapshot),
    selected: selectSelectedTemplate(snapshot),
    draft: selectDraft(snapshot),
    canEdit: selectCanEdit(snapshot),
    editorReadOnly: selectEditorReadOnly(snapshot),
    canSave: selectCanSave(snapshot),
    isSaving: selectIsSaving(snapshot),
    canDiscard: selectCanDiscard(snapshot),
    canClose: selectCanClose(snapshot),
    justSaved: selectJustSaved(snapshot),
    saveFailed,
    saveForbidden: saveFailed && selectFailure(snapshot) === 'forbidden',
    blocksLeaving: selectBlocksLeaving(snapshot),
    leaveQuestion: leaveQuestionOf(snapshot),

    retry: () => send({ type: 'list.retried' }),
    select: (id) => send({ type: 'template.selected', id }),
    edit: (body) => send({ type: 'body.changed', body }),
    save: () => send({ type: 'save.requested' }),
    cancelEdit: () => send({ type: 'edit.cancelled' }),
    requestLeave: () => send({ type: 'leave.requested' }),
    confirmLeave: () => send({ type: 'leave.confirmed' }),
    stay: () => send({ type: 'leave.cancelled' }),
  };
}
