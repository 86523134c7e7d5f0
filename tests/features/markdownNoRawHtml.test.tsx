/**
 * HTML written inside a template is not part of the Markdown the app renders: the preview's
 * rehype-raw (and parse5 with it, ≈ 45 KB gzip) is replaced by a stub at build time
 * (vite.config.ts `markdownWithoutRawHtml`, src/components/markdown/noRawHtml.ts). Vitest runs
 * the same Vite plugins, so these tests see what production ships.
 */
import MDEditor from '@uiw/react-md-editor/nohighlight';
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownView } from '../../src/components/markdown/MarkdownView.tsx';

afterEach(cleanup);

describe('HTML inside Markdown', () => {
  it('is not interpreted: tags in a template make no element, and the words between them stay', () => {
    const { container } = render(<MarkdownView source={'Estimado/a <b>cliente</b>: vence el <u>lunes</u>.\n\n**fin**'} />);
    expect(container.querySelectorAll('b, u')).toHaveLength(0);
    expect(container.querySelector('p')?.textContent).toBe('Estimado/a cliente: vence el lunes.');
    // Markdown itself still renders.
    expect(container.querySelector('strong')?.textContent).toBe('fin');
  });

  it("cannot be switched on: the preview's raw-HTML option fails loudly instead of shipping a parser", () => {
    // React reports the render error on the console before rethrowing it; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderToStaticMarkup(<MDEditor.Markdown source="<b>x</b>" skipHtml={false} />)).toThrow(/not supported/);
  });
});
