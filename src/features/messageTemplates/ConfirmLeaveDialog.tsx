import { css } from '@emotion/react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button, cardCss } from '../../components/ui.tsx';
import { isolate } from '../../i18n/bidi.ts';
import { color, font, space } from '../../styles/tokens.ts';

const dialogCss = css`${cardCss}; width: min(460px, calc(100vw - 32px)); display: grid; gap: ${space.lg};`;
const titleCss = css`margin: 0; font-size: ${font.size.lg};`;
const actionsCss = css`display: flex; flex-wrap: wrap; justify-content: flex-end; gap: ${space.sm};`;

interface ConfirmLeaveDialogProps {
  open: boolean;
  /** The template whose changes would be lost. */
  templateName: string;
  /** Another template was chosen (true) or another page (false). */
  toTemplate: boolean;
  onStay(): void;
  onDiscard(): void;
}

/**
 * "Discard your changes?": a modal alert dialog. Focus starts on the safe choice ('Seguir
 * editando'); Escape also keeps editing.
 */
export function ConfirmLeaveDialog({ open, templateName: written, toTemplate, onStay, onDiscard }: ConfirmLeaveDialogProps) {
  const { t } = useLingui();
  // The name keeps its own direction inside the translated sentence (the placeholder's name is
  // part of the message, so it stays `templateName`).
  const templateName = isolate(written);
  const titleId = useId();
  const textId = useId();
  const { refs: { setFloating }, context } = useFloating({ open, onOpenChange: (next) => !next && onStay() });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false }), useRole(context, { role: 'alertdialog' })]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll css={css`background: ${color.overlay}; display: grid; place-items: center; z-index: 9000;`}>
        <FloatingFocusManager context={context} modal initialFocus={0}>
          <div ref={setFloating} css={dialogCss} aria-labelledby={titleId} aria-describedby={textId} aria-modal="true" {...getFloatingProps()}>
            <h2 id={titleId} css={titleCss}>{t`¿Descartar los cambios?`}</h2>
            <p id={textId} css={css`margin: 0;`}>
              {toTemplate
                ? t`Los cambios en «${templateName}» no se guardaron. Si abre otra plantilla, se perderán.`
                : t`Los cambios en «${templateName}» no se guardaron. Si sale de esta página, se perderán.`}
            </p>
            <div css={actionsCss}>
              <Button variant="secondary" onClick={onStay}>{t`Seguir editando`}</Button>
              <Button onClick={onDiscard}>{t`Descartar cambios`}</Button>
            </div>
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
