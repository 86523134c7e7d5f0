import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { selectFailure, selectIsBusy, selectLockAsksForUser, selectUser } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { Avatar } from '../components/Avatar.tsx';
import { Button, Card, inputCss, labelCss } from '../components/ui.tsx';
import { LOGIN_FAILURES } from '../i18n/messages.ts';
import { color, space } from '../styles/tokens.ts';

const pageCss = css`min-height: 100vh; display: grid; place-items: center; padding: ${space.lg};`;
const formCss = css`display: grid; gap: ${space.lg}; width: min(360px, 100%); text-align: center;`;

/**
 * The lock screen: the session is kept; the user's password opens it again. The name shown is the
 * person's; the machine signs in again with the name they signed in with. A session stored by an
 * older build did not keep that name: the screen then asks for the user as well.
 */
export function LockScreen() {
  const { session } = useApp();
  const { t, i18n } = useLingui();
  const user = useSelector(session, selectUser);
  const busy = useSelector(session, selectIsBusy);
  const failure = useSelector(session, selectFailure);
  const asksForUser = useSelector(session, selectLockAsksForUser);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    session.send(asksForUser
      ? { type: 'credentials.submitted', user: String(form.get('user') ?? ''), password }
      : { type: 'unlock.submitted', password });
  };
  return (
    <main css={pageCss}>
      <Card labelledBy="lock-title">
        <form css={formCss} onSubmit={submit} aria-busy={busy}>
          <div css={css`display: grid; justify-items: center; gap: ${space.sm};`}>
            <Avatar perfil={user?.perfil} size={88} />
            <h1 id="lock-title" css={css`margin: 0; font-size: 1.25rem;`}>{t`Pantalla bloqueada`}</h1>
            <p css={css`margin: 0; color: ${color.muted};`} dir="auto">{user?.name}</p>
          </div>
          {asksForUser && (
            <div css={css`text-align: start;`}>
              <label css={labelCss} htmlFor="unlock-user">{t`Usuario`}</label>
              <input id="unlock-user" name="user" css={inputCss} autoComplete="username" autoFocus placeholder={t`Ingresa tu usuario`} />
            </div>
          )}
          <div css={css`text-align: start;`}>
            <label css={labelCss} htmlFor="unlock-password">{t`Contraseña`}</label>
            <input id="unlock-password" name="password" type="password" css={inputCss} autoComplete="current-password" autoFocus={!asksForUser}
              placeholder={t`Ingresa tu contraseña`} />
          </div>
          {failure && <p role="alert" css={css`margin: 0; color: ${color.danger}; font-weight: 600;`}>{i18n._(LOGIN_FAILURES[failure].text)}</p>}
          <Button type="submit" disabled={busy}>{busy ? t`Desbloqueando…` : t`Desbloquear`}</Button>
          <Button variant="secondary" onClick={() => session.send({ type: 'session.loggedOut' })}>{t`Cerrar sesión`}</Button>
        </form>
      </Card>
    </main>
  );
}
