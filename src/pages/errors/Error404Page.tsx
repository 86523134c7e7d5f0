import { Trans, useLingui } from '@lingui/react/macro';
import { HomeAndFaqLinks, StatusCard } from './StatusCard.tsx';

/** Unknown addresses: nothing here; back to the start, or to the FAQ. */
export function Error404Page() {
  const { t } = useLingui();
  return (
    <StatusCard
      titleId="error404-title"
      icon="info"
      eyebrow={t`Error 404`}
      title={t`Página no encontrada`}
      actions={<HomeAndFaqLinks />}
    >
      <p>
        <Trans>La dirección que abrió no existe o ya no está disponible. Revise que esté bien escrita o vuelva a empezar desde el inicio.</Trans>
      </p>
    </StatusCard>
  );
}
