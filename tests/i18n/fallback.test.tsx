import { setupI18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CatalogFailureRoot } from '../../src/app/CatalogFailureRoot.tsx';
import { activateFallbackIfNoCatalog } from '../../src/i18n/fallback.ts';

describe('start-up when no catalog could be loaded', () => {
  it('activates Spanish with the crash page\'s texts, and the crash page says so instead of a blank page', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = setupI18n();
    expect(activateFallbackIfNoCatalog(i18n)).toBe(true);
    expect(i18n.locale).toBe('es');
    render(<CatalogFailureRoot i18n={i18n} />);
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByText('Esta pantalla no se pudo mostrar. Sus datos no se han perdido: vuelva a intentarlo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalled();
  });

  it('changes nothing when a catalog is active', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(activateFallbackIfNoCatalog(i18n)).toBe(false);
    expect(i18n.locale).toBe('en');
  });
});
