import { Trans, useLingui } from '@lingui/react/macro';
import { HomeAndFaqLinks, StatusCard } from '../errors/StatusCard.tsx';

/** A feature that is not available yet; no date is promised. */
export function ComingSoonPage({ variant }: { variant: 'boxed' | 'cover' }) {
  const { t } = useLingui();
  return (
    <StatusCard
      variant={variant}
      titleId="coming-soon-title"
      icon="info"
      title={t`Próximamente`}
      actions={<HomeAndFaqLinks />}
    >
      <p>
        <Trans>Esta función todavía no está disponible. La estamos preparando y aparecerá en el menú cuando esté lista.</Trans>
      </p>
      <p>
        <Trans>Mientras tanto, puede seguir trabajando con las áreas de su menú.</Trans>
      </p>
    </StatusCard>
  );
}
