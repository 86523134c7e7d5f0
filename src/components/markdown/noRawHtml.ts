/**
 * Stands in for `rehype-raw` inside @uiw/react-markdown-preview (see `markdownWithoutRawHtml` in
 * vite.config.ts). The preview imports rehype-raw for its `skipHtml={false}` option, which would
 * parse HTML written inside the Markdown with parse5 (≈ 45 KB gzip). Templates need no HTML, so
 * the app never sets that option and the parser is not shipped: HTML in a template is dropped by
 * rehype-sanitize like any other raw node. Were the option ever set, rendering fails loudly here
 * instead of quietly shipping an HTML parser again.
 */
export default function rehypeRawIsNotShipped(): never {
  throw new Error('Sofia App: HTML inside Markdown is not supported (rehype-raw is not part of the build).');
}
