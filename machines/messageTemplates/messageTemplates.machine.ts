import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { statusOf } from '../apiFailure.ts';
import {
  TEMPLATE_BODY_MAX,
  type LeaveTarget,
  type MessageTemplate,
  type MessageTemplatesContext,
  type MessageTemplatesEvent,
  type MessageTemplatesInput,
  type SaveTemplateInput,
  type TemplatesFailure,
} from './messageTemplates.types.ts';

/**
 * 403: only administrators may save; anything else. A 401 is 'unavailable' here too: the HTTP
 * client reports it and the app ends the session, so this screen is gone a moment later.
 */
export function templatesFailureOf(error: unknown): TemplatesFailure {
  return statusOf(error) === 403 ? 'forbidden' : 'unavailable';
}

const savedBodyOf = (context: MessageTemplatesContext): string | undefined =>
  context.templates.find((t) => t.id === context.selectedId)?.body;

const noSelection = { selectedId: null, draft: '', leaveTo: null } as const;

/** Opens a template: the editor starts from its stored text. */
const opened = (context: MessageTemplatesContext, id: number) => ({
  selectedId: id,
  draft: context.templates.find((t) => t.id === id)?.body ?? '',
  leaveTo: null,
  failure: null,
});

/**
 * What is sent: the open template's id and the draft. Saving is reachable only with a template
 * open (`save.requested` is answered in `unsaved` only), so a missing id is a broken machine.
 */
function saveInputOf(context: MessageTemplatesContext): SaveTemplateInput {
  if (context.selectedId === null) throw new Error('messageTemplates: nothing to save, no template is open');
  return { id: context.selectedId, body: context.draft };
}

/**
 * 'Configuración de mensajes': the message templates and a Markdown editor for one of them.
 *
 * - `loading`: the templates are requested; a loading status.
 * - `failed`: they could not be loaded: an error with 'Reintentar'.
 * - `viewing`: the list of templates, none open.
 * - `unchanged`: one template open, its text the stored one; nothing to save. Typing a change
 *   leads to `unsaved`; 'Cerrar' closes it; another template opens at once.
 * - `unchanged.editing`: the editor (read-only for roles that may not edit), with a live
 *   sanitized preview.
 * - `unchanged.saved`: 'Éxito' / 'Guardado correctamente.' was shown; a short confirmation next
 *   to the button, then back to `editing`.
 * - `unsaved` (tags `unsaved`, `blocksLeaving`): the text differs from the stored one: 'Guardar'
 *   and 'Descartar cambios' are enabled, and leaving (another template, another page) asks first.
 * - `unsaved.dirty`: changed since it was opened (or last saved).
 * - `unsaved.saveFailed`: 'Error' / 'No se pudo guardar' was shown; the text is kept to try
 *   again. A 403 adds a note that only administrators can edit templates.
 * - `confirmingLeave` (tags `unsaved`, `editorLocked`): the "discard your changes?" dialog; the
 *   editor stays as it was behind it.
 * - `saving` (tags `unsaved`, `blocksLeaving`, `editorLocked`): the text is sent; the editor and
 *   buttons wait. Leaving the page waits for the answer: once saved, the navigation goes on; if
 *   the save fails, the user stays with the text.
 *
 * Tags, read by the selectors: `unsaved` (the text differs from the stored one, whatever is
 * happening around it), `blocksLeaving` (the router must hold a navigation), `editorLocked` (no
 * typing: the text is being sent or questioned).
 */
export const messageTemplatesMachine = setup({
  types: {
    context: {} as MessageTemplatesContext,
    events: {} as MessageTemplatesEvent,
    input: {} as MessageTemplatesInput,
  },
  actors: {
    loadTemplates: fromPromise<MessageTemplate[], void>(async () => {
      throw new Error('messageTemplates: the "loadTemplates" effect must be provided by the app');
    }),
    saveTemplate: fromPromise<MessageTemplate, SaveTemplateInput>(async () => {
      throw new Error('messageTemplates: the "saveTemplate" effect must be provided by the app');
    }),
  },
  delays: {
    /** Long enough to read 'Guardado', short enough not to linger. */
    savedDuration: 2000,
  },
  actions: {
    assignTemplates: assign((_, templates: MessageTemplate[]) => ({ templates, failure: null })),
    assignFailure: assign((_, failure: TemplatesFailure) => ({ failure })),
    clearFailure: assign({ failure: null }),
    openTemplate: assign(({ context }, id: number) => opened(context, id)),
    /** Opens the template the user asked to leave for (`leavesToTemplate`); nothing when none was asked for. */
    openLeaveTarget: assign(({ context }) => (context.leaveTo?.kind === 'template' ? opened(context, context.leaveTo.id) : {})),
    closeTemplate: assign({ ...noSelection, failure: null }),
    assignDraft: assign(({ event }) => {
      assertEvent(event, 'body.changed');
      return { draft: event.body };
    }),
    discardDraft: assign(({ context }) => ({ draft: savedBodyOf(context) ?? '', failure: null })),
    assignLeaveTo: assign((_, leaveTo: LeaveTarget) => ({ leaveTo })),
    clearLeaveTo: assign({ leaveTo: null }),
    /** The server's answer replaces the stored copy; the editor keeps what the user sees. */
    assignSaved: assign(({ context }, saved: MessageTemplate) => ({
      templates: context.templates.map((t) => (t.id === saved.id ? saved : t)),
      draft: saved.body,
    })),
    // Effects, provided by src/.
    notifySaved: () => {},
    notifySaveFailed: () => {},
    /** Lets the blocked navigation go on (the changes are discarded). */
    proceedNavigation: () => {},
    /** Calls off the held navigation, if one is held: the user stays on the page. */
    cancelNavigation: () => {},
  },
  guards: {
    templateExists: ({ context, event }) =>
      event.type === 'template.selected' && context.templates.some((t) => t.id === event.id),
    isOtherTemplate: ({ context, event }) =>
      event.type === 'template.selected' && event.id !== context.selectedId && context.templates.some((t) => t.id === event.id),
    /** Typing that makes the text differ from the stored one (only where editing is allowed). */
    changesBody: ({ context, event }) => event.type === 'body.changed' && context.canEdit && event.body !== savedBodyOf(context),
    /** Typing that brings the text back to exactly the stored one. */
    restoresBody: ({ context, event }) => event.type === 'body.changed' && event.body === savedBodyOf(context),
    draftWithinLimit: ({ context }) => context.draft.length <= TEMPLATE_BODY_MAX,
    leavesToTemplate: ({ context }) => context.leaveTo?.kind === 'template',
    /** The answer is for the open template, and leaving the page was asked while it was sent. */
    savedWhileLeaving: ({ context }, saved: MessageTemplate) => saved.id === context.selectedId && context.leaveTo?.kind === 'navigation',
    answersSelected: ({ context }, saved: MessageTemplate) => saved.id === context.selectedId,
    isForbidden: (_, params: { error: unknown }) => templatesFailureOf(params.error) === 'forbidden',
  },
}).createMachine({
  id: 'messageTemplates',
  initial: 'loading',
  context: ({ input }) => ({
    templates: [],
    ...noSelection,
    canEdit: input.canEdit,
    failure: null,
  }),
  states: {
    loading: {
      invoke: {
        id: 'loadTemplates',
        src: 'loadTemplates',
        onDone: { target: 'viewing', actions: { type: 'assignTemplates', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => templatesFailureOf(event.error) },
        },
      },
    },
    failed: {
      on: { 'list.retried': 'loading' },
    },
    viewing: {
      on: {
        'template.selected': {
          guard: 'templateExists',
          target: 'unchanged',
          actions: { type: 'openTemplate', params: ({ event }) => event.id },
        },
      },
    },
    /** A template is open and its text is the stored one: nothing to save, nothing to lose. */
    unchanged: {
      initial: 'editing',
      on: {
        'template.selected': { guard: 'isOtherTemplate', target: '.editing', actions: { type: 'openTemplate', params: ({ event }) => event.id } },
        'body.changed': { guard: 'changesBody', target: 'unsaved', actions: 'assignDraft' },
        'edit.cancelled': { target: 'viewing', actions: 'closeTemplate' },
      },
      states: {
        editing: {},
        saved: {
          after: { savedDuration: 'editing' },
        },
      },
    },
    /** The text differs from the stored one and is not being sent: leaving asks first. */
    unsaved: {
      initial: 'dirty',
      tags: ['unsaved', 'blocksLeaving'],
      on: {
        'body.changed': [{ guard: 'restoresBody', target: 'unchanged', actions: 'assignDraft' }, { target: '.dirty', actions: 'assignDraft' }],
        'save.requested': { guard: 'draftWithinLimit', target: 'saving' },
        'edit.cancelled': { target: 'unchanged', actions: 'discardDraft' },
        'template.selected': {
          guard: 'isOtherTemplate',
          target: 'confirmingLeave',
          actions: { type: 'assignLeaveTo', params: ({ event }) => ({ kind: 'template' as const, id: event.id }) },
        },
        'leave.requested': {
          target: 'confirmingLeave',
          actions: { type: 'assignLeaveTo', params: { kind: 'navigation' as const } },
        },
      },
      states: {
        dirty: {},
        saveFailed: {
          // A navigation that waited for the save is called off: the user stays, told, with the text.
          entry: ['clearLeaveTo', 'cancelNavigation'],
        },
      },
    },
    confirmingLeave: {
      tags: ['unsaved', 'editorLocked'],
      on: {
        'leave.confirmed': [
          { guard: 'leavesToTemplate', target: 'unchanged', actions: 'openLeaveTarget' },
          { target: 'viewing', actions: ['closeTemplate', 'proceedNavigation'] },
        ],
        'leave.cancelled': { target: 'unsaved', actions: ['clearLeaveTo', 'cancelNavigation'] },
      },
    },
    saving: {
      tags: ['unsaved', 'blocksLeaving', 'editorLocked'],
      entry: 'clearFailure',
      on: {
        // The navigation waits for the answer (the router holds it): nothing is lost either way.
        'leave.requested': { actions: { type: 'assignLeaveTo', params: { kind: 'navigation' as const } } },
      },
      invoke: {
        id: 'saveTemplate',
        src: 'saveTemplate',
        input: ({ context }) => saveInputOf(context),
        onDone: [
          {
            // Saved, and the user asked to leave meanwhile: nothing is unsaved, the navigation goes on.
            guard: { type: 'savedWhileLeaving', params: ({ event }) => event.output },
            target: 'viewing',
            actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'notifySaved', 'closeTemplate', 'proceedNavigation'],
          },
          {
            guard: { type: 'answersSelected', params: ({ event }) => event.output },
            target: 'unchanged.saved',
            actions: [{ type: 'assignSaved', params: ({ event }) => event.output }, 'notifySaved'],
          },
          // The server answered with another template: the contract is broken, the text is not known to be saved.
          { target: 'unsaved.saveFailed', actions: [{ type: 'assignFailure', params: 'unavailable' as const }, 'notifySaveFailed'] },
        ],
        onError: [
          {
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'unsaved.saveFailed',
            actions: [{ type: 'assignFailure', params: 'forbidden' as const }, 'notifySaveFailed'],
          },
          { target: 'unsaved.saveFailed', actions: [{ type: 'assignFailure', params: 'unavailable' as const }, 'notifySaveFailed'] },
        ],
      },
    },
  },
});
