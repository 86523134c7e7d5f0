import { css } from '@emotion/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { color, radius } from '../styles/tokens.ts';

/**
 * The box scrolls sideways, never the page; `max-width` keeps it inside whatever holds it, and
 * `position: relative` keeps its absolutely placed content (a visually hidden text in a cell) inside
 * the box's own scrolling, not the page's.
 */
const boxCss = css`position: relative; max-width: 100%; overflow-x: auto; overscroll-behavior-inline: contain; @media print { overflow: visible; }`;
const borderedCss = css`border: 1px solid ${color.border}; border-radius: ${radius.md};`;

/**
 * A wide table's own scrolling box, so a phone (360 px) scrolls the table and not the page. While
 * its content is wider than the box it is a `role="group"` named `label` (usually the table's
 * caption) that takes the focus, so a keyboard user can scroll it with the arrow keys (WCAG 2.1.1;
 * axe's scrollable-region-focusable); while everything fits it is a plain box, with no extra Tab
 * stop and nothing more to announce. Not a `region` landmark: a caption often repeats its card's
 * heading ('Cronograma'), and two landmarks with one name are ambiguous (axe's landmark-unique).
 */
export function ScrollRegion({ label, bordered = true, children }: { label: string; bordered?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null) return undefined;
    const check = () => setScrolls(box.scrollWidth > box.clientWidth);
    check();
    // The box narrows with the window; its content widens with new rows: both change `scrolls`.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild !== null) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      role={scrolls ? 'group' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
      css={[boxCss, bordered && borderedCss]}
    >
      {children}
    </div>
  );
}
