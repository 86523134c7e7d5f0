import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useState } from 'react';
import {
  selectBlocksLeaving,
  selectCanClose,
  selectCanDiscard,
  selectCanEdit,
  selectCanSave,
  selectDraft,
  selectEditorReadOnly,
  selectFailure,
  selectIsConfirmingLeave,
  selectIsLoading,
  selectIsSaving,
  selectJustSaved,
  selectLeaveTarget,
  selectLoadFailed,
  selectSaveFailed,
  selectSelectedTemplate,
  selectTemplates,
  TEMPLATE_BODY_MAX,
} from '../../../machines/messageTemplates/index.ts';
import { can } from '../../../machines/permissions.ts';
import { selectHasToken, selectPermissions } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { useLeaveBlocker } from '../../app/useLeaveBlocker.ts';
// The editor and its Markdown pipeline are a large chunk: it loads when a template is opened.
import { LazyMarkdownEditor as MarkdownEditor, LazyMarkdownView as MarkdownView } from '../../components/markdown/lazy.ts';
import { useMarkdownAppearance } from '../../components/markdown/useMarkdownAppearance.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Button, Card, mutedCss } from '../../components/ui.tsx';
import { color, font, radius, space } from '../../styles/tokens.ts';
import { ConfirmLeaveDialog } from './ConfirmLeaveDialog.tsx';
import { createNavigationGate, provideMessageTemplates } from './messageTemplatesLogic.ts';
import { TemplateList } from './TemplateList.tsx';


/** The placeholders the templates use; shown as a reminder, not translated (they are data). */
const PLACEHOLDERS = ['{{cliente}}', '{{monto}}', '{{vencimiento}}'];

const layoutCss = css`
  display: grid; gap: ${space.xl};
  @media (min-width: 1100px) { grid-template-columns: minmax(220px, 1fr) minmax(0, 3fr); align-items: start; }
`;
const sectionTitleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`;
const actionsCss = css`display: flex; flex-wrap: wrap; align-items: center; gap: ${space.sm}; margin-block-start: ${space.lg};`;
const noteCss = css`
  margin: 0 0 ${space.md}; padding: ${space.sm} ${space.md}; border-radius: ${radius.md};
  border-inline-start: 4px solid ${color.primary}; background: ${color.surfaceAlt};
`;
const failedCss = css`${noteCss}; border-inline-start-color: ${color.danger}; p { margin: 0; } p + p { margin-block-start: ${space.xs}; }`;
const savedCss = css`font-weight: 600; color: ${color.primary};`;
const codeListCss = css`display: inline-flex; flex-wrap: wrap; gap: ${space.xs}; margin-inline-start: ${space.xs}; code { font-size: ${font.size.sm}; }`;

/** 'Configuración de mensajes': the message templates, edited as Markdown with a live sanitized preview. */
export function MessageTemplatesPage() {
  const app = useApp();
  const { t, i18n } = useLingui();
  const appearance = useMarkdownAppearance();
  const permissions = useSelector(app.session, selectPermissions);
  const [gate] = useState(createNavigationGate);
  const [logic] = useState(() => provideMessageTemplates(app.deps, app.session, gate));
  // Whether the role may edit is a display hint taken once; the server checks every save.
  const templates = useActorRef(logic, { inspect: app.deps.inspect, input: { canEdit: can(permissions, 'template.edit') } });

  const loading = useSelector(templates, selectIsLoading);
  const loadFailed = useSelector(templates, selectLoadFailed);
  const list = useSelector(templates, selectTemplates);
  const selected = useSelector(templates, selectSelectedTemplate);
  const draft = useSelector(templates, selectDraft);
  const canEdit = useSelector(templates, selectCanEdit);
  const readOnly = useSelector(templates, selectEditorReadOnly);
  const canSave = useSelector(templates, selectCanSave);
  const canDiscard = useSelector(templates, selectCanDiscard);
  const canClose = useSelector(templates, selectCanClose);
  const saving = useSelector(templates, selectIsSaving);
  const justSaved = useSelector(templates, selectJustSaved);
  const saveFailed = useSelector(templates, selectSaveFailed);
  const failure = useSelector(templates, selectFailure);
  const confirming = useSelector(templates, selectIsConfirmingLeave);
  const leaveTo = useSelector(templates, selectLeaveTarget);
  const blocksLeaving = useSelector(templates, selectBlocksLeaving);

  // Leaving for another page with unsaved changes: the router waits, the machine asks. A session
  // that has ended (logout, expiry, another tab) always leaves: a signed-out user cannot stay.
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) =>
      selectBlocksLeaving(templates.getSnapshot()) &&
      selectHasToken(app.session.getSnapshot()) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    gate.set(blocker);
    if (blocker.state === 'blocked') templates.send({ type: 'leave.requested' });
  }, [blocker, gate, templates]);

  // Closing or reloading the tab with unsaved changes: the browser's own question.
  useEffect(() => {
    if (!blocksLeaving) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [blocksLeaving]);

  const loadingEditor = <p role="status">{t`Cargando el editor…`}</p>;

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.conf_mensajes)} />
      {loading && <p role="status">{t`Cargando plantillas…`}</p>}
      {loadFailed && (
        <Card labelledBy="templates-failed-title">
          <h2 id="templates-failed-title" css={sectionTitleCss}>{t`No se pudieron cargar las plantillas`}</h2>
          <p role="alert">{t`Compruebe la conexión e intente nuevamente.`}</p>
          <Button onClick={() => templates.send({ type: 'list.retried' })}>{t`Reintentar`}</Button>
        </Card>
      )}
      {!loading && !loadFailed && (
        <div css={layoutCss}>
          <Card labelledBy="templates-list-title">
            <h2 id="templates-list-title" css={sectionTitleCss}>{t`Plantillas`}</h2>
            {list.length === 0 ? (
              <p css={mutedCss}>{t`No hay plantillas de mensajes.`}</p>
            ) : (
              <TemplateList templates={list} selectedId={selected?.id ?? null} onSelect={(id) => templates.send({ type: 'template.selected', id })} />
            )}
          </Card>

          <Card labelledBy="template-editor-title">
            {selected === null ? (
              <>
                <h2 id="template-editor-title" css={sectionTitleCss}>{t`Editor de plantillas`}</h2>
                <p css={mutedCss}>{t`Elija una plantilla de la lista para verla o editarla.`}</p>
              </>
            ) : (
              <>
                <h2 id="template-editor-title" css={sectionTitleCss} dir="auto">{selected.name}</h2>
                {!canEdit && (
                  <p css={noteCss}>{t`Solo los administradores pueden editar las plantillas de mensajes. Puede leerlas aquí.`}</p>
                )}
                {saveFailed && (
                  <div css={failedCss} role="alert">
                    <p>{t`No se pudo guardar`}</p>
                    {failure === 'forbidden' && <p>{t`Solo los administradores pueden editar las plantillas de mensajes.`}</p>}
                  </div>
                )}
                <p css={mutedCss}>
                  {t`Marcadores disponibles:`}
                  <span css={codeListCss}>{PLACEHOLDERS.map((p) => <code key={p}>{p}</code>)}</span>
                </p>
                <Suspense fallback={loadingEditor}>
                  {canEdit ? (
                    <MarkdownEditor
                      value={draft}
                      onChange={(body) => templates.send({ type: 'body.changed', body })}
                      label={t`Texto de la plantilla (Markdown)`}
                      maxLength={TEMPLATE_BODY_MAX}
                      readOnly={readOnly}
                      colorMode={appearance.colorMode}
                      dir={appearance.dir}
                    />
                  ) : (
                    <MarkdownView source={selected.body} colorMode={appearance.colorMode} dir={appearance.dir} label={t`Vista previa de la plantilla`} />
                  )}
                </Suspense>
                <div css={actionsCss}>
                  {canEdit && (
                    <Button onClick={() => templates.send({ type: 'save.requested' })} disabled={!canSave} aria-busy={saving}>
                      {saving ? t`Guardando…` : t`Guardar`}
                    </Button>
                  )}
                  {canDiscard && (
                    <Button variant="secondary" onClick={() => templates.send({ type: 'edit.cancelled' })}>{t`Descartar cambios`}</Button>
                  )}
                  {canClose && (
                    <Button variant="secondary" onClick={() => templates.send({ type: 'edit.cancelled' })}>{t`Cerrar`}</Button>
                  )}
                  <span role="status" css={savedCss}>{justSaved ? t`Guardado` : ''}</span>
                </div>
              </>
            )}
          </Card>
        </div>
      )}
      <ConfirmLeaveDialog
        open={confirming}
        templateName={selected?.name ?? ''}
        toTemplate={leaveTo?.kind === 'template'}
        onStay={() => templates.send({ type: 'leave.cancelled' })}
        onDiscard={() => templates.send({ type: 'leave.confirmed' })}
      />
    </>
  );
}

export default MessageTemplatesPage;
