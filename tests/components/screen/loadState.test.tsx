import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoadState, type LoadStateProps } from '../../../src/components/screen/LoadState.tsx';

beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));
afterEach(cleanup);

function show(props: Partial<LoadStateProps>) {
  const retry = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <LoadState state="ready" retry={retry} loading="Cargando cosas…" failed="No se pudieron cargar las cosas" {...props}>
        <p>Las cosas</p>
      </LoadState>
    </I18nProvider>,
  );
  return retry;
}

describe('<LoadState>', () => {
  it('loading: a status line and nothing else', () => {
    show({ state: 'loading' });
    expect(screen.getByText('Cargando cosas…').getAttribute('role')).toBe('status');
    expect(screen.queryByText('Las cosas')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('failed: a card named by its heading, the advice as an alert, and "Reintentar", which retries', () => {
    const retry = show({ state: 'failed' });
    expect(screen.getByRole('region', { name: 'No se pudieron cargar las cosas' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Compruebe la conexión e intente nuevamente.');
    expect(screen.queryByText('Las cosas')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('failed: a screen may give its own advice', () => {
    show({ state: 'failed', advice: 'Otra cosa.' });
    expect(screen.getByRole('alert').textContent).toBe('Otra cosa.');
  });

  it('failed while retrying: "Reintentando…", busy and disabled', () => {
    const retry = show({ state: 'failed', retrying: true });
    const button = screen.getByRole('button', { name: 'Reintentando…' });
    expect([button.hasAttribute('disabled'), button.getAttribute('aria-busy')]).toEqual([true, 'true']);
    fireEvent.click(button);
    expect(retry).not.toHaveBeenCalled();
  });

  it('ready: the content only', () => {
    show({ state: 'ready' });
    expect(screen.getByText('Las cosas')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
