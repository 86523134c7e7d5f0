import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../../components/screen/Modal.tsx';
import { Button } from '../../components/ui.tsx';
import { color, font, radius, space } from '../../styles/tokens.ts';

const secretCss = css`
  display: block; padding: ${space.md}; border-radius: ${radius.md}; border: 1px solid ${color.border};
  background: ${color.surfaceAlt}; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${font.size.lg}; letter-spacing: 0.08em; overflow-wrap: anywhere; user-select: all;
`;
const warningCss = css`margin: 0; font-weight: 600; color: ${color.danger};`;
const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.sm}; justify-content: flex-end;`;

/**
 * The password the server generated, shown once: in an alert dialog that says it will not be
 * shown again, with 'Copiar' (the clipboard) and 'Cerrar' (which drops it: `onClose` sends the
 * machine's `secret.closed`, and nothing else holds it). Always left to right: it is a code.
 */
export function OneTimePassword({ username, secret, onClose }: { username: string; secret: string; onClose(): void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <Modal open role="alertdialog" width={480} title={t`Contraseña de ${username}`} description={t`Se muestra una sola vez: cópiela ahora y entréguela a la persona por un medio seguro.`} onClose={onClose}>
      <code css={secretCss} dir="ltr" translate="no" aria-label={t`Contraseña nueva`}>{secret}</code>
      <p css={warningCss}>{t`Al cerrar esta ventana ya no podrá verla. Si se pierde, restablézcala otra vez.`}</p>
      <p role="status">{copied === 'yes' ? t`Copiada al portapapeles.` : copied === 'failed' ? t`No se pudo copiar: selecciónela y cópiela a mano.` : ''}</p>
      <div css={actionsCss}>
        <Button variant="secondary" onClick={copy}>{t`Copiar`}</Button>
        <Button onClick={onClose}>{t`Cerrar`}</Button>
      </div>
    </Modal>
  );
}
