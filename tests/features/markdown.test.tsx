/**
 * The Markdown render paths are sanitized (security.md E1): the editor's live preview and
 * MarkdownView. Each payload is rendered alone and all together; the HTML that comes out may
 * not carry an event handler, a javascript: URL, an iframe, a script or srcdoc.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import MDEditor from '@uiw/react-md-editor';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MarkdownEditor } from '../../src/components/markdown/MarkdownEditor.tsx';
import { MarkdownView } from '../../src/components/markdown/MarkdownView.tsx';
import { safeUrl } from '../../src/components/markdown/sanitize.ts';

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<IFRAME SRC="javascript:alert(1)">',
  '[x](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<!--rehype:onclick=alert(1)-->',
  '<details open ontoggle=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<script>alert(1)</script>',
];
const ALL = PAYLOADS.join('\n\n');
const UNSAFE = /on\w+=|javascript:|<iframe|<script|srcdoc/i;

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'es', messages: {} });
});

afterEach(cleanup);

const withI18n = (element: ReactElement) => <I18nProvider i18n={i18n}>{element}</I18nProvider>;

/** The HTML of the preview area of a rendered editor. */
function previewHtml(container: HTMLElement): string {
  const preview = container.querySelector('.w-md-editor-preview');
  if (!preview) throw new Error('the editor shows no preview');
  return preview.innerHTML;
}

describe('the test can fail', () => {
  it('without sanitizing, the preview component lets payloads through', () => {
    const html = renderToStaticMarkup(<MDEditor.Markdown source={ALL} />);
    expect(html).toMatch(UNSAFE);
    expect(html).toMatch(/<iframe/i);
    expect(html).toMatch(/srcdoc/i);
  });
});

describe('MarkdownView', () => {
  it.each(PAYLOADS)('renders %s inert (server-side markup)', (payload) => {
    const html = renderToStaticMarkup(<MarkdownView source={`Hola\n\n${payload}\n\nfin`} />);
    expect(html).not.toMatch(UNSAFE);
    expect(html).toContain('Hola');
  });

  it('renders every payload together inert, in the DOM too', () => {
    const { container } = render(<MarkdownView source={ALL} />);
    expect(container.innerHTML).not.toMatch(UNSAFE);
    expect(container.querySelectorAll('script, iframe, [onerror], [ontoggle], [onclick]')).toHaveLength(0);
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/^javascript:/i);
  });

  it('still renders ordinary Markdown and the placeholders', () => {
    const { container } = render(
      <MarkdownView source={'## Recordatorio de pago\n\nEstimado/a **{{cliente}}**: vence el *{{vencimiento}}*. [Web](https://example.com)'} />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Recordatorio de pago');
    expect(container.querySelector('strong')?.textContent).toBe('{{cliente}}');
    expect(container.querySelector('em')?.textContent).toBe('{{vencimiento}}');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com');
    // The heading anchors the preview adds are empty once sanitized: they are dropped.
    expect([...container.querySelectorAll('a')].every((a) => (a.textContent ?? '') !== '')).toBe(true);
    // Ids are prefixed, so content cannot clobber the app's own ids (E2).
    expect(container.querySelector('h2')?.id).toMatch(/^user-content-/);
  });

  it('follows the colour mode and direction it is given', () => {
    const { container } = render(<MarkdownView source="hola" colorMode="dark" dir="rtl" label="Vista" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('data-color-mode')).toBe('dark');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('region', { name: 'Vista' })).toBe(root);
  });
});

describe('MarkdownEditor', () => {
  it.each(PAYLOADS)('shows %s inert in the live preview', (payload) => {
    const { container } = render(withI18n(<MarkdownEditor value={payload} onChange={() => {}} label="Texto" maxLength={10_000} />));
    expect(previewHtml(container)).not.toMatch(UNSAFE);
  });

  it('shows every payload together inert in the live preview', () => {
    const { container } = render(withI18n(<MarkdownEditor value={ALL} onChange={() => {}} label="Texto" maxLength={10_000} />));
    const html = previewHtml(container);
    expect(html).not.toMatch(UNSAFE);
    // The text area keeps the text exactly as written: nothing is silently changed.
    expect((screen.getByLabelText('Texto') as HTMLTextAreaElement).value).toBe(ALL);
  });

  it('labels the text area, limits it, counts the characters politely, and reports changes', () => {
    const onChange = vi.fn<(value: string) => void>();
    render(withI18n(<MarkdownEditor value={'a'.repeat(1234)} onChange={onChange} label="Texto de la plantilla" maxLength={10_000} />));
    const area = screen.getByLabelText('Texto de la plantilla') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.maxLength).toBe(10_000);
    const counter = screen.getByRole('status');
    expect(counter.textContent).toBe('1234 / 10000 caracteres');
    expect(area.getAttribute('aria-describedby')).toBe(counter.id);
    fireEvent.change(area, { target: { value: 'nuevo' } });
    expect(onChange).toHaveBeenLastCalledWith('nuevo');
  });

  it('says so when the text is over the limit', () => {
    render(withI18n(<MarkdownEditor value={'a'.repeat(11)} onChange={() => {}} label="Texto" maxLength={10} />));
    expect(screen.getByRole('status').textContent).toMatch(/^11 \/ 10 caracteres: supera el límite/);
    expect(screen.getByLabelText('Texto').getAttribute('aria-invalid')).toBe('true');
  });

  it('names the toolbar buttons in the interface language', () => {
    render(withI18n(<MarkdownEditor value="" onChange={() => {}} label="Texto" maxLength={10} />));
    for (const name of ['Negrita (Ctrl + B)', 'Cursiva (Ctrl + I)', 'Enlace (Ctrl + L)', 'Lista numerada (Ctrl + Shift + O)', 'Pantalla completa (Ctrl + 0)']) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('title')).toBe(name);
    }
    expect(screen.queryByRole('button', { name: /^Add |Open help|Insert/ })).toBeNull();
  });

  it('follows the colour mode and direction it is given, and can be read-only', () => {
    const { container } = render(
      withI18n(<MarkdownEditor value="x" onChange={() => {}} label="Texto" maxLength={10} colorMode="dark" dir="rtl" readOnly />),
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('data-color-mode')).toBe('dark');
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('.w-md-editor')?.getAttribute('data-color-mode')).toBe('dark');
    expect((screen.getByLabelText('Texto') as HTMLTextAreaElement).readOnly).toBe(true);
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['http://example.com', 'http://example.com'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['tel:+54111234', 'tel:+54111234'],
    ['/relative/path', '/relative/path'],
    ['#anchor', '#anchor'],
    ['page?x=a:b', 'page?x=a:b'],
    ['javascript:alert(1)', ''],
    ['JaVaScRiPt:alert(1)', ''],
    ['data:text/html,<script>', ''],
    ['vbscript:x', ''],
  ])('%s → %s', (url, expected) => {
    expect(safeUrl(url)).toBe(expected);
  });
});
