import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonCss, secondaryButtonCss } from '../../components/ui.tsx';
import { LOGIN_FAILURES } from '../../i18n/messages.ts';
import { StatusCard } from '../errors/StatusCard.tsx';

/**
 * How staff get help. Sofia App has no support channel of its own and sends nothing from here:
 * accounts, roles and passwords belong to the administrator of each business.
 */
export function ContactPage({ variant }: { variant: 'boxed' | 'cover' }) {
  const { t, i18n } = useLingui();
  const disabledMessage = i18n._(LOGIN_FAILURES.disabledUser.text);
  return (
    <StatusCard
      variant={variant}
      titleId="contact-title"
      icon="mail"
      title={t`Contacto`}
      actions={
        <>
          <Link css={buttonCss} to="/pages/faq">
            <Trans>Preguntas frecuentes</Trans>
          </Link>
          <Link css={secondaryButtonCss} to="/">
            <Trans>Volver al inicio</Trans>
          </Link>
        </>
      }
    >
      <p>
        <Trans>
          Sofia App no tiene un canal de soporte propio y desde esta página no se envía ningún mensaje. Las cuentas, los
          roles y las contraseñas los gestiona el administrador de su empresa: hable directamente con esa persona.
        </Trans>
      </p>
      <h2>
        <Trans>Cuándo contactar al administrador</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Olvidó su usuario o su contraseña.</Trans>
        </li>
        <li>
          <Trans>Al iniciar sesión aparece «{disabledMessage}».</Trans>
        </li>
        <li>
          <Trans>Necesita un área que no aparece en su menú.</Trans>
        </li>
        <li>
          <Trans>Algo no funciona como esperabas.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Qué contarle</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Su nombre de usuario. Nunca comparta su contraseña.</Trans>
        </li>
        <li>
          <Trans>La pantalla en la que estabas y lo que intentabas hacer.</Trans>
        </li>
        <li>
          <Trans>El mensaje que apareció, copiado tal cual.</Trans>
        </li>
      </ul>
    </StatusCard>
  );
}
