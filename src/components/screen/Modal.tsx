import { css } from '@emotion/react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { color, font, space } from '../../styles/tokens.ts';
import { Icon } from '../Icon.tsx';
import { cardCss, iconButtonCss } from '../ui.tsx';

const overlayCss = css`background: ${color.overlay}; display: grid; place-items: center; z-index: 9000;`;
const dialogCss = (width: number) => css`${cardCss}; width: min(${width}px, calc(100vw - 32px)); display: grid; gap: ${space.lg};`;
const headerCss = css`display: flex; align-items: center; justify-content: space-between; gap: ${space.sm};`;
const titleCss = css`margin: 0; font-size: ${font.size.lg};`;
const descriptionCss = css`margin: 0;`;

export interface ModalProps {
  open: boolean;
  /** The heading; it names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** Escape, and the close button when there is one. A click outside does not close. */
  onClose(): void;
  /** The tabbable control (by index) that takes the focus when the dialog opens; the first by default. */
  initialFocus?: number;
  /** `alertdialog` for a question that interrupts (discard changes?), `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** A sentence under the title that says what is asked; it describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** A 'Cerrar' icon button beside the title. */
  closeButton?: boolean;
  /** Something is on its way (`aria-busy`). */
  busy?: boolean;
  /** The widest it gets, in px (never wider than the screen less 32 px). */
  width?: number;
  children?: ReactNode;
}

/**
 * A modal dialog (floating-ui): in a portal over a dimmed page that does not scroll, the page
 * behind hidden from assistive technology, Tab kept inside, Escape closes, and the focus goes back
 * to where it was (the control that opened it) when it closes.
 */
export function Modal({ open, title, onClose, initialFocus = 0, role = 'dialog', description, closeButton = false, busy, width = 440, children }: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  const { refs: { setFloating }, context } = useFloating({ open, onOpenChange: (next) => !next && onClose() });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePress: false }), useRole(context, { role })]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll css={overlayCss}>
        <FloatingFocusManager context={context} modal initialFocus={initialFocus}>
          <div
            ref={setFloating}
            css={dialogCss(width)}
            aria-labelledby={titleId}
            aria-describedby={description === undefined ? undefined : descriptionId}
            aria-modal="true"
            aria-busy={busy}
            {...getFloatingProps()}
          >
            <div css={headerCss}>
              <h2 id={titleId} css={titleCss}>{title}</h2>
              {closeButton && (
                <button type="button" css={iconButtonCss} aria-label={t`Cerrar`} onClick={onClose}>
                  <Icon name="close" />
                </button>
              )}
            </div>
            {description !== undefined && <p id={descriptionId} css={descriptionCss}>{description}</p>}
            {children}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
