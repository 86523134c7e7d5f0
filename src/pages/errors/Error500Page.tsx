import { Trans, useLingui } from '@lingui/react/macro';
import { HomeAndFaqLinks, StatusCard } from './StatusCard.tsx';

/**
 * Where a protected route sends a visit without a session (route guard of the specification):
 * the page needs a signed-in session; none was found, or it ended. It carries its code like the
 * 404 and 503 pages ('Error 500' above the heading, and in the document title), while the
 * heading says what is actually wrong: no session, not a broken server.
 */
export function Error500Page() {
  const { t } = useLingui();
  return (
    <StatusCard
      titleId="error500-title"
      icon="lock"
      eyebrow={t`Error 500`}
      title={t`Sesión requerida`}
      actions={<HomeAndFaqLinks home={t`Iniciar sesion`} />}
    >
      <p>
        <Trans>La página que intentaste abrir solo está disponible con una sesión iniciada.</Trans>
      </p>
      <p>
        <Trans>No se encontró ninguna sesión activa en este navegador, o la sesión ya terminó. Inicie sesión con su usuario y su contraseña para continuar.</Trans>
      </p>
    </StatusCard>
  );
}
