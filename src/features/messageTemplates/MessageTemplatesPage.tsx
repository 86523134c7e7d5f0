import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { connectMessageTemplates } from '../../../machines/messageTemplates/index.ts';
import { can } from '../../../machines/permissions.ts';
import { selectPermissions } from '../../../machines/session/index.ts';
import { useApp } from '../../app/AppContext.tsx';
import { ROUTE_TITLES } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { LoadState } from '../../components/screen/LoadState.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useUnsavedChangesGuard } from '../../components/screen/useUnsavedChangesGuard.ts';
import { useView } from '../../components/screen/useView.ts';
import { Card, mutedCss } from '../../components/ui.tsx';
import { font, space } from '../../styles/tokens.ts';
import { ConfirmLeaveDialog } from './ConfirmLeaveDialog.tsx';
import { createNavigationGate } from '../../components/screen/navigationGate.ts';
import { provideMessageTemplates } from './messageTemplatesLogic.ts';
import { TemplateEditor } from './TemplateEditor.tsx';
import { TemplateList } from './TemplateList.tsx';

const layoutCss = css`
  display: grid; gap: ${space.xl};
  @media (min-width: 1100px) { grid-template-columns: minmax(220px, 1fr) minmax(0, 3fr); align-items: start; }
`;
const sectionTitleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.lg};`;

/** 'Configuración de mensajes': the message templates, edited as Markdown with a live sanitized preview. */
export function MessageTemplatesPage() {
  const { session } = useApp();
  const { t, i18n } = useLingui();
  const permissions = useSelector(session, selectPermissions);
  const [gate] = useState(createNavigationGate);
  // Whether the role may edit is a display hint taken once; the server checks every save.
  const canEdit = can(permissions, 'template.edit');
  const templates = useScreenActor((app) => provideMessageTemplates(app.deps, gate), { input: { canEdit } });
  const view = useView(templates, connectMessageTemplates);
  // Unsaved changes: the router waits and the machine asks; closing the tab asks the browser.
  useUnsavedChangesGuard(view.blocksLeaving, gate, view.requestLeave);

  return (
    <>
      <PageHeader title={i18n._(ROUTE_TITLES.conf_mensajes)} />
      <LoadState state={view.load} retry={view.retry} loading={t`Cargando plantillas…`} failed={t`No se pudieron cargar las plantillas`}>
        <div css={layoutCss}>
          <Card labelledBy="templates-list-title">
            <h2 id="templates-list-title" css={sectionTitleCss}>{t`Plantillas`}</h2>
            {view.templates.length === 0 ? (
              <p css={mutedCss}>{t`No hay plantillas de mensajes.`}</p>
            ) : (
              <TemplateList templates={view.templates} selected={view.selected} onSelect={view.select} />
            )}
          </Card>
          <TemplateEditor view={view} />
        </div>
      </LoadState>
      <ConfirmLeaveDialog question={view.leaveQuestion} onStay={view.stay} onDiscard={view.confirmLeave} />
    </>
  );
}

export default MessageTemplatesPage;
