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
    meaning: msg`El usuario o la contraseña no coinciden. Revise que estén bien escritos, incluidas mayúsculas y minúsculas, y vuelva a intentarlo. Si no los recuerda, pídaselos al administrador de su empresa.`,
  },
  {
    message: LOGIN_FAILURES.disabledUser.text,
    meaning: msg`Su cuenta está inhabilitada y no puede entrar. Solo el administrador de su empresa puede volver a habilitarla.`,
  },
  {
    message: LOGIN_FAILURES.retry.text,
    meaning: msg`El servidor respondió con un error inesperado. Espere un momento y vuelva a intentarlo; si se repite, avise al administrador.`,
  },
  {
    message: LOGIN_FAILURES.unreachable.text,
    meaning: msg`No llegó ninguna respuesta del servidor. Compruebe su conexión a internet y vuelva a intentarlo.`,
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
        El administrador de su empresa le da un usuario y una contraseña. Escríbalos en la pantalla de inicio de sesión y
        pulse «{signIn}». Al entrar, Sofia App abre la pantalla de inicio que corresponde a su rol.
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
        <li><Trans>Abra el menú de perfil, en la cabecera, donde aparecen su nombre y su rol.</Trans></li>
        <li><Trans>Elija «{editProfile}».</Trans></li>
        <li><Trans>Pulse «{choose}» y elija una imagen JPEG de su dispositivo. No se aceptan otros formatos.</Trans></li>
        <li><Trans>Pulse «{save}».</Trans></li>
      </ol>
      <p>
        <Trans>Si todo va bien verá «{saved}». Si aparece «{notSaved}», vuelva a intentarlo más tarde.</Trans>
      </p>
    </>
  );
}

export function LanguageHelp() {
  return (
    <p>
      <Trans>
        Use el selector de idioma de la cabecera. Hay 16 idiomas y el español es el predeterminado. En árabe la interfaz se
        muestra de derecha a izquierda. Su elección se recuerda en este navegador.
      </Trans>
    </p>
  );
}

export function ThemeHelp() {
  return (
    <p>
      <Trans>
        El botón de tema de la cabecera cambia en este orden: claro, oscuro y sistema. Con «sistema», Sofia App sigue el modo
        claro u oscuro de su dispositivo.
      </Trans>
    </p>
  );
}

export function LockHelp() {
  const { lockScreen } = useLabels();
  return (
    <p>
      <Trans>
        Si se aleja del equipo, abra el menú de perfil y elija «{lockScreen}». La aplicación queda tapada por una pantalla de
        bloqueo y su sesión se mantiene. Para seguir, escriba otra vez su contraseña.
      </Trans>
    </p>
  );
}

export function SignOutHelp() {
  const { signOut } = useLabels();
  return (
    <p>
      <Trans>Abra el menú de perfil y elija «{signOut}». Vuelve a la pantalla de inicio de sesión.</Trans>
    </p>
  );
}

export function MenuHelp() {
  return (
    <p>
      <Trans>
        El menú lateral depende de su rol: cada rol ve sus propias áreas, como caja, préstamos o alquileres. Si necesita un
        área que no aparece, pídasela al administrador de su empresa.
      </Trans>
    </p>
  );
}
