/**
 * 'Configuración de mensajes' (/conf_mensajes) through the UI: the templates loading, failed
 * (500: 'Reintentar'; 401: the session ends), the list; a template opened in the Markdown editor
 * (typed into with `fireEvent.change` on its textarea), dirty, restored by typing the stored text
 * back, discarded; saved (the catalogue's 'Éxito' / 'Guardado correctamente.', 'Guardado' for
 * 2 s), refused ('Error' / 'No se pudo guardar': 403 with the administrators' note, no answer, a
 * server answering with another template, 401 ending the session); leaving with unsaved changes
 * (another template, or another page through the sidebar) asks first, and is confirmed or
 * cancelled ('Seguir editando' or Escape); leaving while the text is being sent waits for the
 * answer (saved: the navigation goes on; failed: the user stays). A cashier reads the template in the sanitized view.
 *
 * Every GET /conf_mensajes and PUT /conf_mensajes/{id} is held until a step answers it. The fake
 * clock (`setTimeout`) runs the 2 s of `saved`; assertions therefore wait with the kit's
 * `eventually` (real time) and never with `findBy*`.
 */
import { i18n } from '@lingui/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { messageTemplatesMachine, TEMPLATE_BODY_MAX } from '../../machines/messageTemplates/index.ts';
import { isolate } from '../../src/i18n/bidi.ts';
import { formatDateTime } from '../../src/i18n/format.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { storedRole } from '../support/permissions.ts';
import {
  EDITED_BODY,
  OVERDUE,
  REMINDER,
  SAVED_REMINDER,
  TEMPLATES,
  type MessageTemplatesModelEvent,
} from './messageTemplates.fixtures.ts';
import type { EventFixtures } from '../utils/fixtures.ts';
import { doneEvent, errorEvent } from '../utils/fixtures.ts';
import { TEXT } from '../paths/gestures.ts';
import { businessOf, heldBusinessApi } from '../paths/businessCalls.ts';
import { defineUiPaths, type StateContext, type UiRun } from '../paths/kit.ts';
import { eventually } from '../paths/run.ts';


// --- Fixtures -----------------------------------------------------------------------------------

type Templates = SnapshotFrom<typeof messageTemplatesMachine>;
type Step = StateContext<Templates, MessageTemplatesModelEvent>;

const SAVED_MS = 2000;
const EDITED_AGAIN = `${EDITED_BODY}\n\nSu cuota vence el **{{vencimiento}}**.`;

const events = {
  'list.retried': { default: { type: 'list.retried' } },
  'template.selected': {
    'Recordatorio de pago': { type: 'template.selected', id: REMINDER.id },
    'Aviso de mora': { type: 'template.selected', id: OVERDUE.id },
  },
  'body.changed': {
    edited: { type: 'body.changed', body: EDITED_BODY },
    'edited again': { type: 'body.changed', body: EDITED_AGAIN },
    // Typing the stored text back: nothing left to save.
    'reminder as stored': { type: 'body.changed', body: REMINDER.body },
  },
  'save.requested': { default: { type: 'save.requested' } },
  // 'Cerrar' with nothing to save, 'Descartar cambios' with changes: the same event.
  'edit.cancelled': {
    Cerrar: { type: 'edit.cancelled' },
    'Descartar cambios': { type: 'edit.cancelled' },
  },
  'leave.requested': { 'sidebar link': { type: 'leave.requested' } },
  // 'Descartar cambios' in the dialog: to the template chosen, or to the page chosen.
  'leave.confirmed': {
    'other template': { type: 'leave.confirmed' },
    'other page': { type: 'leave.confirmed' },
  },
  'leave.cancelled': {
    'Seguir editando': { type: 'leave.cancelled' },
    Escape: { type: 'leave.cancelled' },
  },
  'xstate.done.actor.loadTemplates': { default: doneEvent('loadTemplates', TEMPLATES) },
  'xstate.error.actor.loadTemplates': {
    '500': errorEvent('loadTemplates', { kind: 'status', status: 500 }),
    '401': errorEvent('loadTemplates', { kind: 'status', status: 401 }),
  },
  'xstate.done.actor.saveTemplate': {
    default: doneEvent('saveTemplate', SAVED_REMINDER),
    // Saved after the user asked to leave the page: the navigation goes on.
    'while leaving': doneEvent('saveTemplate', SAVED_REMINDER),
    // A broken contract: the server answers with another template than the one sent.
    'another template': doneEvent('saveTemplate', { ...OVERDUE, updated_at: '2026-02-01T09:30:00.000Z' }),
  },
  'xstate.error.actor.saveTemplate': {
    '403': errorEvent('saveTemplate', { kind: 'status', status: 403 }),
    network: errorEvent('saveTemplate', { kind: 'network' }),
    '401': errorEvent('saveTemplate', { kind: 'status', status: 401 }),
  },
  'xstate.after.savedDuration.messageTemplates.unchanged.saved': {
    default: { type: 'xstate.after.savedDuration.messageTemplates.unchanged.saved' },
  },
} satisfies EventFixtures<MessageTemplatesModelEvent>;

// --- What the user sees -------------------------------------------------------------------------

const EDITOR_LABEL = 'Texto de la plantilla (Markdown)';
const DIALOG = '¿Descartar los cambios?';
const ADMINS_ONLY = 'Su rol no tiene permiso para editar las plantillas de mensajes.';
const READ_ONLY_NOTE = 'Su rol no tiene permiso para editar las plantillas de mensajes. Puede leerlas aquí.';

const SAVED_ALERT = 'success: Éxito / Guardado correctamente.';
const FAILED_ALERT = 'error: Error / No se pudo guardar';
const EXPIRED_ALERT = 'warning: Sesión terminada / Su sesión ha caducado. Inicie sesión de nuevo.';

const alertsOf = (ui: UiRun) => ui.deps.alerts.map(({ icon, title, text }) => `${icon}: ${title} / ${text}`);
const nameOf = (id: number | null) => TEMPLATES.find((t) => t.id === id)?.name ?? '';

/** A template's button in the list (its name, then 'Modificada: …'); `hidden` while a modal dialog is open. */
const templateButton = (name: string, hidden = false) =>
  screen.getByRole('button', { name: new RegExp(`^${name}`), hidden }) as HTMLButtonElement;
const editorArea = () => screen.queryByLabelText(EDITOR_LABEL) as HTMLTextAreaElement | null;
const dialog = () => screen.queryByRole('alertdialog', { name: DIALOG });
const button = (name: string) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;
const savedNote = () => screen.queryByText('Guardado');

/** The editor is a lazy chunk: waits (in real time, the clock is fake) until it shows. */
async function editor(): Promise<HTMLTextAreaElement> {
  return eventually(() => editorArea() ?? undefined, () => 'the Markdown editor to show');
}

/** A loaded page: the title, the list (the open template marked, each with its last save), no loading status or failure. */
function pageWithList({ templates, selectedId }: Templates['context']): void {
  // A modal dialog hides the page from assistive technology (aria-hidden): look behind it.
  const hidden = dialog() !== null;
  expect(screen.getByRole('heading', { level: 1, name: 'Configuración de mensajes', hidden })).toBeTruthy();
  expect(screen.queryByText('Cargando plantillas…')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'No se pudieron cargar las plantillas', hidden })).toBeNull();
  for (const template of templates) {
    const shown = templateButton(template.name, hidden);
    expect(shown.getAttribute('aria-current'), `${template.name} marked as open`).toBe(template.id === selectedId ? 'true' : null);
    expect(shown.textContent).toBe(`${template.name}Modificada: ${formatDateTime(i18n, template.updated_at)}`);
  }
}

/** The open template in the editor with the model's draft (or, for a reader, the stored text in the view). */
async function openInEditor({ state }: Step): Promise<HTMLTextAreaElement | null> {
  const { selectedId, draft, canEdit } = state.context;
  pageWithList(state.context);
  const hidden = dialog() !== null;
  expect(screen.getByRole('region', { name: nameOf(selectedId), hidden })).toBeTruthy();
  if (!canEdit) {
    const view = await eventually(
      () => screen.queryByRole('region', { name: 'Vista previa de la plantilla' }) ?? undefined,
      () => 'the sanitized Markdown view to show',
    );
    expect(view.textContent).toContain(nameOf(selectedId));
    expect(screen.getByText(READ_ONLY_NOTE)).toBeTruthy();
    expect(editorArea()).toBeNull();
    expect(button('Guardar')).toBeNull();
    return null;
  }
  const area = await editor();
  expect(area.value).toBe(draft);
  expect(screen.getAllByText(`${draft.length} / ${TEMPLATE_BODY_MAX} caracteres`, { ignore: 'textarea' })).toHaveLength(1);
  expect(screen.queryByText(READ_ONLY_NOTE)).toBeNull();
  return area;
}

/** The buttons under the editor: which are there, which can be pressed. */
function actions(expected: { save: 'enabled' | 'disabled'; discard: boolean; close: boolean }): void {
  const save = button('Guardar');
  expect(save?.disabled, 'Guardar disabled').toBe(expected.save === 'disabled');
  expect(button('Descartar cambios') !== null, 'Descartar cambios').toBe(expected.discard);
  expect(button('Cerrar') !== null, 'Cerrar').toBe(expected.close);
}

/**
 * The session ended (401): the alerts said so and the login page shows. The app ends it one task
 * after the call failed (src/app/createApp.ts), on the clock this suite fakes: let it run.
 */
async function sessionEnded(ui: UiRun, alerts: string[]): Promise<void> {
  await ui.advanceTimers(0);
  await eventually(() => screen.queryByPlaceholderText(TEXT.userPlaceholder) ?? undefined, () => 'the login page');
  expect(alertsOf(ui).slice(-alerts.length)).toEqual(alerts);
  expect(ui.path()).toBe('/');
  expect(ui.deps.storage.get('token')).toBeNull();
}

/** Opens the 'Administración' group of the sidebar (if closed) and follows its 'Roles' link. */
function followSidebarLink(): void {
  const sidebar = screen.getByRole('navigation', { name: TEXT.sidebar });
  const group = within(sidebar).getByRole('button', { name: 'Administración' });
  if (group.getAttribute('aria-expanded') !== 'true') fireEvent.click(group);
  fireEvent.click(within(sidebar).getByRole('link', { name: 'Roles' }));
}

/** The call answered 401: the HTTP client reported it, and the app ended the session. */
const answered401 = (event: { type: string; error?: unknown }) =>
  (event.type === 'xstate.error.actor.loadTemplates' || event.type === 'xstate.error.actor.saveTemplate') &&
  (event.error as { status?: number }).status === 401;

const canType = (state: Templates) => state.context.canEdit && (state.matches('unchanged') || state.matches('unsaved'));

defineUiPaths<typeof messageTemplatesMachine, MessageTemplatesModelEvent>({
  machine: messageTemplatesMachine,
  name: 'message templates',
  variants: {
    // signedInStorage(): role 1, the only one the screen lets edit.
    administrator: { input: { canEdit: true } },
    // A cashier (role 2) may read the templates, not edit them (the server checks every save).
    cashier: { input: { canEdit: false }, prelude: ['xstate.done.actor.loadTemplates', 'template.selected(Recordatorio de pago)'] },
  },
  setup: ({ name }) => ({
    route: '/conf_mensajes',
    deps: {
      storage:
        name === 'cashier'
          ? signedInStorage({ id: '2', name: 'cajero', inicio: 'caja', rol: storedRole(2, 'Cajero') })
          : signedInStorage(),
      api: heldBusinessApi(),
    },
    fakeTimers: true,
  }),
  events,
  executors: {
    'list.retried': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    },
    'template.selected': ({ variant }) => {
      fireEvent.click(templateButton(variant));
    },
    'body.changed': async ({ event }) => {
      fireEvent.change(await editor(), { target: { value: event.body } });
    },
    'save.requested': () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    },
    'edit.cancelled': ({ variant }) => {
      fireEvent.click(screen.getByRole('button', { name: variant }));
    },
    'leave.requested': () => followSidebarLink(),
    'leave.confirmed': () => {
      const shown = screen.getByRole('alertdialog', { name: DIALOG });
      fireEvent.click(within(shown).getByRole('button', { name: 'Descartar cambios' }));
    },
    'leave.cancelled': ({ variant }) => {
      const shown = screen.getByRole('alertdialog', { name: DIALOG });
      if (variant === 'Escape') fireEvent.keyDown(shown, { key: 'Escape' });
      else fireEvent.click(within(shown).getByRole('button', { name: 'Seguir editando' }));
    },
    'xstate.done.actor.loadTemplates': ({ event, ui }) => businessOf(ui).listTemplates.resolve(event.output),
    'xstate.error.actor.loadTemplates': ({ event, ui }) => businessOf(ui).listTemplates.reject(event.error),
    'xstate.done.actor.saveTemplate': ({ event, ui }) => businessOf(ui).saveTemplate.resolve(event.output),
    'xstate.error.actor.saveTemplate': ({ event, ui }) => businessOf(ui).saveTemplate.reject(event.error),
    'xstate.after.savedDuration.messageTemplates.unchanged.saved': async ({ ui }) => {
      await ui.advanceTimers(SAVED_MS - 1);
      expect(savedNote(), "'Guardado' still shown 1 ms before the 2 s end").not.toBeNull();
      await ui.advanceTimers(1);
    },
  },
  preconditions: {
    // The editor takes typing where it is editable; typing what it already holds changes nothing.
    'body.changed': (state, event) => canType(state) && event.body !== state.context.draft,
    'edit.cancelled': (state, _event, variant) =>
      variant === 'Cerrar' ? state.matches('unchanged') : state.matches('unsaved'),
    // Asking again while a save holds the navigation changes nothing: once is enough.
    'leave.requested': (state) => !(state.matches('saving') && state.context.leaveTo !== null),
    'leave.confirmed': (state, _event, variant) => state.context.leaveTo?.kind === (variant === 'other template' ? 'template' : 'navigation'),
    // The server answers the request it got: the text sent, for the template sent (or, once, another one).
    'xstate.done.actor.saveTemplate': (state, event, variant) =>
      variant === 'another template'
        ? event.output.id !== state.context.selectedId
        : event.output.id === state.context.selectedId &&
          event.output.body === state.context.draft &&
          (variant === 'while leaving') === (state.context.leaveTo?.kind === 'navigation'),
  },
  journeys: [
    // A cashier reads one template, closes it, opens another.
    { variant: 'cashier', events: ['edit.cancelled(Cerrar)', 'template.selected(Aviso de mora)'] },
    // Staying cancels the blocked navigation: the next attempt asks again, and discarding goes on.
    {
      variant: 'administrator',
      events: [
        'xstate.done.actor.loadTemplates',
        'template.selected(Aviso de mora)',
        'body.changed(edited)',
        'leave.requested(sidebar link)',
        'leave.cancelled(Seguir editando)',
        'leave.requested(sidebar link)',
        'leave.cancelled(Escape)',
        'leave.requested(sidebar link)',
        'leave.confirmed(other page)',
      ],
    },
  ],
  // Paths end where this screen is gone: the session ended (401), or the user left for another page.
  endsPath: (event, variant) =>
    answered401(event) ||
    (event.type === 'leave.confirmed' && variant === 'other page') ||
    (event.type === 'xstate.done.actor.saveTemplate' && variant === 'while leaving'),
  states: {
    loading: async ({ ui }) => {
      await eventually(
        () => screen.queryByRole('heading', { level: 1, name: 'Configuración de mensajes' }) ?? undefined,
        () => 'the page title',
      );
      expect(screen.getByText('Cargando plantillas…').getAttribute('role')).toBe('status');
      expect(screen.queryByRole('heading', { name: 'Plantillas' })).toBeNull();
      const pending = businessOf(ui).listTemplates.calls.filter((call) => !call.settled);
      expect(pending, 'one GET /conf_mensajes running').toHaveLength(1);
      expect(pending[0]?.args[1]).toBeInstanceOf(AbortSignal);
    },
    failed: async ({ event, ui }) => {
      if (answered401(event)) {
        await sessionEnded(ui, [EXPIRED_ALERT]);
        return;
      }
      expect(screen.getByRole('heading', { name: 'No se pudieron cargar las plantillas' })).toBeTruthy();
      expect(screen.getByText('Compruebe la conexión e intente nuevamente.').getAttribute('role')).toBe('alert');
      expect(button('Reintentar')?.disabled).toBe(false);
      expect(screen.queryByText('Cargando plantillas…')).toBeNull();
      expect(alertsOf(ui), 'no alert: the message is on the page').toEqual([]);
    },
    viewing: async ({ state, event, variant, ui }) => {
      if (event.type === 'xstate.done.actor.saveTemplate' && variant === 'while leaving') {
        // Saved, then the navigation that waited for it went on.
        expect(alertsOf(ui).at(-1)).toBe(SAVED_ALERT);
        await eventually(() => screen.queryByRole('heading', { level: 1, name: 'Roles' }) ?? undefined, () => "the 'Roles' page");
        expect(ui.path()).toBe('/roles');
        return;
      }
      if (event.type === 'leave.confirmed' && variant === 'other page') {
        // The changes were discarded and the navigation went on.
        await eventually(() => screen.queryByRole('heading', { level: 1, name: 'Roles' }) ?? undefined, () => "the 'Roles' page");
        expect(ui.path()).toBe('/roles');
        expect(dialog()).toBeNull();
        return;
      }
      pageWithList(state.context);
      expect(screen.getByText('Elija una plantilla de la lista para verla o editarla.')).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Editor de plantillas' })).toBeTruthy();
      expect(editorArea()).toBeNull();
      expect(dialog()).toBeNull();
    },
    'unchanged.editing': async (step) => {
      const { state } = step;
      await openInEditor(step);
      expect(dialog()).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(savedNote(), 'the saved note is gone').toBeNull();
      if (state.context.canEdit) actions({ save: 'disabled', discard: false, close: true });
      else expect(button('Cerrar')).not.toBeNull();
    },
    'unsaved.dirty': async (step) => {
      const area = await openInEditor(step);
      expect(area?.readOnly).toBe(false);
      expect(dialog()).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      actions({ save: 'enabled', discard: true, close: false });
      if (step.event.type === 'leave.cancelled') {
        // Still here, with the text as it was.
        expect(step.ui.path()).toBe('/conf_mensajes');
      }
    },
    confirmingLeave: async (step) => {
      const { leaveTo, selectedId } = step.state.context;
      const shown = screen.getByRole('alertdialog', { name: DIALOG });
      expect(shown.getAttribute('aria-modal')).toBe('true');
      expect(shown.textContent).toContain(
        leaveTo?.kind === 'template'
          ? `Los cambios en «${isolate(nameOf(selectedId))}» no se guardaron. Si abre otra plantilla, se perderán.`
          : `Los cambios en «${isolate(nameOf(selectedId))}» no se guardaron. Si sale de esta página, se perderán.`,
      );
      expect(within(shown).getByRole('button', { name: 'Seguir editando' })).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1, name: 'Configuración de mensajes' }), 'the page behind is hidden from assistive technology').toBeNull();
      // Behind it the editor waits, unchanged; the page has not changed yet.
      const area = await openInEditor(step);
      expect(area?.readOnly).toBe(true);
      expect(step.ui.path()).toBe('/conf_mensajes');
    },
    saving: async (step) => {
      const { state, ui } = step;
      const area = await openInEditor(step);
      expect(area?.readOnly).toBe(true);
      const save = button('Guardando…');
      expect(save?.disabled).toBe(true);
      expect(save?.getAttribute('aria-busy')).toBe('true');
      expect(screen.queryByRole('alert'), 'an earlier failure is cleared').toBeNull();
      // Leaving waits for the answer: no question, still here.
      expect(dialog()).toBeNull();
      expect(ui.path()).toBe('/conf_mensajes');
      const pending = businessOf(ui).saveTemplate.calls.filter((call) => !call.settled);
      expect(pending, 'one PUT /conf_mensajes/{id} running').toHaveLength(1);
      const [sent, signal] = pending[0]?.args ?? [];
      expect(sent).toEqual({ id: state.context.selectedId, body: state.context.draft });
      expect(signal).toBeInstanceOf(AbortSignal);
    },
    'unchanged.saved': async (step) => {
      const { event, ui } = step;
      await openInEditor(step);
      expect(savedNote()?.getAttribute('role')).toBe('status');
      actions({ save: 'disabled', discard: false, close: true });
      if (event.type === 'xstate.done.actor.saveTemplate') {
        expect(alertsOf(ui).at(-1)).toBe(SAVED_ALERT);
      }
    },
    'unsaved.saveFailed': async (step) => {
      const { state, event, ui } = step;
      if (answered401(event)) {
        await sessionEnded(ui, [FAILED_ALERT, EXPIRED_ALERT]);
        return;
      }
      const area = await openInEditor(step);
      // The text is kept to try again, here (a navigation that waited for the save was called off).
      expect(area?.readOnly).toBe(false);
      expect(ui.path()).toBe('/conf_mensajes');
      const alert = screen.getByRole('alert');
      expect(within(alert).getByText('No se pudo guardar')).toBeTruthy();
      expect(within(alert).queryByText(ADMINS_ONLY) !== null, 'the administrators note').toBe(state.context.failure === 'forbidden');
      actions({ save: 'enabled', discard: true, close: false });
      if (event.type === 'xstate.done.actor.saveTemplate' || event.type === 'xstate.error.actor.saveTemplate') {
        expect(alertsOf(ui).at(-1)).toBe(FAILED_ALERT);
      }
    },
  },
});
