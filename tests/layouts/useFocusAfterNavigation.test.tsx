/** After a navigation the focus goes to the new page's heading; a page that focused a field keeps it. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { useFocusAfterNavigation } from '../../src/layouts/useFocusAfterNavigation.ts';

function Layout() {
  const { pathname } = useLocation();
  useFocusAfterNavigation(pathname, 'main');
  return (
    <>
      <nav>
        <Link to="/a">A</Link>
        <Link to="/form">Form</Link>
        <Link to="/late">Late</Link>
        <Link to="/slow">Slow</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p>Cargando…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}

let releaseLate: () => void = () => undefined;
const LatePage = lazy(
  () =>
    new Promise<{ default: () => ReactElement }>((resolve) => {
      releaseLate = () => resolve({ default: () => <h1>Llegó tarde</h1> });
    }),
);

let releaseData: () => void = () => undefined;
/** A page whose heading waits for its data (the route itself commits at once). */
function SlowPage() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    releaseData = () => setLoaded(true);
  }, []);
  return loaded ? <h1>Con datos</h1> : <p>Cargando datos…</p>;
}

function FormPage() {
  const [value, setValue] = useState('');
  return (
    <>
      <h1>Formulario</h1>
      <label>
        Nombre
        <input autoFocus value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Inicio</h1> },
          { path: '/a', element: <h1>Página A</h1> },
          { path: '/form', element: <FormPage /> },
          { path: '/late', element: <LatePage /> },
          { path: '/slow', element: <SlowPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('useFocusAfterNavigation', () => {
  it('leaves the first page of a visit alone, then focuses the heading of each page navigated to', async () => {
    renderApp();
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Inicio' }));
    fireEvent.click(screen.getByRole('link', { name: 'A' }));
    const heading = await screen.findByRole('heading', { name: 'Página A' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps the focus a page gave its own field', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Form' }));
    const field = await screen.findByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(field);
  });

  it('leaves the focus where the user moved it while the page waited for its data', async () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'Slow' });
    link.focus();
    fireEvent.click(link);
    await screen.findByText('Cargando datos…');
    const elsewhere = screen.getByRole('link', { name: 'A' });
    elsewhere.focus();
    await act(async () => {
      releaseData();
      await Promise.resolve();
    });
    await screen.findByRole('heading', { name: 'Con datos' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('waits for a heading that comes later (a lazy page)', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'Late' }));
    await act(async () => {
      releaseLate();
      await Promise.resolve();
    });
    const heading = await screen.findByRole('heading', { name: 'Llegó tarde' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
