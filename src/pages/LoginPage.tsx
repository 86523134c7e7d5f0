import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { selectFailure, selectIsBusy, selectSettledStartRoute } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { pathOfRoute } from '../app/routes.ts';
import { Card, buttonCss, inputCss, labelCss } from '../components/ui.tsx';
import { LOGIN_FAILURES } from '../i18n/messages.ts';
import { color, space } from '../styles/tokens.ts';

const formCss = css`display: grid; gap: ${space.lg}; width: min(400px, 100%);`;
const errorCss = css`margin: 0; color: ${color.danger}; font-weight: 600;`;

/** 'Iniciar sesion': no client-side checks; empty fields are sent as they are (specification). */
export function LoginPage() {
  const { session } = useApp();
  const { t, i18n } = useLingui();
  const busy = useSelector(session, selectIsBusy);
  const failure = useSelector(session, selectFailure);
  const start = useSelector(session, selectSettledStartRoute);

  // Signed in without this form (another tab stored a session, or an unlock from here): the form
  // can no longer submit, so the page gives way to the start route.
  if (start) return <Navigate to={pathOfRoute(start)} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    session.send({ type: 'credentials.submitted', user: String(form.get('user') ?? ''), password: String(form.get('password') ?? '') });
  };

  return (
    <Card labelledBy="login-title">
      <form css={formCss} onSubmit={submit} noValidate aria-busy={busy}>
        <div>
          <h1 id="login-title" css={css`margin: 0 0 ${space.xs};`}>Sofia App</h1>
          <p css={css`margin: 0; color: ${color.muted};`}>
            <Trans>Ingresa tu usuario y contraseña para iniciar sesion</Trans>
          </p>
        </div>
        <div>
          <label css={labelCss} htmlFor="login-user">
            <Trans>Usuario</Trans>
          </label>
          <input id="login-user" name="user" css={inputCss} autoComplete="username" placeholder={t`Ingresa tu usuario`} />
        </div>
        <div>
          <label css={labelCss} htmlFor="login-password">
            <Trans>Contraseña</Trans>
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            css={inputCss}
            autoComplete="current-password"
            placeholder={t`Ingresa tu contraseña`}
          />
        </div>
        {failure && (
          <p role="alert" css={errorCss}>
            {i18n._(LOGIN_FAILURES[failure].text)}
          </p>
        )}
        <button type="submit" css={buttonCss} disabled={busy}>
          {busy ? t`Iniciando sesión…` : t`Iniciar sesion`}
        </button>
      </form>
    </Card>
  );
}
