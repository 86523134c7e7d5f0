import { css } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATALOGUE, LOGIN_FAILURES } from '../../i18n/messages.ts';
import { font, space } from '../../styles/tokens.ts';

/**
 * Help shared by the knowledge base and the FAQ. Interface labels and messages are the same
 * messages the interface shows, so the help quotes them exactly in every language.
 */

/** What each login message of the specification's error catalogue means for the person signing in. */
export const LOGIN_ERROR_HELP: { message: MessageDescriptor; meaning: MessageDescriptor }[] = [
  {
    message: LOGIN_FAILURES.invalidCredentials.text,
    meaning: msg`El usuario o la contraseña no coinciden. Revisa que estén bien escritos, incluidas mayúsculas y minúsculas, y vuelve a intentarlo. Si no los recuerdas, pídeselos al administrador de tu empresa.`,
  },
  {
    message: LOGIN_FAILURES.disabledUser.text,
    meaning: msg`Tu cuenta está inhabilitada y no puede entrar. Solo el administrador de tu empresa puede volver a habilitarla.`,
  },
  {
    message: LOGIN_FAILURES.retry.text,
    meaning: msg`El servidor respondió con un error inesperado. Espera un momento y vuelve a intentarlo; si se repite, avisa al administrador.`,
  },
  {
    message: LOGIN_FAILURES.unreachable.text,
    meaning: msg`No llegó ninguna respuesta del servidor. Comprueba tu conexión a internet y vuelve a intentarlo.`,
  },
];

/** Text blocks inside help sections and answers. */
export const proseCss = css`
  p { margin-block: 0 ${space.md}; }
  ol, ul { margin-block: 0 ${space.md}; padding-inline-start: ${space.xl}; }
  li + li { margin-block-start: ${space.xs}; }
  h3 { margin-block: ${space.lg} ${space.sm}; font-size: ${font.size.md}; }
  dl { margin: 0; display: grid; gap: ${space.md}; }
  dt { font-weight: 600; }
  dd { margin: ${space.xs} 0 0; }
  > :last-child { margin-block-end: 0; }
`;

/** The interface labels the help refers to, translated as the interface shows them. */
function useLabels() {
  const { t, i18n } = useLingui();
  return {
    signIn: t`Iniciar sesion`,
    editProfile: t`Editar perfil`,
    choose: t`Seleccionar`,
    save: t`Guardar`,
    lockScreen: t`Lock Screen`,
    signOut: t`Cerrar sesión`,
    saved: i18n._(CATALOGUE.saved.text),
    notSaved: i18n._(CATALOGUE.notSaved.text),
  };
}

export function SignInHelp() {
  const { signIn } = useLabels();
  return (
    <p>
      <Trans>
        El administrador de tu empresa te da un usuario y una contraseña. Escríbelos en la pantalla de inicio de sesión y
        pulsa «{signIn}». Al entrar, Sofia App abre la pantalla de inicio que corresponde a tu rol.
      </Trans>
    </p>
  );
}

export function LoginErrorList() {
  const { i18n } = useLingui();
  return (
    <dl>
      {LOGIN_ERROR_HELP.map(({ message, meaning }, index) => (
        <div key={index}>
          <dt>{i18n._(message)}</dt>
          <dd>{i18n._(meaning)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PhotoHelp() {
  const { editProfile, choose, save, saved, notSaved } = useLabels();
  return (
    <>
      <ol>
        <li><Trans>Abre el menú de perfil, en la cabecera, donde aparecen tu nombre y tu rol.</Trans></li>
        <li><Trans>Elige «{editProfile}».</Trans></li>
        <li><Trans>Pulsa «{choose}» y elige una imagen JPEG de tu dispositivo. No se aceptan otros formatos.</Trans></li>
        <li><Trans>Pulsa «{save}».</Trans></li>
      </ol>
      <p>
        <Trans>Si todo va bien verás «{saved}». Si aparece «{notSaved}», vuelve a intentarlo más tarde.</Trans>
      </p>
    </>
  );
}

export function LanguageHelp() {
  return (
    <p>
      <Trans>
        Usa el selector de idioma de la cabecera. Hay 16 idiomas y el español es el predeterminado. En árabe la interfaz se
        muestra de derecha a izquierda. Tu elección se recuerda en este navegador.
      </Trans>
    </p>
  );
}

export function ThemeHelp() {
  return (
    <p>
      <Trans>
        El botón de tema de la cabecera cambia en este orden: claro, oscuro y sistema. Con «sistema», Sofia App sigue el modo
        claro u oscuro de tu dispositivo.
      </Trans>
    </p>
  );
}

export function LockHelp() {
  const { lockScreen } = useLabels();
  return (
    <p>
      <Trans>
        Si te alejas del equipo, abre el menú de perfil y elige «{lockScreen}». La aplicación queda tapada por una pantalla de
        bloqueo y tu sesión se mantiene. Para seguir, escribe otra vez tu contraseña.
      </Trans>
    </p>
  );
}

export function SignOutHelp() {
  const { signOut } = useLabels();
  return (
    <p>
      <Trans>Abre el menú de perfil y elige «{signOut}». Vuelves a la pantalla de inicio de sesión.</Trans>
    </p>
  );
}

export function MenuHelp() {
  return (
    <p>
      <Trans>
        El menú lateral depende de tu rol: cada rol ve sus propias áreas, como caja, préstamos o alquileres. Si necesitas un
        área que no aparece, pídesela al administrador de tu empresa.
      </Trans>
    </p>
  );
}
