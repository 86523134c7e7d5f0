import { css } from '@emotion/react';
import { FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { color, font, layout, space } from '../../styles/tokens.ts';
import { Icon } from '../Icon.tsx';
import { cardCss, iconButtonCss } from '../ui.tsx';

// The overlay scrolls (floating-ui's own `overflow: auto`) and the dialog is never wider than the
// screen less 16 px a side: its content wraps or scrolls inside (a table's ScrollRegion), and a tall
// dialog keeps its top reachable on a phone (`margin: auto` centres it only when it fits).
const overlayCss = css`background: ${color.overlay}; display: grid; grid-template-columns: minmax(0, 1fr); padding: ${space.lg}; z-index: 9000; @media (max-width: ${layout.phoneBreakpoint}px) { padding: ${space.sm}; }`;
const dialogCss = (width: number) => css`
  ${cardCss}; width: min(${width}px, 100%); margin: auto; display: grid; grid-template-columns: minmax(0, 1fr); gap: ${space.lg};
`;
const headerCss = css`display: flex; align-items: center; justify-content: space-between; gap: ${space.sm}; h2 { min-width: 0; }`;
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
  /** The widest it gets, in px (never wider than the screen less the overlay's padding). */
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
