import { css } from '@emotion/react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { selectChosenFile, selectDialogOpen, selectIsSaving } from '../../machines/profilePhoto/index.ts';
import { selectUser } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { Icon } from '../components/Icon.tsx';
import { Button, cardCss, iconButtonCss, inputCss, labelCss } from '../components/ui.tsx';
import { photoUrl } from '../lib/photoUrl.ts';
import { color, radius, space } from '../styles/tokens.ts';
import { useLayout } from './LayoutContext.tsx';

const dialogCss = css`${cardCss}; width: min(440px, calc(100vw - 32px)); display: grid; gap: ${space.lg};`;
const photoBoxCss = css`
  width: 160px; height: 160px; margin-inline: auto; border-radius: ${radius.lg}; overflow: hidden;
  display: grid; place-items: center; background: ${color.surfaceAlt}; color: ${color.muted}; font-weight: 600;
  img { width: 100%; height: 100%; object-fit: cover; }
`;
const rowCss = css`display: flex; gap: ${space.sm}; align-items: stretch;`;

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
  const { photo } = useLayout();
  const { t } = useLingui();
  const titleId = useId();
  const fieldId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const open = useSelector(photo, selectDialogOpen);
  const saving = useSelector(photo, selectIsSaving);
  const file = useSelector(photo, selectChosenFile);
  const user = useSelector(session, selectUser);
  const preview = usePreviewUrl(file);
  const current = photoUrl(user?.perfil);

  const close = () => photo.send({ type: 'dialog.closed' });
  const { refs: { setFloating }, context } = useFloating({ open, onOpenChange: (next) => !next && close() });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false }), useRole(context, { role: 'dialog' })]);
  if (!open) return null;

  const shown = preview ?? current;
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll css={css`background: ${color.overlay}; display: grid; place-items: center; z-index: 9000;`}>
        <FloatingFocusManager context={context} modal initialFocus={1}>
          <div ref={setFloating} css={dialogCss} aria-labelledby={titleId} aria-modal="true" aria-busy={saving} {...getFloatingProps()}>
            <div css={css`display: flex; align-items: center; justify-content: space-between;`}>
              <h2 id={titleId} css={css`margin: 0; font-size: 1.125rem;`}>{t`FOTO DE PERFIL`}</h2>
              <button type="button" css={iconButtonCss} aria-label={t`Cerrar`} onClick={close}>
                <Icon name="close" />
              </button>
            </div>
            <div css={photoBoxCss}>
              {shown ? <img src={shown} alt={preview ? t`Vista previa de la foto elegida` : t`Foto de perfil actual`} /> : <span>{t`Sin Imagen`}</span>}
            </div>
            <div>
              <label css={labelCss} htmlFor={fieldId}>{t`Archivo`}</label>
              <div css={rowCss}>
                <input id={fieldId} css={inputCss} readOnly value={file ? file.name : t`Seleccionar archivo...`} />
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
                  if (chosen) photo.send({ type: 'file.chosen', file: chosen });
                  event.target.value = '';
                }}
              />
            </div>
            <div css={css`display: flex; justify-content: flex-end; gap: ${space.sm};`}>
              <Button variant="secondary" onClick={close}>{t`Cancelar`}</Button>
              <Button onClick={() => photo.send({ type: 'save.requested' })} disabled={saving}>
                {saving ? t`Guardando…` : t`Guardar`}
              </Button>
            </div>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
