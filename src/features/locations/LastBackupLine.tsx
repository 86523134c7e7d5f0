import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { connectLastBackup, lastBackupMachine } from '../../../machines/locations/index.ts';
import { fromApi } from '../../api/fromApi.ts';
import { Button } from '../../components/ui.tsx';
import { useScreenActor } from '../../components/screen/useScreenActor.ts';
import { useView } from '../../components/screen/useView.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { space } from '../../styles/tokens.ts';

const lineCss = css`margin: ${space.sm} 0 0; display: flex; flex-wrap: wrap; gap: ${space.sm}; align-items: center;`;

/**
 * 'Última copia de seguridad' (issue #37): when the server's last backup was taken and whether it
 * succeeded, for who may edit the locations (the GET asks for location.edit). 'Reintentar' when it
 * could not be loaded.
 */
export function LastBackupLine() {
  const { t, i18n } = useLingui();
  const actor = useScreenActor((sofia) => lastBackupMachine.provide({ actors: { loadLastBackup: fromApi(sofia.deps.api.lastBackup) } }));
  const view = useView(actor, connectLastBackup);
  if (view.state === 'failed') {
    return (
      <p css={lineCss}>
        <span role="alert">{t`No se pudo saber cuándo se hizo la última copia de seguridad.`}</span>
        <Button variant="secondary" onClick={view.retry}>{t`Reintentar`}</Button>
      </p>
    );
  }
  const answer = view.answer;
  let text: string;
  if (answer === null) text = t`Cargando la última copia de seguridad…`;
  else if (!answer.enabled) text = t`Este servidor no hace copias de seguridad: la base de datos PostgreSQL se respalda con pg_dump.`;
  else if (answer.last === null) text = t`Todavía no se ha hecho ninguna copia de seguridad.`;
  else {
    const when = formatDateTime(i18n, answer.last.at);
    text = answer.last.ok ? t`Última copia de seguridad: ${when}, correcta.` : t`Última copia de seguridad: ${when}, FALLÓ. Revise el registro del servidor.`;
  }
  return (
    <p css={lineCss}>
      <span role="status">{text}</span>
    </p>
  );
}
