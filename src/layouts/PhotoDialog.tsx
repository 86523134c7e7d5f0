import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { connectProfilePhoto } from '../../machines/profilePhoto/index.ts';
import { selectUser } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { Modal } from '../components/screen/Modal.tsx';
import { useView } from '../components/screen/useView.ts';
import { Button, inputCss, labelCss } from '../components/ui.tsx';
import { photoUrl } from '../lib/photoUrl.ts';
import { color, radius, space } from '../styles/tokens.ts';
import { useLayout } from './LayoutContext.tsx';

const photoBoxCss = css`
  width: 160px; height: 160px; margin-inline: auto; border-radius: ${radius.lg}; overflow: hidden;
  display: grid; place-items: center; background: ${color.surfaceAlt}; color: ${color.muted}; font-weight: 600;
  img { width: 100%; height: 100%; object-fit: cover; }
`;
const rowCss = css`display: flex; gap: ${space.sm}; align-items: stretch;`;
const actionsCss = css`display: flex; justify-content: flex-end; gap: ${space.sm};`;

/** A preview URL for the chosen file, released when the file changes or the dialog closes. */
function usePreviewUrl(file: Blob | null): string | null {
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

/** 'FOTO DE PERFIL': the current photo, a JPEG picker, 'Cancelar' and 'Guardar'. Focus stays inside. */
export function PhotoDialog() {
  const { session } = useApp();
  const { t } = useLingui();
  const fieldId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const view = useView(useLayout().photo, connectProfilePhoto);
  const user = useSelector(session, selectUser);
  const preview = usePreviewUrl(view.file);
  const shown = preview ?? photoUrl(user?.perfil);

  return (
    // The focus starts on the file field (after the close button), where the work is.
    <Modal open={view.open} title={t`FOTO DE PERFIL`} onClose={view.close} closeButton initialFocus={1} busy={view.isSaving}>
      <div css={photoBoxCss}>
        {shown ? <img src={shown} alt={preview ? t`Vista previa de la foto elegida` : t`Foto de perfil actual`} /> : <span>{t`Sin Imagen`}</span>}
      </div>
      <div>
        <label css={labelCss} htmlFor={fieldId}>{t`Archivo`}</label>
        <div css={rowCss}>
          <input id={fieldId} css={inputCss} readOnly value={view.file ? view.file.name : t`Seleccionar archivo...`} />
          <Button variant="secondary" onClick={() => picker.current?.click()}>{t`Seleccionar`}</Button>
        </div>
        <input
          ref={picker}
          type="file"
          accept="image/jpeg"
          hidden
          data-testid="photo-file-input"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) view.choose(chosen);
            event.target.value = '';
          }}
        />
      </div>
      <div css={actionsCss}>
        <Button variant="secondary" onClick={view.close}>{t`Cancelar`}</Button>
        <Button onClick={view.save} disabled={view.isSaving}>{view.isSaving ? t`Guardando…` : t`Guardar`}</Button>
      </div>
    </Modal>
  );
}
