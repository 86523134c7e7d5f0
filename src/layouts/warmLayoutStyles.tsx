import type { SerializedStyles } from '@emotion/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { overlayCss, spinnerCss } from '../components/FullScreenLoader.tsx';
import { secondaryButtonCss } from '../components/ui.tsx';
import { contentCss, mainCss, shellCss, skipCss } from './AppLayout.tsx';
import { headerCss, spacerCss } from './Header.tsx';
import { smallCss, triggerCss } from './ProfileMenu.tsx';
import { asideCss, brandCss, listCss } from './Sidebar.tsx';
import { childCss, childListCss, groupButtonCss } from './SidebarGroup.tsx';

/**
 * What the signed-in layout's first render styles (layout, sidebar, menu groups, header, profile
 * button, the layout's loader). The login page's own (the icon buttons, the language picker) are
 * inserted by then already.
 */
export const LAYOUT_STYLES: readonly SerializedStyles[] = [
  shellCss, contentCss, mainCss, skipCss, asideCss, brandCss, listCss, groupButtonCss, childCss, childListCss,
  headerCss, spacerCss, secondaryButtonCss, triggerCss, smallCss, overlayCss, spinnerCss,
];

/**
 * Inserts the layout's styles into the page's style sheet ahead of the sign-in. Emotion parses a
 * style (stylis) and inserts its rules the first time an element uses it, inside React's commit:
 * on the first sign-in that was about a quarter of rendering the signed-in layout (issue #12,
 * item 5). Rendering one element per style into a detached root, while the login page is idle,
 * does that work then; Emotion keeps what it inserted (by the style's name) when the root goes.
 */
export function warmLayoutStyles(): void {
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(LAYOUT_STYLES.map((style) => <i key={style.name} css={style} />)));
  root.unmount();
}
