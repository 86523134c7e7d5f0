import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { secondaryButtonCss } from '../../components/ui.tsx';
import { StatusCard } from './StatusCard.tsx';

/** The application is under maintenance. */
export function MaintenancePage() {
  const { t } = useLingui();
  return (
    <StatusCard
      titleId="maintenance-title"
      icon="tools"
      title={t`Sofia App está en mantenimiento`}
      actions={
        <Link css={secondaryButtonCss} to="/">
          <Trans>Volver al inicio</Trans>
        </Link>
      }
    >
      <p>
        <Trans>Estamos haciendo tareas de mantenimiento y por ahora no se puede trabajar en la aplicación.</Trans>
      </p>
      <p>
        <Trans>Vuelva a intentarlo más tarde. Si necesita algo urgente, hable con el administrador de su empresa.</Trans>
      </p>
    </StatusCard>
  );
}
