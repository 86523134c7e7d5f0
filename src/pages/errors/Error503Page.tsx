import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonCss, secondaryButtonCss } from '../../components/ui.tsx';
import { reloadPage } from './reload.ts';
import { StatusCard } from './StatusCard.tsx';

/** The service does not answer for now: try again later, or reload right away. */
export function Error503Page() {
  const { t } = useLingui();
  return (
    <StatusCard
      titleId="error503-title"
      icon="globe"
      eyebrow={t`Error 503`}
      title={t`Servicio no disponible`}
      actions={
        <>
          <button type="button" css={buttonCss} onClick={reloadPage}>
            <Trans>Volver a intentarlo</Trans>
          </button>
          <Link css={secondaryButtonCss} to="/">
            <Trans>Volver al inicio</Trans>
          </Link>
        </>
      }
    >
      <p>
        <Trans>El servicio no está disponible en este momento. Espere unos minutos y vuelva a intentarlo.</Trans>
      </p>
      <p>
        <Trans>Si el problema continúa, avise al administrador de su empresa.</Trans>
      </p>
    </StatusCard>
  );
}
