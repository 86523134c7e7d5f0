import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { redirect, type RouteObject } from 'react-router-dom';
import { waitFor } from 'xstate';
import { selectHasToken, selectIsRestoring } from '../../machines/session/index.ts';
import { BootLoader } from '../components/FullScreenLoader.tsx';
import { BlankLayout } from '../layouts/BlankLayout.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { CrashPage } from '../pages/CrashPage.tsx';
import { NotFoundOrLegacy } from '../pages/NotFoundOrLegacy.tsx';
import type { SessionRef } from './logic.ts';
import { BUSINESS_ROUTES, ROUTE_TITLES, pathOfRoute } from './routes.ts';

/** What a route tells the root layout: its translated document title. */
export interface RouteHandle {
  title: MessageDescriptor;
}

const handle = (title: MessageDescriptor): { handle: RouteHandle } => ({ handle: { title } });

/** Waits for start-up to finish reading the stored session, then answers from the settled state. */
async function settled(session: SessionRef) {
  await waitFor(session, (s) => !selectIsRestoring(s));
  return session.getSnapshot();
}

/**
 * The route table. Route ids are the route names (login, usuarios, …, analytics). Protected
 * routes decide in their loader, before anything of the page renders: no token, /pages/error500.
 */
export function buildRoutes(session: SessionRef): RouteObject[] {
  const requireToken = async () => {
    if (!selectHasToken(await settled(session))) throw redirect('/pages/error500');
    return null;
  };
  const redirectSignedIn = async () => {
    const snapshot = await settled(session);
    const start = snapshot.context.role?.r_inicio;
    if (selectHasToken(snapshot) && start) throw redirect(pathOfRoute(start));
    return null;
  };
  return [
    {
      element: <RootLayout />,
      errorElement: <CrashPage />,
      // While start-up reads the stored session, nothing of any page renders (no flash).
      hydrateFallbackElement: <BootLoader />,
      children: [
        {
          element: <BlankLayout />,
          children: [
            { index: true, id: 'login', loader: redirectSignedIn, element: <LoginPage />, ...handle(msg`Iniciar sesion`) },
            {
              path: 'pages/contact-us-boxed', id: 'contact-us-boxed', ...handle(msg`Contacto`),
              lazy: () => import('../pages/templates/ContactPage.tsx').then((m) => ({ element: <m.ContactPage variant="boxed" /> })),
            },
            {
              path: 'pages/contact-us-cover', id: 'contact-us-cover', ...handle(msg`Contacto`),
              lazy: () => import('../pages/templates/ContactPage.tsx').then((m) => ({ element: <m.ContactPage variant="cover" /> })),
            },
            {
              path: 'pages/coming-soon-boxed', id: 'coming-soon-boxed', ...handle(msg`Próximamente`),
              lazy: () => import('../pages/templates/ComingSoonPage.tsx').then((m) => ({ element: <m.ComingSoonPage variant="boxed" /> })),
            },
            {
              path: 'pages/coming-soon-cover', id: 'coming-soon-cover', ...handle(msg`Próximamente`),
              lazy: () => import('../pages/templates/ComingSoonPage.tsx').then((m) => ({ element: <m.ComingSoonPage variant="cover" /> })),
            },
            {
              path: 'pages/error404', id: 'error404', ...handle(msg`Página no encontrada`),
              lazy: () => import('../pages/errors/Error404Page.tsx').then((m) => ({ Component: m.Error404Page })),
            },
            {
              path: 'pages/error500', id: 'error500', ...handle(msg`Sesión requerida`),
              lazy: () => import('../pages/errors/Error500Page.tsx').then((m) => ({ Component: m.Error500Page })),
            },
            {
              path: 'pages/error503', id: 'error503', ...handle(msg`Servicio no disponible`),
              lazy: () => import('../pages/errors/Error503Page.tsx').then((m) => ({ Component: m.Error503Page })),
            },
            {
              path: 'pages/maintenence', id: 'maintenence', ...handle(msg`Mantenimiento`),
              lazy: () => import('../pages/errors/MaintenancePage.tsx').then((m) => ({ Component: m.MaintenancePage })),
            },
            // Unknown paths show the 404 page; old analytics links (/sss…) go to /analytics.
            { path: '*', id: 'not-found', element: <NotFoundOrLegacy />, ...handle(msg`Página no encontrada`) },
          ],
        },
        {
          id: 'app',
          lazy: () => import('../layouts/AppLayout.tsx').then((m) => ({ Component: m.AppLayout })),
          children: [
            {
              path: 'finance', id: 'finance', ...handle(msg`Finanzas`),
              lazy: () => import('../pages/templates/FinancePage.tsx').then((m) => ({ Component: m.FinancePage })),
            },
            {
              path: 'crypto', id: 'crypto', ...handle(msg`Criptomonedas`),
              lazy: () => import('../pages/templates/CryptoPage.tsx').then((m) => ({ Component: m.CryptoPage })),
            },
            {
              path: 'pages/knowledge-base', id: 'knowledge-base', ...handle(msg`Base de conocimiento`),
              lazy: () => import('../pages/templates/KnowledgeBasePage.tsx').then((m) => ({ Component: m.KnowledgeBasePage })),
            },
            {
              path: 'pages/faq', id: 'faq', ...handle(msg`Preguntas frecuentes`),
              lazy: () => import('../pages/templates/FaqPage.tsx').then((m) => ({ Component: m.FaqPage })),
            },
            {
              id: 'protected',
              loader: requireToken,
              children: BUSINESS_ROUTES.map((name) => ({
                path: name,
                id: name,
                ...handle(ROUTE_TITLES[name]),
                lazy: () =>
                  name === 'usuarios'
                    ? import('../features/users/UsersPage.tsx').then((m) => ({ Component: m.UsersPage }))
                    : name === 'conf_mensajes'
                      ? import('../features/messages/MessageTemplatesPage.tsx').then((m) => ({ Component: m.MessageTemplatesPage }))
                      : import('../pages/business/BusinessPage.tsx').then((m) => ({ element: <m.BusinessPage route={name} /> })),
              })),
            },
          ],
        },
      ],
    },
  ];
}
