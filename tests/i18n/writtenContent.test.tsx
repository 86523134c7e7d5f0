/**
 * Text that staff or the server wrote takes its direction from its own content (dir="auto"), while
 * the interface around it follows the language (docs/decisions.md, "Written content"). The
 * interface is in Arabic (right-to-left); the content is Spanish. Catalogs are left empty so the
 * labels stay the Spanish source and the queries read as in the other tests.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseProfileEntry, findSidebar, openProfileMenu, TEXT } from '../app/appKit.tsx';
import { cashierStorage, openFeature, setupFeatureTests } from '../features/featureKit.tsx';
import { signedInStorage } from '../support/renderApp.tsx';
import { readPo } from './poCatalog.ts';

setupFeatureTests();

const ARABIC = { i18n_locale: 'ae' };

/** The direction an element takes: from the nearest element that says one ('auto': its content). */
const directionOf = (element: Element | null | undefined): string | null | undefined => element?.closest('[dir]')?.getAttribute('dir');

/** The innermost element whose whole text is `text`, under `root`. */
function holding(root: HTMLElement, text: string): HTMLElement {
  const matches = within(root).getAllByText((_, node) => node?.textContent === text && ![...node.children].some((c) => c.textContent === text));
  return matches[0] as HTMLElement;
}

describe('in Arabic, the interface is right-to-left', () => {
  it('the test can fail: the page itself is right-to-left', async () => {
    await openFeature('/usuarios', { storage: { ...signedInStorage(), ...ARABIC } });
    await screen.findByRole('table');
    expect(document.documentElement.dir).toBe('rtl');
    expect(directionOf(screen.getByRole('columnheader', { name: /^Nombre/ }))).toBe('rtl');
  });
});

describe('message templates written in Spanish', () => {
  it('the editor\'s text area, its live preview and the template\'s name take their own direction', async () => {
    await openFeature('/conf_mensajes', { storage: { ...signedInStorage(), ...ARABIC } });
    const list = (await screen.findByRole('heading', { name: 'Plantillas' })).parentElement as HTMLElement;
    expect(directionOf(holding(list, 'Recordatorio de pago'))).toBe('auto');
    fireEvent.click(screen.getByRole('button', { name: /^Recordatorio de pago/ }));

    const area = (await screen.findByLabelText('Texto de la plantilla (Markdown)')) as HTMLTextAreaElement;
    expect(area.getAttribute('dir')).toBe('auto');
    expect(area.value).toMatch(/^## Recordatorio de pago/);
    const preview = document.querySelector('.w-md-editor-preview') as HTMLElement;
    await waitFor(() => expect(preview.querySelector('h2')?.textContent).toBe('Recordatorio de pago'));
    expect(directionOf(preview.querySelector('h2'))).toBe('auto');
    expect(directionOf(preview.querySelector('strong'))).toBe('auto');
    expect(directionOf(document.getElementById('template-editor-title'))).toBe('auto');
    expect(document.getElementById('template-editor-title')?.textContent).toBe('Recordatorio de pago');

    // The interface around them follows the language: the label, the toolbar.
    expect(directionOf(screen.getByText('Texto de la plantilla (Markdown)'))).toBe('rtl');
    expect(document.querySelector('.w-md-editor')?.classList.contains('w-md-editor-rtl')).toBe(true);
    // The source is not painted in a second layer that would keep the interface's direction.
    expect(document.querySelector('.w-md-editor-text-pre')).toBeNull();
  });

  it('the read-only view takes its own direction too, with no direction forced on it', async () => {
    await openFeature('/conf_mensajes', { storage: { ...cashierStorage(), ...ARABIC } });
    fireEvent.click(await screen.findByRole('button', { name: /^Recordatorio de pago/ }));
    const view = await screen.findByRole('region', { name: 'Vista previa de la plantilla' });
    await waitFor(() => expect(view.querySelector('h2')?.textContent).toBe('Recordatorio de pago'));
    expect(directionOf(view.querySelector('h2'))).toBe('auto');
    expect(directionOf(view.querySelector('p'))).toBe('auto');
    for (const element of view.querySelectorAll<HTMLElement>('*')) expect(element.style.direction).toBe('');
    expect(view.getAttribute('dir')).toBe('rtl');
  });
});

describe('names and roles from the server', () => {
  it('the Usuarios table: login names, names and roles in their own direction, the headers in the interface\'s', async () => {
    await openFeature('/usuarios', { storage: { ...signedInStorage(), ...ARABIC } });
    const table = await screen.findByRole('table');
    for (const text of ['admin', 'Ana Torres', 'Administrador', 'Lucía Gómez', 'Cobrador']) {
      expect(directionOf(holding(table, text)), text).toBe('auto');
    }
    expect(directionOf(screen.getByRole('columnheader', { name: /^Rol/ }))).toBe('rtl');
  });

  it('the header\'s profile button and menu, and the lock screen', async () => {
    await openFeature('/usuarios', { storage: { ...signedInStorage({ name: 'Ana Torres' }), ...ARABIC } });
    const button = await screen.findByRole('button', { name: TEXT.profileMenu });
    expect(directionOf(holding(button, 'Ana Torres'))).toBe('auto');
    expect(directionOf(holding(button, 'Administrador'))).toBe('auto');
    const menu = await openProfileMenu();
    // The dropdown's header (its link to 'Cambiar contraseña', beside the menu) names the user.
    const header = screen.getByRole('link', { name: /Ana Torres/ });
    expect(directionOf(holding(header, 'Ana Torres'))).toBe('auto');
    expect(directionOf(holding(header, 'Administrador'))).toBe('auto');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await chooseProfileEntry('Lock Screen');
    const lock = (await screen.findByRole('heading', { name: 'Pantalla bloqueada' })).closest('form') as HTMLElement;
    expect(directionOf(holding(lock, 'Ana Torres'))).toBe('auto');
    expect(directionOf(screen.getByRole('heading', { name: 'Pantalla bloqueada' }))).toBe('rtl');
  });

  it('the sidebar\'s menu titles', async () => {
    await openFeature('/usuarios', { storage: { ...signedInStorage(), ...ARABIC } });
    const sidebar = await findSidebar();
    expect(directionOf(holding(within(sidebar).getByRole('button', { name: 'Administración' }), 'Administración'))).toBe('auto');
    expect(directionOf(holding(within(sidebar).getByRole('link', { name: 'Usuarios' }), 'Usuarios'))).toBe('auto');
    expect(directionOf(within(sidebar).getByRole('link', { name: 'Usuarios' }))).toBe('rtl');
  });
});

// Last in the file: the real Arabic catalog it loads stays merged into i18n for the tests after it.
describe('a template\'s name inside a translated sentence', () => {
  it('is isolated, so it keeps its own direction in the Arabic sentence (real catalog)', async () => {
    const ae = readPo('ae');
    const tr = (spanish: string) => ae.get(spanish) as string;
    await openFeature('/conf_mensajes', { storage: { ...signedInStorage(), ...ARABIC }, realCatalogs: true });
    fireEvent.click(await screen.findByRole('button', { name: /^Recordatorio de pago/ }));
    const area = await screen.findByLabelText(tr('Texto de la plantilla (Markdown)'));
    fireEvent.change(area, { target: { value: '## Otro texto' } });
    fireEvent.click(screen.getByRole('button', { name: /^Aviso de mora/ }));
    const asked = await screen.findByRole('alertdialog', { name: tr('¿Descartar los cambios?') });
    const sentence = tr('Los cambios en «{templateName}» no se guardaron. Si abre otra plantilla, se perderán.');
    expect(asked.textContent).toContain(sentence.replace('{templateName}', '\u2068Recordatorio de pago\u2069'));
  });
});
