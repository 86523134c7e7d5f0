import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteObject } from 'react-router-dom';
import { can, type Permission } from '../../machines/permissions.ts';
import { selectHasToken, selectIsRestoring, selectMustChangePassword, selectPermissions } from '../../machines/session/index.ts';
import { BlankLayout } from '../layouts/BlankLayout.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { NotFoundOrLegacy } from '../pages/NotFoundOrLegacy.tsx';
import type { Guard } from './appRouter.ts';
import { appAreas } from './areas.tsx';
import { page } from './lazyPage.ts';
import type { SessionRef } from './logic.ts';
import { matchesAt } from './routeMatches.ts';
import { PASSWORD_PAGE_PATH, PENDING_PAGE_PATH, pathOfRoute } from './routes.ts';

export { prefetchPages, preloadPages, preloadPagesAt } from './lazyPage.ts';

/** What a route tells the app: its translated document title, and who may enter it. */
export interface RouteHandle {
  title?: MessageDescriptor;
  /** Only with a session token; without one, /pages/error500. */
  requiresToken?: true;
  /** Only without a session; a signed-in user goes to the role's start route. */
  signedOutOnly?: true;
  /** Only for a role that holds this permission; a signed-in user without it gets /pages/error403. */
  requires?: Permission;
}

const handle = (title: MessageDescriptor, rest: Omit<RouteHandle, 'title'> = {}): { handle: RouteHandle } => ({
  handle: { title, ...rest },
});

const ContactPage = page(() => import('../pages/templates/ContactPage.tsx').then((m) => m.ContactPage));
const ComingSoonPage = page(() => import('../pages/templates/ComingSoonPage.tsx').then((m) => m.ComingSoonPage));
const Error403Page = page(() => import('../pages/errors/Error403Page.tsx').then((m) => m.Error403Page));
const Error404Page = page(() => import('../pages/errors/Error404Page.tsx').then((m) => m.Error404Page));
const Error500Page = page(() => import('../pages/errors/Error500Page.tsx').then((m) => m.Error500Page));
const Error503Page = page(() => import('../pages/errors/Error503Page.tsx').then((m) => m.Error503Page));
const MaintenancePage = page(() => import('../pages/errors/MaintenancePage.tsx').then((m) => m.MaintenancePage));
const AppLayout = page(() => import('../layouts/AppLayout.tsx').then((m) => m.AppLayout));
const FinancePage = page(() => import('../pages/templates/FinancePage.tsx').then((m) => m.FinancePage));
const CryptoPage = page(() => import('../pages/templates/CryptoPage.tsx').then((m) => m.CryptoPage));
const KnowledgeBasePage = page(() => import('../pages/templates/KnowledgeBasePage.tsx').then((m) => m.KnowledgeBasePage));
const FaqPage = page(() => import('../pages/templates/FaqPage.tsx').then((m) => m.FaqPage));
const PasswordPage = page(() => import('../pages/PasswordPage.tsx').then((m) => m.PasswordPage));
const PendingPage = page(() => import('../pages/PendingPage.tsx').then((m) => m.PendingPage));

/**
 * Fetches the application layout's chunks and inserts its first render's styles: signed out,
 * signing in is the next step and should not wait for either.
 */
export const preloadAppLayout = (): Promise<void> =>
  Promise.all([AppLayout.preload(), import('../layouts/warmLayoutStyles.tsx').then((m) => m.warmLayoutStyles())]).then(() => undefined);

/** The route handles that apply at `pathname`, outermost first (matched as the router matches). */
export function handlesAt(routes: RouteObject[], pathname: string): RouteHandle[] {
  return (matchesAt(routes, pathname) ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle);
}

/**
 * Who may enter where, decided at each navigation from the session as it is then (as route
 * loaders did): protected routes need a token, an area's route the permission it requires (when
 * the login answer listed the role's permissions: without a list the server's 403 decides), and
 * the login page sends a signed-in user to the role's start route. While start-up still reads the
 * stored session nothing is decided; start-up asks again once it is read.
 */
export function createGuard(routes: RouteObject[], session: Pick<SessionRef, 'getSnapshot'>): Guard {
  return (pathname) => {
    const snapshot = session.getSnapshot();
    if (selectIsRestoring(snapshot)) return null;
    // The password must change first: that screen covers every address, which stays as it is
    // until the change is done and the sign-in goes on to the start page.
    if (selectMustChangePassword(snapshot)) return null;
    const handles = handlesAt(routes, pathname);
    const signedIn = selectHasToken(snapshot);
    if (!signedIn && handles.some((h) => h.requiresToken)) return '/pages/error500';
    const permissions = selectPermissions(snapshot);
    if (signedIn && handles.some((h) => h.requires !== undefined && !can(permissions, h.requires))) return '/pages/error403';
    const start = snapshot.context.role?.r_inicio;
    if (signedIn && start && handles.some((h) => h.signedOutOnly)) return pathOfRoute(start);
    return null;
  };
}

/**
 * The route table. Route ids are the route names (login, usuarios, …, analytics). Pages are
 * lazy chunks; the guard above decides who enters before any of them renders.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <BlankLayout />,
          children: [
            { index: true, id: 'login', element: <LoginPage />, ...handle(msg`Iniciar sesion`, { signedOutOnly: true }) },
            { path: 'pages/contact-us-boxed', id: 'contact-us-boxed', element: <ContactPage variant="boxed" />, ...handle(msg`Contacto`) },
            { path: 'pages/contact-us-cover', id: 'contact-us-cover', element: <ContactPage variant="cover" />, ...handle(msg`Contacto`) },
            { path: 'pages/coming-soon-boxed', id: 'coming-soon-boxed', element: <ComingSoonPage variant="boxed" />, ...handle(msg`Próximamente`) },
            { path: 'pages/coming-soon-cover', id: 'coming-soon-cover', element: <ComingSoonPage variant="cover" />, ...handle(msg`Próximamente`) },
            { path: 'pages/error403', id: 'error403', element: <Error403Page />, ...handle(msg`Error 403: acceso denegado`) },
            { path: 'pages/error404', id: 'error404', element: <Error404Page />, ...handle(msg`Página no encontrada`) },
            { path: 'pages/error500', id: 'error500', element: <Error500Page />, ...handle(msg`Error 500: sesión requerida`) },
            { path: 'pages/error503', id: 'error503', element: <Error503Page />, ...handle(msg`Servicio no disponible`) },
            { path: 'pages/maintenence', id: 'maintenence', element: <MaintenancePage />, ...handle(msg`Mantenimiento`) },
            // Unknown paths show the 404 page; old analytics links (/sss…) go to /analytics.
            { path: '*', id: 'not-found', element: <NotFoundOrLegacy />, ...handle(msg`Página no encontrada`) },
          ],
        },
        {
          id: 'app',
          element: <AppLayout />,
          children: [
            { path: 'finance', id: 'finance', element: <FinancePage />, ...handle(msg`Finanzas`) },
            { path: 'crypto', id: 'crypto', element: <CryptoPage />, ...handle(msg`Criptomonedas`) },
            { path: 'pages/knowledge-base', id: 'knowledge-base', element: <KnowledgeBasePage />, ...handle(msg`Base de conocimiento`) },
            { path: 'pages/faq', id: 'faq', element: <FaqPage />, ...handle(msg`Preguntas frecuentes`) },
            // 'Cambiar contraseña': any signed-in user, their own account (no permission).
            {
              path: PASSWORD_PAGE_PATH.slice(1),
              id: 'perfil-contrasena',
              element: <PasswordPage />,
              ...handle(msg`Cambiar contraseña`, { requiresToken: true }),
            },
            // 'Pendientes': any signed-in user; the server answers only the kinds the role acts on.
            { path: PENDING_PAGE_PATH.slice(1), id: 'pendientes', element: <PendingPage />, ...handle(msg`Pendientes`, { requiresToken: true }) },
            {
              id: 'protected',
              handle: { requiresToken: true } satisfies RouteHandle,
              // One route per area of the registry; its id is the route name (`usuarios`).
              children: appAreas().map(({ route, path, title, requires, element }) => ({ path, id: route, ...handle(title, { requires }), element })),
            },
          ],
        },
      ],
    },
  ];
}
