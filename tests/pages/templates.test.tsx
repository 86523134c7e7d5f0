import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComingSoonPage } from '../../src/pages/templates/ComingSoonPage.tsx';
import { ContactPage } from '../../src/pages/templates/ContactPage.tsx';
import { CryptoPage } from '../../src/pages/templates/CryptoPage.tsx';
import { FinancePage } from '../../src/pages/templates/FinancePage.tsx';
import { renderPage } from './renderPage.tsx';

afterEach(cleanup);

const h1Text = () => {
  const headings = screen.getAllByRole('heading', { level: 1 });
  expect(headings).toHaveLength(1);
  return headings[0]?.textContent;
};

describe.each(['boxed', 'cover'] as const)('blank-layout templates, %s variant', (variant) => {
  it('contact: says to contact the administrator and has no form', async () => {
    const { container } = await renderPage(<ContactPage variant={variant} />);
    expect(h1Text()).toBe('Contacto');
    expect(screen.getByText(/hable directamente con esa persona/)).toBeTruthy();
    expect(screen.getByText(/Usuario inhabilitado, contáctese con soporte/)).toBeTruthy();
    expect(container.querySelector('form, input, textarea')).toBeNull();
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Preguntas frecuentes' }).getAttribute('href')).toBe('/pages/faq');
  });

  it('coming soon: says so and links back', async () => {
    await renderPage(<ComingSoonPage variant={variant} />);
    expect(h1Text()).toBe('Próximamente');
    expect(screen.getByText(/todavía no está disponible/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('only the cover variant has the decorative panel, hidden from assistive technology', async () => {
    await renderPage(<ContactPage variant={variant} />);
    const panel = screen.queryByTestId('decorative-panel');
    if (variant === 'cover') expect(panel?.getAttribute('aria-hidden')).toBe('true');
    else expect(panel).toBeNull();
  });
});

describe.each([
  { name: 'Finanzas', Page: FinancePage, areas: ['Caja', 'Movimientos', 'Préstamos', 'Analítica'] },
  { name: 'Criptomonedas', Page: CryptoPage, areas: ['Caja', 'Movimientos', 'Analítica'] },
])('sample page $name', ({ name, Page, areas }) => {
  it('is clearly labelled as a sample with no business data', async () => {
    await renderPage(<Page />);
    expect(h1Text()).toBe(name);
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('Página de ejemplo.');
    expect(notice.textContent).toContain('No muestra datos del negocio.');
  });

  it('shows no figures at all', async () => {
    const { container } = await renderPage(<Page />);
    expect(container.textContent).not.toMatch(/\d/);
  });

  it('links to the real business areas', async () => {
    await renderPage(<Page />);
    const real = screen.getByRole('region', { name: 'Dónde están los datos reales' });
    const links = within(real).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(areas);
    expect(links[0]?.getAttribute('href')).toBe('/caja');
  });
});
