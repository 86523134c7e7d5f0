import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonCss, secondaryButtonCss } from '../../components/ui.tsx';
import { StatusCard } from './StatusCard.tsx';

/** Unknown addresses: nothing here; back to the start, or to the FAQ. */
export function Error404Page() {
  const { t } = useLingui();
  return (
    <StatusCard
      titleId="error404-title"
      icon="info"
      eyebrow={t`Error 404`}
      title={t`Página no encontrada`}
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
        <Trans>La dirección que abriste no existe o ya no está disponible. Revisa que esté bien escrita o vuelve a empezar desde el inicio.</Trans>
      </p>
    </StatusCard>
  );
}
