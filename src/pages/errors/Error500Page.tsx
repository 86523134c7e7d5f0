import { Trans, useLingui } from '@lingui/react/macro';
import { HomeAndFaqLinks, StatusCard } from './StatusCard.tsx';

/**
 * Where a protected route sends a visit without a session (route guard of the specification):
 * the page needs a signed-in session; none was found, or it ended.
 */
export function Error500Page() {
  const { t } = useLingui();
  return (
    <StatusCard
      titleId="error500-title"
      icon="lock"
      title={t`Sesión requerida`}
      actions={<HomeAndFaqLinks home={t`Iniciar sesion`} />}
    >
      <p>
        <Trans>La página que intentaste abrir solo está disponible con una sesión iniciada.</Trans>
      </p>
      <p>
        <Trans>No se encontró ninguna sesión activa en este navegador, o la sesión ya terminó. Inicia sesión con tu usuario y tu contraseña para continuar.</Trans>
      </p>
    </StatusCard>
  );
}
