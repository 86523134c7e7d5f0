import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../machines/settings/index.ts';
import { renderApp, signedInStorage, type RenderedApp } from '../support/renderApp.tsx';
import { readPo } from './poCatalog.ts';

let rendered: RenderedApp | undefined;
afterEach(() => {
  rendered?.app.stop();
  rendered?.unmount();
  rendered = undefined;
});

const expectedLang = (locale: Locale) => (locale === 'ae' ? 'ar' : locale);

describe.each(LOCALES)('the interface in %s', (locale) => {
  const po = readPo(locale);
  const tr = (spanish: string) => {
    const text = po.get(spanish);
    if (!text) throw new Error(`${locale}.po has no translation for "${spanish}"`);
    return text;
  };

  it('shows the login page translated, with <html lang> and dir set', async () => {
    rendered = await renderApp('/', { storage: { i18n_locale: locale }, realCatalogs: true });
    expect(document.documentElement.lang).toBe(expectedLang(locale));
    expect(document.documentElement.dir).toBe(locale === 'ae' ? 'rtl' : 'ltr');
    expect(screen.getByRole('button', { name: tr('Iniciar sesion') })).toBeTruthy();
    expect(screen.getByText(tr('Ingresa tu usuario y contraseña para iniciar sesion'))).toBeTruthy();
    expect(screen.getByPlaceholderText(tr('Ingresa tu usuario'))).toBeTruthy();
    expect(screen.getByPlaceholderText(tr('Ingresa tu contraseña'))).toBeTruthy();
    expect(document.title).toBe(`${tr('Iniciar sesion')} · Sofia App`);
    if (locale !== 'es') expect(tr('Ingresa tu usuario')).not.toBe('Ingresa tu usuario');
  });

  it('shows the application layout translated: menu, header and page', async () => {
    rendered = await renderApp('/usuarios', { storage: { i18n_locale: locale, ...signedInStorage() }, realCatalogs: true });
    const nav = await screen.findByRole('navigation', { name: tr('Menú principal') });
    expect(within(nav).getByRole('button', { name: tr('Administración') })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: tr('Usuarios') })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: tr('Usuarios') })).toBeTruthy();
    expect(screen.getByRole('button', { name: tr('Menú de perfil') })).toBeTruthy();
    expect(document.documentElement.dir).toBe(locale === 'ae' ? 'rtl' : 'ltr');
  });
});

describe('switching the language', () => {
  it('loads only the chosen language catalog, then shows it', async () => {
    rendered = await renderApp('/', { realCatalogs: true });
    expect(rendered.deps.loadedLocales).toEqual(['es']);
    const picker = screen.getByRole('combobox');
    fireEvent.change(picker, { target: { value: 'ja' } });
    expect(await screen.findByRole('button', { name: readPo('ja').get('Iniciar sesion') })).toBeTruthy();
    expect(rendered.deps.loadedLocales).toEqual(['es', 'ja']);
    expect(document.documentElement.lang).toBe('ja');
    expect(rendered.deps.storage.get('i18n_locale')).toBe('ja');
  });

  it('switches the whole page to right-to-left for Arabic and back', async () => {
    rendered = await renderApp('/', { realCatalogs: true });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'ae' } });
    expect(await screen.findByRole('button', { name: readPo('ae').get('Iniciar sesion') })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'en' } });
    expect(await screen.findByRole('button', { name: readPo('en').get('Iniciar sesion') })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(rendered.deps.loadedLocales).toEqual(['es', 'ae', 'en']);
  });
});
