import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonCss, secondaryButtonCss } from '../../components/ui.tsx';
import { StatusCard } from '../errors/StatusCard.tsx';

/** A feature that is not available yet; no date is promised. */
export function ComingSoonPage({ variant }: { variant: 'boxed' | 'cover' }) {
  const { t } = useLingui();
  return (
    <StatusCard
      variant={variant}
      titleId="coming-soon-title"
      icon="info"
      title={t`Próximamente`}
      actions={
        <>
          <Link css={buttonCss} to="/">
            <Trans>Volver al inicio</Trans>
          </Link>
          <Link css={secondaryButtonCss} to="/pages/faq">
            <Trans>Preguntas frecuentes</Trans>
          </Link>
        </>
      }
    >
      <p>
        <Trans>Esta función todavía no está disponible. La estamos preparando y aparecerá en el menú cuando esté lista.</Trans>
      </p>
      <p>
        <Trans>Mientras tanto, puedes seguir trabajando con las áreas de tu menú.</Trans>
      </p>
    </StatusCard>
  );
}
