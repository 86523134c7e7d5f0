import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectUser } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { PasswordChangeForm } from '../components/password/PasswordChangeForm.tsx';
import { Button, Card } from '../components/ui.tsx';
import { color, space } from '../styles/tokens.ts';

const pageCss = css`min-height: 100vh; display: grid; place-items: center; padding: ${space.lg};`;
const bodyCss = css`display: grid; gap: ${space.lg}; width: min(400px, 100%);`;

/**
 * The forced change: an administrator set this account's password (a new account, a reset), so
 * before anything else the user chooses their own. Shown over every address while the session is
 * in `authenticated.passwordChangeRequired`; 'Cerrar sesión' leaves instead.
 */
export function PasswordChangeScreen() {
  const { session } = useApp();
  const { t } = useLingui();
  const user = useSelector(session, selectUser);
  return (
    <main css={pageCss}>
      <Card labelledBy="forced-password-title">
        <div css={bodyCss}>
          <div>
            <h1 id="forced-password-title" css={css`margin: 0; font-size: 1.25rem;`}>{t`Cambie su contraseña`}</h1>
            <p css={css`margin: ${space.xs} 0 0;`} dir="auto">{user?.name}</p>
            <p css={css`margin: ${space.sm} 0 0; color: ${color.muted};`}>
              {t`Un administrador asignó su contraseña. Elija una nueva para continuar.`}
            </p>
          </div>
          <PasswordChangeForm idPrefix="forced-password" forced />
          <Button variant="secondary" onClick={() => session.send({ type: 'session.loggedOut' })}>{t`Cerrar sesión`}</Button>
        </div>
      </Card>
    </main>
  );
}
