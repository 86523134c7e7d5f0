export { MarkdownEditor } from './MarkdownEditor.tsx';
export { MarkdownView } from './MarkdownView.tsx';
