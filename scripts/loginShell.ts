/**
 * Paints the login page from the HTML, before any script has run (issue #12, item 5: LCP).
 *
 * At build time the real app renders its first screen at '/' signed out, in Spanish, light
 * (src/app/renderLoginShell.tsx, loaded through a Vite server so that the Lingui macros,
 * Emotion and the catalogs are compiled exactly as in the bundle), and this plugin puts the
 * markup into index.html's #root, hidden. The catalog preloader (scripts/catalogPreload.ts),
 * an async script that runs as soon as it arrives, reveals it only where the app's first render
 * is exactly that page; React's first render then replaces #root's content with the same page.
 * The shell is `inert` (no focus, no clicks, hidden from assistive technology): nothing can be
 * typed into it and lost, and its form can never submit natively.
 */
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { SHOW_LOGIN_SHELL } from './catalogPreload.ts';

export const LOGIN_SHELL_ID = 'login-shell';
const ROOT = '<div id="root"></div>';
const CONFIG = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

/** The shell's markup and the style that keeps it hidden unless the preloader revealed it. */
export function withLoginShell(html: string, shell: string): string {
  if (!html.includes(ROOT)) throw new Error(`login-shell: index.html has no empty ${ROOT}`);
  const style = `<style>#${LOGIN_SHELL_ID}{display:none}.${SHOW_LOGIN_SHELL} #${LOGIN_SHELL_ID}{display:block}</style>`;
  return html
    .replace('</head>', `  ${style}\n  </head>`)
    .replace(ROOT, `<div id="root"><div id="${LOGIN_SHELL_ID}" inert>${shell}</div></div>`);
}

async function renderShell(): Promise<string> {
  // A second Vite instance on the same config (this plugin is build-only, so it is not in it):
  // its SSR loader compiles the app as the build does.
  const server = await createServer({ configFile: CONFIG, mode: 'production', logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' });
  try {
    const module = (await server.ssrLoadModule('/src/app/renderLoginShell.tsx')) as { renderLoginShell(): Promise<string> };
    return await module.renderLoginShell();
  } finally {
    await server.close();
  }
}

/** Build only: the login page, prerendered, inside index.html's #root. */
export function loginShell(): Plugin {
  return {
    name: 'sofia-login-shell',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset' || typeof html.source !== 'string') this.error('login-shell: no index.html in the bundle');
      html.source = withLoginShell(html.source, await renderShell());
    },
  };
}
