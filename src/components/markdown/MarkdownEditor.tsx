import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import MDEditor, { commands, type ICommand } from '@uiw/react-md-editor/nohighlight';
import { useId, useMemo } from 'react';
import { color, font, radius, space } from '../../styles/tokens.ts';
import { labelCss } from '../ui.tsx';
import { SANITIZED_PREVIEW } from './sanitize.ts';

export interface MarkdownEditorProps {
  value: string;
  onChange(value: string): void;
  /** The visible label of the text area. */
  label: string;
  /** Characters allowed (JavaScript string length); the counter shows it. */
  maxLength: number;
  readOnly?: boolean;
  colorMode?: 'light' | 'dark';
  dir?: 'ltr' | 'rtl';
  height?: number;
}

const wrapCss = css`
  display: grid; gap: ${space.xs};
  .w-md-editor { border-radius: ${radius.md}; box-shadow: 0 0 0 1px ${color.border}; }
  .w-md-editor-toolbar { border-start-start-radius: ${radius.md}; border-start-end-radius: ${radius.md}; }
  .w-md-editor-toolbar button:focus-visible { outline: 2px solid ${color.focus}; outline-offset: 1px; }
  /* The template's text takes its direction (and so its start edge) from its own content
     (dir="auto"), not from the interface's rtl class, which forces text-align: right. */
  .w-md-editor-text-input, .w-md-editor-preview > .wmde-markdown { text-align: start; }
  /* Without the highlight layer nothing gives the text area its height but the library's inline
     min-height (100 px): fill the pane, as the library's nohighlight build does. */
  .w-md-editor-text { min-height: 100% !important; }
`;
const counterCss = css`margin: 0; font-size: ${font.size.sm}; color: ${color.muted}; text-align: end;`;
const overCss = css`${counterCss}; color: ${color.danger}; font-weight: 600;`;

/** A command with a translated name on its button (aria-label and tooltip). */
const named = (command: ICommand, name: string): ICommand => ({
  ...command,
  buttonProps: { ...command.buttonProps, 'aria-label': name, title: name },
});

/** The preview's root: the template's direction comes from its content, not the interface's. */
const PREVIEW = { ...SANITIZED_PREVIEW, wrapperElement: { dir: 'auto' } };

/**
 * The Markdown editor: @uiw/react-md-editor with a sanitized live preview, translated toolbar
 * names, the app's colour mode and direction (`dir`: toolbar and frame; the text area and the
 * preview take theirs from the template's own text), and a character counter announced politely.
 * Load it with React.lazy: the editor is a large chunk that only this screen needs.
 */
export function MarkdownEditor({ value, onChange, label, maxLength, readOnly = false, colorMode = 'light', dir = 'ltr', height = 360 }: MarkdownEditorProps) {
  const { t, i18n } = useLingui();
  const textareaId = useId();
  const counterId = useId();
  const length = value.length;
  const over = length > maxLength;

  // Rebuilt when the language changes. Help (an external site) and image upload are left out.
  const [toolbar, extra] = useMemo(
    () => [
      [
        named(commands.bold, t`Negrita (Ctrl + B)`),
        named(commands.italic, t`Cursiva (Ctrl + I)`),
        named(commands.strikethrough, t`Tachado (Ctrl + Shift + X)`),
        named(commands.hr, t`Línea horizontal (Ctrl + H)`),
        named(commands.heading, t`Título (Ctrl + 1)`),
        commands.divider,
        named(commands.link, t`Enlace (Ctrl + L)`),
        named(commands.quote, t`Cita (Ctrl + Q)`),
        named(commands.code, t`Código (Ctrl + J)`),
        named(commands.codeBlock, t`Bloque de código (Ctrl + Shift + J)`),
        named(commands.table, t`Tabla`),
        commands.divider,
        named(commands.unorderedListCommand, t`Lista con viñetas (Ctrl + Shift + U)`),
        named(commands.orderedListCommand, t`Lista numerada (Ctrl + Shift + O)`),
        named(commands.checkedListCommand, t`Lista de tareas (Ctrl + Shift + C)`),
      ],
      [
        named(commands.codeEdit, t`Solo edición (Ctrl + 7)`),
        named(commands.codeLive, t`Edición y vista previa (Ctrl + 8)`),
        named(commands.codePreview, t`Solo vista previa (Ctrl + 9)`),
        commands.divider,
        named(commands.fullscreen, t`Pantalla completa (Ctrl + 0)`),
      ],
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` changes with the locale, tracked by i18n.locale.
    [i18n.locale],
  );

  return (
    <div css={wrapCss} data-color-mode={colorMode} dir={dir}>
      <label css={labelCss} htmlFor={textareaId}>{label}</label>
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        data-color-mode={colorMode}
        direction={dir}
        height={height}
        preview="live"
        commands={toolbar}
        extraCommands={extra}
        previewOptions={PREVIEW}
        // No source highlighting: it paints the text in a layer under a transparent text area,
        // which would keep the interface's direction while the text area takes the content's.
        highlightEnable={false}
        visibleDragbar={false}
        textareaProps={{
          id: textareaId,
          maxLength,
          readOnly,
          'aria-describedby': counterId,
          'aria-invalid': over || undefined,
          spellCheck: true,
          dir: 'auto',
        }}
      />
      <p id={counterId} role="status" css={over ? overCss : counterCss}>
        {over
          ? t`${length} / ${maxLength} caracteres: supera el límite, acorte el texto para poder guardarlo.`
          : t`${length} / ${maxLength} caracteres`}
      </p>
    </div>
  );
}

export default MarkdownEditor;
