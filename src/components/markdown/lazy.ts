import { lazy } from 'react';

/** One chunk for both: the editor and the view share the whole Markdown pipeline. */
const load = () => import('./markdownComponents.ts');

/** React.lazy wrappers: the Markdown chunk loads when the first of them renders. */
export const LazyMarkdownEditor = lazy(() => load().then((m) => ({ default: m.MarkdownEditor })));
export const LazyMarkdownView = lazy(() => load().then((m) => ({ default: m.MarkdownView })));
