/**
 * The one rendering pipeline for stored Markdown (security.md E1–E3). @uiw/react-md-editor's
 * preview (its `nohighlight` entry: no Prism) runs its own plugins (slug, heading anchors,
 * rehype-attr) before any plugin of ours, so what they add reaches the tree; rehype-sanitize
 * (GitHub's schema) must then be the first plugin we add, on EVERY render path: the editor's
 * live preview and MarkdownView.
 * HTML written inside the Markdown is never parsed (rehype-raw is not shipped: noRawHtml.ts); it
 * stays raw nodes, which rehype-sanitize drops. No other module renders Markdown.
 */
import rehypeSanitize from 'rehype-sanitize';
import type { MDEditorProps } from '@uiw/react-md-editor/nohighlight';

type PreviewOptions = NonNullable<MDEditorProps['previewOptions']>;
type RehypePlugins = NonNullable<PreviewOptions['rehypePlugins']>;

interface HastNode {
  type: string;
  tagName?: string;
  children?: HastNode[];
}

function withoutEmptyLinks(node: HastNode): void {
  if (!node.children) return;
  node.children = node.children.filter((child) => !(child.type === 'element' && child.tagName === 'a' && !child.children?.length));
  node.children.forEach(withoutEmptyLinks);
}

/**
 * After sanitizing, the heading anchors the preview adds are empty links (their icon and
 * aria-hidden are stripped): links without a name, which screen readers would still list.
 */
export const dropEmptyLinks = () => (tree: HastNode) => withoutEmptyLinks(tree);

/** rehype-sanitize first, then the tidy-up above. */
export const SANITIZE_PLUGINS: RehypePlugins = [[rehypeSanitize], dropEmptyLinks] as RehypePlugins;

const SAFE_SCHEME = /^(?:https?|mailto|tel)$/i;

/**
 * Links and images may only use http(s), mailto and tel, or be relative: the preview's default
 * passes every URL through unchanged. (rehype-sanitize applies the same rule; this is the second
 * lock on the same door.)
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  const boundary = url.search(/[/?#]/);
  if (colon === -1 || (boundary !== -1 && colon > boundary)) return url;
  return SAFE_SCHEME.test(url.slice(0, colon)) ? url : '';
}

/** Everything both render paths pass to the preview. */
export const SANITIZED_PREVIEW: PreviewOptions = {
  rehypePlugins: SANITIZE_PLUGINS,
  urlTransform: safeUrl,
  // The copy button the preview adds to code blocks is markup the sanitizer would mangle.
  disableCopy: true,
};
