import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { TEMPLATE_BODY_MAX, type MessageTemplatesView } from '../../../machines/messageTemplates/index.ts';
// The editor and its Markdown pipeline are a large chunk: it loads when a template is opened.
import { LazyMarkdownEditor as MarkdownEditor, LazyMarkdownView as MarkdownView } from '../../components/markdown/lazy.ts';
import { useMarkdownAppearance } from '../../components/markdown/useMarkdownAppearance.ts';
import { Button, Card, mutedCss } from '../../components/ui.tsx';
import { color, font, radius, space } from '../../styles/tokens.ts';

/** The placeholders the templates use; shown as a reminder, not translated (they are data). */
const PLACEHOLDERS = ['{{cliente}}', '{{monto}}', '{{vencimiento}}'];

const sectionTitleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`;
const actionsCss = css`display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm}; margin-block-start: ${space.lg};`;
const noteCss = css`
  margin: 0 0 ${space.md}; padding: ${space.sm} ${space.md}; border-radius: ${radius.md};
  border-inline-start: 4px solid ${color.primary}; background: ${color.surfaceAlt};
`;
const failedCss = css`${noteCss}; border-inline-start-color: ${color.danger}; p { margin: 0; } p + p { margin-block-start: ${space.xs}; }`;
const savedCss = css`font-weight: 600; color: ${color.primary};`;
const codeListCss = css`display: inline-flex; flex-wrap: wrap; gap: ${space.xs}; margin-inline-start: ${space.xs}; code { font-size: ${font.size.sm}; }`;

/**
 * The open template: the Markdown editor (or, for a role that may not edit, the sanitized view),
 * its save state and buttons; a hint to choose one while none is open.
 */
export function TemplateEditor({ view }: { view: MessageTemplatesView }) {
  const { t } = useLingui();
  const appearance = useMarkdownAppearance();
  const { selected } = view;

  if (selected === null) {
    return (
      <Card labelledBy="template-editor-title">
        <h2 id="template-editor-title" css={sectionTitleCss}>{t`Editor de plantillas`}</h2>
        <p css={mutedCss}>{t`Elija una plantilla de la lista para verla o editarla.`}</p>
      </Card>
    );
  }
  return (
    <Card labelledBy="template-editor-title">
      <h2 id="template-editor-title" css={sectionTitleCss} dir="auto">{selected.name}</h2>
      {!view.canEdit && (
        <p css={noteCss}>{t`Su rol no tiene permiso para editar las plantillas de mensajes. Puede leerlas aquí.`}</p>
      )}
      {view.saveFailed && (
        <div css={failedCss} role="alert">
          <p>{t`No se pudo guardar`}</p>
          {view.saveForbidden && <p>{t`Su rol no tiene permiso para editar las plantillas de mensajes.`}</p>}
        </div>
      )}
      <p css={mutedCss}>
        {t`Marcadores disponibles:`}
        <span css={codeListCss}>{PLACEHOLDERS.map((p) => <code key={p}>{p}</code>)}</span>
      </p>
      <Suspense fallback={<p role="status">{t`Cargando el editor…`}</p>}>
        {view.canEdit ? (
          <MarkdownEditor
            value={view.draft}
            onChange={view.edit}
            label={t`Texto de la plantilla (Markdown)`}
            maxLength={TEMPLATE_BODY_MAX}
            readOnly={view.editorReadOnly}
            colorMode={appearance.colorMode}
            dir={appearance.dir}
          />
        ) : (
          <MarkdownView source={selected.body} colorMode={appearance.colorMode} dir={appearance.dir} label={t`Vista previa de la plantilla`} />
        )}
      </Suspense>
      <div css={actionsCss}>
        {view.canEdit && (
          <Button onClick={view.save} disabled={!view.canSave} aria-busy={view.isSaving}>
            {view.isSaving ? t`Guardando…` : t`Guardar`}
          </Button>
        )}
        {view.canDiscard && <Button variant="secondary" onClick={view.cancelEdit}>{t`Descartar cambios`}</Button>}
        {view.canClose && <Button variant="secondary" onClick={view.cancelEdit}>{t`Cerrar`}</Button>}
        <span role="status" css={savedCss}>{view.justSaved ? t`Guardado` : ''}</span>
      </div>
    </Card>
  );
}
