import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../components/PageHeader.tsx';
import { PasswordChangeForm } from '../components/password/PasswordChangeForm.tsx';
import { Card } from '../components/ui.tsx';
import { color, space } from '../styles/tokens.ts';

/**
 * 'Cambiar contraseña' (/perfil/contrasena), reached from the name and role at the top of the
 * profile dropdown. Any signed-in user, for their own account; their other sessions end.
 */
export function PasswordPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Cambiar contraseña`} />
      <div css={css`max-width: 480px;`}>
        <Card>
          <p css={css`margin: 0 0 ${space.lg}; color: ${color.muted};`}>
            {t`Al cambiarla se cierran sus sesiones en otros dispositivos; en este sigue conectado.`}
          </p>
          <PasswordChangeForm idPrefix="password-page" />
        </Card>
      </div>
    </>
  );
}
