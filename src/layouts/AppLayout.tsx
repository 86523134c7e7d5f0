import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { loaderMachine, selectLoaderVisible } from '../../machines/loader/index.ts';
import { selectMenu } from '../../machines/session/index.ts';
import { selectIsLoadingLocale, selectPreferences } from '../../machines/settings/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { provideActiveLocation, providePendingFeed, provideProfilePhoto, provideSidebar } from './layoutLogic.ts';
import { routeOfPath } from '../app/routes.ts';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';
import { ScrollToTop } from '../components/ScrollToTop.tsx';
import { color, layout, space } from '../styles/tokens.ts';
import { FirstRunPanel } from './FirstRunPanel.tsx';
import { Header } from './Header.tsx';
import { LayoutContext } from './LayoutContext.tsx';
import { PhotoDialog } from './PhotoDialog.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useFocusAfterNavigation } from './useFocusAfterNavigation.ts';

export const shellCss = css`
  min-height: 100vh;
  @media (min-width: ${layout.narrowBreakpoint}px) {
    &[data-sidebar='open'] .sofia-content { margin-inline-start: ${layout.sidebarWidth}; }
    /* Collapsible menu: icons only until the sidebar is hovered or holds the focus. */
    &[data-menu='collapsible-vertical'][data-sidebar='open'] .sofia-content { margin-inline-start: 72px; }
    &[data-menu='collapsible-vertical'] #sofia-sidebar:not(:hover):not(:focus-within) {
      width: 72px;
      .sofia-label, .chevron, li ul { display: none; }
    }
  }
`;
export const contentCss = css`min-height: 100vh; display: flex; flex-direction: column; transition: margin 0.2s ease;`;
export const mainCss = css`
  flex: 1; padding: ${space.xl}; width: 100%; min-width: 0;
  @media (max-width: ${layout.phoneBreakpoint}px) { padding: ${space.lg} ${space.md}; }
  [data-layout='boxed-layout'] & { max-width: 1200px; margin-inline: auto; }
  @keyframes sofia-fade-in { from { opacity: 0; } to { opacity: 1; } }
  [data-animation='fade-in'] & > * { animation: sofia-fade-in 0.3s ease; }
`;
export const skipCss = css`
  position: absolute; inset-inline-start: ${space.md}; inset-block-start: -100px; z-index: 10001;
  background: ${color.surface}; padding: ${space.sm} ${space.md};
  &:focus { inset-block-start: ${space.md}; }
`;

/** The application layout: header, sidebar, the page, the loader, scroll-to-top, the photo dialog. */
export function AppLayout() {
  const app = useApp();
  const { t } = useLingui();
  const { pathname } = useLocation();
  const menu = useSelector(app.session, selectMenu);
  const prefs = useSelector(app.settings, selectPreferences, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const options = { inspect: app.deps.inspect };
  const [sidebarLogic] = useState(() => provideSidebar(app.deps));
  const [photoLogic] = useState(() => provideProfilePhoto(app.deps, app.session));
  const sidebar = useActorRef(sidebarLogic, {
    ...options,
    input: { groups: menu, route: routeOfPath(pathname), narrow: app.deps.narrowViewport.matches() },
  });
  const loader = useActorRef(loaderMachine, options);
  const photo = useActorRef(photoLogic, options);
  const [locationLogic] = useState(() => provideActiveLocation(app.deps));
  // Named, so the inspector and a feature's effects can find it: one per signed-in layout.
  const location = useActorRef(locationLogic, { ...options, systemId: 'activeLocation' });
  const [pendingLogic] = useState(() => providePendingFeed(app.deps));
  const pending = useActorRef(pendingLogic, { ...options, systemId: 'pendingFeed' });
  // The feed polls only while the tab is visible: the edge tells it (no DOM in machines/).
  useEffect(() => {
    if (!app.deps.pageVisible.matches()) pending.send({ type: 'page.hidden' });
    return app.deps.pageVisible.subscribe((visible) => pending.send({ type: visible ? 'page.visible' : 'page.hidden' }));
  }, [app.deps.pageVisible, pending]);
  // A click on the current menu entry shows the page again from its data (router.reload): a new
  // key mounts it anew, so the screen's machine loads again; the pending counts are asked too.
  const [reloads, setReloads] = useState(0);
  useEffect(
    () =>
      app.router.onReload(() => {
        setReloads((n) => n + 1);
        pending.send({ type: 'pending.refresh' });
      }),
    [app.router, pending],
  );
  // The layout's first render leaves the page out; React renders it right after, as a deferred
  // update. The menu is then on screen without waiting for the page, and a page whose chunk is
  // still on its way does not show the boundary's fallback (an urgent render would, and React
  // then holds the page back up to 300 ms after its chunk arrived): the deferred render waits for
  // the chunk and commits the page as soon as it is here. Issue #12, item 5.
  const pageRendered = useDeferredValue(true, false);
  const sidebarOpen = useSelector(sidebar, (s) => s.matches('open'));
  const loaderVisible = useSelector(loader, selectLoaderVisible);

  // The loader covers the page again while another language's catalog loads.
  const loadingLocale = useSelector(app.settings, selectIsLoadingLocale);
  useEffect(() => {
    if (loadingLocale) loader.send({ type: 'loader.shown' });
  }, [loader, loadingLocale]);

  useFocusAfterNavigation(pathname, 'main-content');

  // The sidebar follows the session's menu and the current route (never the DOM).
  useEffect(() => sidebar.send({ type: 'menu.updated', groups: menu }), [sidebar, menu]);
  useEffect(() => sidebar.send({ type: 'route.changed', route: routeOfPath(pathname) }), [sidebar, pathname]);

  return (
    <LayoutContext.Provider value={{ sidebar, loader, photo, location, pending }}>
      <div
        css={shellCss}
        data-sidebar={sidebarOpen ? 'open' : 'closed'}
        data-menu={prefs.menu}
        data-layout={prefs.layout}
        data-navbar={prefs.navbar}
        data-semidark={prefs.semidark}
        data-animation={prefs.animation}
      >
        <a href="#main-content" css={skipCss}>
          {t`Saltar al contenido`}
        </a>
        <Sidebar />
        <div className="sofia-content" css={contentCss}>
          <Header />
          <main id="main-content" tabIndex={-1} css={mainCss} key={`${pathname}#${reloads}`}>
            {/* A page's chunk loads inside the layout: header and sidebar stay (the layout's own loader covers the first one). */}
            <FirstRunPanel />
            <Suspense fallback={null}>{pageRendered ? <Outlet /> : null}</Suspense>
          </main>
        </div>
        <ScrollToTop />
        <PhotoDialog />
        {loaderVisible && <FullScreenLoader />}
      </div>
    </LayoutContext.Provider>
  );
}
