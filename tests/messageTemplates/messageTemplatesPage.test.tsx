import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MessageTemplate } from '../../machines/messageTemplates/index.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { cashierStorage, deferred, openFeature, setupFeatureTests, TEMPLATES, type FeatureApp } from '../features/featureKit.tsx';

setupFeatureTests();

const [REMINDER, OVERDUE] = TEMPLATES as [MessageTemplate, MessageTemplate];
const EDITOR_LABEL = 'Texto de la plantilla (Markdown)';
const UNSAFE = /on\w+=|javascript:|<iframe|<script|srcdoc/i;

const templateButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const editor = () => screen.findByLabelText(EDITOR_LABEL) as Promise<HTMLTextAreaElement>;
const saveButton = () => screen.getByRole('button', { name: 'Guardar' });

async function openReminder(options: Parameters<typeof openFeature>[1] = {}) {
  const rendered = await openFeature('/conf_mensajes', options);
  fireEvent.click(await screen.findByRole('button', { name: /^Recordatorio de pago/ }));
  return rendered;
}

async function typeInto(text: string) {
  fireEvent.change(await editor(), { target: { value: text } });
}

async function dirtyReminder(options: Parameters<typeof openFeature>[1] = {}) {
  const rendered = await openReminder(options);
  await typeInto('## Nuevo texto para {{cliente}}');
  return rendered;
}

describe('loading', () => {
  it('shows a loading status, then the list with nothing open', async () => {
    const pending = deferred<MessageTemplate[]>();
    const rendered = await openFeature('/conf_mensajes', { business: { listTemplates: vi.fn(() => pending.promise) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración de mensajes' })).toBeTruthy();
    expect(screen.getByText('Cargando plantillas…').getAttribute('role')).toBe('status');
    pending.resolve(TEMPLATES);
    expect(await screen.findByRole('heading', { name: 'Plantillas' })).toBeTruthy();
    expect(templateButton('Recordatorio de pago').getAttribute('aria-current')).toBeNull();
    expect(templateButton('Aviso de mora')).toBeTruthy();
    expect(screen.getByText('Elija una plantilla de la lista para verla o editarla.')).toBeTruthy();
    expect(rendered.api.listTemplates.mock.calls[0]?.[1]).toBeInstanceOf(AbortSignal);
  });
});

describe('failed', () => {
  it('offers "Reintentar", which loads the list', async () => {
    const listTemplates = vi.fn<() => Promise<MessageTemplate[]>>()
      .mockRejectedValueOnce({ kind: 'network' })
      .mockResolvedValueOnce(TEMPLATES);
    await openFeature('/conf_mensajes', { business: { listTemplates } });
    expect(await screen.findByRole('heading', { name: 'No se pudieron cargar las plantillas' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Plantillas' })).toBeTruthy();
    expect(listTemplates).toHaveBeenCalledTimes(2);
  });
});

describe('editing', () => {
  it('opens the chosen template in the editor with a sanitized live preview and a counter', async () => {
    const hostile: MessageTemplate = { ...REMINDER, body: `${REMINDER.body}\n\n<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>` };
    await openReminder({ business: { listTemplates: vi.fn(async () => [hostile, OVERDUE]) } });
    const area = await editor();
    expect(area.value).toBe(hostile.body);
    expect(screen.getByRole('region', { name: 'Recordatorio de pago' })).toBeTruthy();
    expect(templateButton('Recordatorio de pago').getAttribute('aria-current')).toBe('true');
    const preview = document.querySelector('.w-md-editor-preview');
    expect(preview?.textContent).toContain('Recordatorio de pago');
    expect(preview?.innerHTML).not.toMatch(UNSAFE);
    expect(screen.getByText(`${hostile.body.length} / 10000 caracteres`).getAttribute('role')).toBe('status');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
    expect(screen.getAllByText('{{cliente}}').some((el) => el.tagName === 'CODE')).toBe(true);
  });

  it('"Cerrar" closes the editor', async () => {
    await openReminder();
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByText('Elija una plantilla de la lista para verla o editarla.')).toBeTruthy();
    expect(screen.queryByLabelText(EDITOR_LABEL)).toBeNull();
  });

  it('follows the theme (data-color-mode) and, in its frame, the direction of the language', async () => {
    const rendered = await openReminder({ storage: signedInStorage({ i18n_locale: 'ae' }) });
    const area = await editor();
    expect(document.querySelector('.w-md-editor')?.getAttribute('data-color-mode')).toBe('light');
    expect(document.querySelector('.w-md-editor')?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    // The template's text takes its own (tests/i18n/writtenContent.test.tsx).
    expect(area.getAttribute('dir')).toBe('auto');
    act(() => rendered.app.theme.send({ type: 'theme.toggled' }));
    await waitFor(() => expect(document.querySelector('.w-md-editor')?.getAttribute('data-color-mode')).toBe('dark'));
  });
});

describe('dirty and saving', () => {
  it('"Guardar" sends the text, confirms with the catalogue alert, and shows "Guardado"', async () => {
    const rendered = await dirtyReminder();
    expect(screen.getByRole('button', { name: 'Descartar cambios' })).toBeTruthy();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Guardado')).toBeTruthy();
    expect(rendered.api.saveTemplate).toHaveBeenCalledTimes(1);
    const [sent, signal] = rendered.api.saveTemplate.mock.calls[0] ?? [];
    expect(sent).toEqual({ id: REMINDER.id, body: '## Nuevo texto para {{cliente}}' });
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(rendered.deps.alerts).toEqual([{ icon: 'success', title: 'Éxito', text: 'Guardado correctamente.' }]);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });

  it('shows progress while saving and cannot save twice', async () => {
    const pending = deferred<MessageTemplate>();
    const rendered = await dirtyReminder({ business: { saveTemplate: vi.fn(() => pending.promise) } });
    fireEvent.click(saveButton());
    const busy = await screen.findByRole('button', { name: 'Guardando…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect((await editor()).readOnly).toBe(true);
    fireEvent.click(busy);
    expect(rendered.api.saveTemplate).toHaveBeenCalledTimes(1);
  });

  it('a failure says "Error" / "No se pudo guardar" and keeps the text to try again', async () => {
    const saveTemplate = vi.fn<(input: { id: number; body: string }) => Promise<MessageTemplate>>().mockRejectedValueOnce({ kind: 'status', status: 500 });
    const rendered = await dirtyReminder({ business: { saveTemplate } });
    fireEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('No se pudo guardar');
    expect(rendered.deps.alerts).toEqual([{ icon: 'error', title: 'Error', text: 'No se pudo guardar' }]);
    expect((await editor()).value).toBe('## Nuevo texto para {{cliente}}');
    expect(saveButton().hasAttribute('disabled')).toBe(false);
  });

  it('a 403 adds that only administrators can edit templates', async () => {
    await dirtyReminder({ business: { saveTemplate: vi.fn(async () => Promise.reject({ kind: 'status', status: 403 })) } });
    fireEvent.click(saveButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se pudo guardar')).toBeTruthy();
    expect(within(alert).getByText('Su rol no tiene permiso para editar las plantillas de mensajes.')).toBeTruthy();
  });

  it('a 401 says "No se pudo guardar", then ends the session', async () => {
    const rendered = await dirtyReminder({ business: { saveTemplate: vi.fn(async () => Promise.reject({ kind: 'status', status: 401 })) } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(rendered.path()).toBe('/'));
    expect(rendered.deps.alerts.map((a) => a.text)).toEqual(['No se pudo guardar', 'Su sesión ha caducado. Inicie sesión de nuevo.']);
  });

  it('"Descartar cambios" brings back the stored text', async () => {
    await dirtyReminder();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect((await editor()).value).toBe(REMINDER.body);
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });
});

describe('leaving with unsaved changes', () => {
  const dialog = () => screen.findByRole('alertdialog', { name: '¿Descartar los cambios?' });

  it('choosing another template asks first; "Seguir editando" keeps the text', async () => {
    await dirtyReminder();
    fireEvent.click(templateButton('Aviso de mora'));
    const asked = await dialog();
    // The name is isolated (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE): its own direction in the sentence.
    expect(asked.textContent).toContain('Los cambios en «\u2068Recordatorio de pago\u2069» no se guardaron. Si abre otra plantilla, se perderán.');
    await waitFor(() => expect(document.activeElement).toBe(within(asked).getByRole('button', { name: 'Seguir editando' })));
    fireEvent.click(within(asked).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await editor()).value).toBe('## Nuevo texto para {{cliente}}');
  });

  it('"Descartar cambios" in the dialog opens the other template', async () => {
    await dirtyReminder();
    fireEvent.click(templateButton('Aviso de mora'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Descartar cambios' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Aviso de mora' })).toBeTruthy());
    expect((await editor()).value).toBe(OVERDUE.body);
  });

  it('Escape in the dialog keeps editing', async () => {
    await dirtyReminder();
    fireEvent.click(templateButton('Aviso de mora'));
    fireEvent.keyDown(await dialog(), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await editor()).value).toBe('## Nuevo texto para {{cliente}}');
  });

  it('navigating away asks first: staying keeps the page, discarding goes on', async () => {
    const rendered: FeatureApp = await dirtyReminder();
    await act(() => rendered.app.router.navigate('/roles'));
    const asked = await dialog();
    expect(asked.textContent).toContain('Si sale de esta página, se perderán.');
    fireEvent.click(within(asked).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(rendered.path()).toBe('/conf_mensajes');
    expect((await editor()).value).toBe('## Nuevo texto para {{cliente}}');

    await act(() => rendered.app.router.navigate('/roles'));
    // Going on loads the next page's chunk: the click suspends, so the act is awaited.
    const discard = within(await dialog()).getByRole('button', { name: 'Descartar cambios' });
    await act(async () => fireEvent.click(discard));
    await waitFor(() => expect(rendered.path()).toBe('/roles'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeTruthy();
  });

  it('signing out with unsaved changes is never held back', async () => {
    const rendered = await dirtyReminder();
    act(() => rendered.app.session.send({ type: 'session.loggedOut' }));
    await waitFor(() => expect(rendered.path()).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('navigating away with nothing changed does not ask', async () => {
    const rendered = await openReminder();
    await editor();
    await act(() => rendered.app.router.navigate('/roles'));
    await waitFor(() => expect(rendered.path()).toBe('/roles'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('a role that may not edit', () => {
  it('reads the template through the sanitized view, with a note and no editor or "Guardar"', async () => {
    const hostile: MessageTemplate = { ...REMINDER, body: '## Hola\n\n<iframe srcdoc="<script>alert(1)</script>"></iframe>\n\n[x](javascript:alert(1))' };
    await openReminder({ storage: cashierStorage(), business: { listTemplates: vi.fn(async () => [hostile, OVERDUE]) } });
    const view = await screen.findByRole('region', { name: 'Vista previa de la plantilla' });
    expect(within(view).getByRole('heading', { name: 'Hola' })).toBeTruthy();
    expect(view.innerHTML).not.toMatch(UNSAFE);
    expect(screen.getByText('Su rol no tiene permiso para editar las plantillas de mensajes. Puede leerlas aquí.')).toBeTruthy();
    expect(screen.queryByLabelText(EDITOR_LABEL)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});
