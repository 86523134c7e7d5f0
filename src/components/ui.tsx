import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { color, font, layout, radius, shadow, space } from '../styles/tokens.ts';

export const buttonCss = css`
  display: inline-flex; align-items: center; justify-content: center; gap: ${space.sm};
  min-height: 40px; padding: ${space.sm} ${space.lg}; border-radius: ${radius.md};
  border: 1px solid transparent; background: ${color.primary}; color: ${color.primaryText};
  font-weight: 600; cursor: pointer; text-decoration: none;
  &:disabled { opacity: 0.65; cursor: progress; }
`;

export const secondaryButtonCss = css`
  ${buttonCss};
  background: ${color.surface}; color: ${color.text}; border-color: ${color.border};
`;

export const iconButtonCss = css`
  display: inline-flex; align-items: center; justify-content: center;
  width: 40px; height: 40px; border-radius: ${radius.round}; border: 1px solid ${color.border};
  background: ${color.surface}; color: ${color.text}; cursor: pointer;
`;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' };

export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <button type={type} css={variant === 'primary' ? buttonCss : secondaryButtonCss} {...props} />;
}

/**
 * A card. `min-width: 0`: in the pages' grid and flex stacks a card may be narrower than its
 * content (a wide table scrolls in its own box, ScrollRegion), so it never widens the page; on a
 * phone its padding shrinks to leave the content room.
 */
export const cardCss = css`
  background: ${color.surface}; border: 1px solid ${color.border}; border-radius: ${radius.lg};
  box-shadow: ${shadow.card}; padding: ${space.xl}; min-width: 0;
  @media (max-width: ${layout.phoneBreakpoint}px) { padding: ${space.lg}; }
`;

export function Card({ children, as: Tag = 'section', labelledBy }: { children: ReactNode; as?: 'section' | 'div' | 'article'; labelledBy?: string }) {
  return <Tag css={cardCss} aria-labelledby={labelledBy}>{children}</Tag>;
}

export const inputCss = css`
  width: 100%; min-height: 42px; padding: ${space.sm} ${space.md}; border-radius: ${radius.md};
  border: 1px solid ${color.border}; background: ${color.surface}; color: ${color.text};
  &::placeholder { color: ${color.muted}; opacity: 1; }
`;

export const labelCss = css`
  display: block; margin-block-end: ${space.xs}; font-weight: 600; font-size: ${font.size.sm};
`;

export const mutedCss = css`color: ${color.muted};`;
