import { Trans, useLingui } from '@lingui/react/macro';
import { HomeAndFaqLinks, StatusCard } from './StatusCard.tsx';

/**
 * Where the route guard sends a signed-in user whose role lacks the permission a page requires
 * (`requires` in its route handle), instead of opening a page whose every call would answer 403.
 * 'Volver al inicio' leads to `/`, which takes a signed-in user to the role's start page.
 */
export function Error403Page() {
  const { t } = useLingui();
  return (
    <StatusCard
      titleId="error403-title"
      icon="lock"
      eyebrow={t`Error 403`}
      title={t`Acceso denegado`}
      actions={<HomeAndFaqLinks />}
    >
      <p>
        <Trans>Su rol no tiene permiso para abrir esta página.</Trans>
      </p>
      <p>
        <Trans>Si la necesita para su trabajo, pida a un administrador que le dé ese permiso a su rol.</Trans>
      </p>
    </StatusCard>
  );
}
