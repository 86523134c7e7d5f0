import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

/** Where the page under test is mounted; links elsewhere land on a marker page. */
export const PAGE_PATH = '/page-under-test';

/**
 * Renders one page in Spanish (no catalog: the macros keep the Spanish source) inside a memory
 * router, so tests can follow its links and read where they went.
 */
export async function renderPage(page: ReactElement) {
  await i18n.loadAndActivate({ locale: 'es', messages: {} });
  const router = createMemoryRouter(
    [
      { path: PAGE_PATH, element: page },
      { path: '*', element: <p data-testid="landed">landed</p> },
    ],
    { initialEntries: [PAGE_PATH] },
  );
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { ...view, router };
}
