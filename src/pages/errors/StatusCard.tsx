import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { buttonCss, Card, secondaryButtonCss } from '../../components/ui.tsx';
import { color, font, radius, space } from '../../styles/tokens.ts';

const boxedCss = css`width: min(560px, 100%);`;
const coverCss = css`width: min(980px, 100%);`;
const splitCss = css`
  display: grid; gap: ${space.xl};
  @media (min-width: 768px) { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); align-items: stretch; }
`;
const panelCss = css`
  display: grid; place-items: center; min-height: 140px; border-radius: ${radius.md};
  color: ${color.primary};
  background: linear-gradient(135deg, ${color.primarySoft}, ${color.surfaceAlt});
  @media (min-width: 768px) { min-height: 320px; }
`;
const badgeCss = css`
  display: inline-flex; align-items: center; justify-content: center; width: 56px; height: 56px;
  margin-block-end: ${space.lg}; border-radius: ${radius.round}; background: ${color.primarySoft}; color: ${color.primary};
`;
const eyebrowCss = css`margin: 0 0 ${space.xs}; color: ${color.muted}; font-size: ${font.size.sm}; font-weight: 600; letter-spacing: 0.04em;`;
const titleCss = css`margin: 0 0 ${space.md}; font-size: ${font.size.xl}; line-height: 1.25;`;
const bodyCss = css`
  text-align: start;
  p { margin-block: 0 ${space.md}; }
  h2 { margin-block: ${space.xl} ${space.sm}; font-size: ${font.size.lg}; }
  ul { margin-block: 0 ${space.md}; padding-inline-start: ${space.xl}; }
  li + li { margin-block-start: ${space.xs}; }
`;
/** A row of links or buttons under the text; wraps on narrow screens. */
export const actionsCss = css`display: flex; flex-wrap: wrap; gap: ${space.md}; margin-block-start: ${space.xl};`;

interface StatusCardProps {
  /** Id of the h1; the card is labelled by it. */
  titleId: string;
  title: string;
  icon: IconName;
  /** A short line above the title (e.g. 'Error 404'), already translated. */
  eyebrow?: string;
  /** boxed: a centred card; cover: a wider card split with a decorative panel. */
  variant?: 'boxed' | 'cover';
  actions?: ReactNode;
  children: ReactNode;
}

/** The centred card of every blank-layout page (errors, maintenance, contact, coming soon). */
export function StatusCard({ titleId, title, icon, eyebrow, variant = 'boxed', actions, children }: StatusCardProps) {
  const content = (
    <div css={bodyCss}>
      {variant === 'boxed' && (
        <span css={badgeCss}>
          <Icon name={icon} size={28} />
        </span>
      )}
      {eyebrow && <p css={eyebrowCss}>{eyebrow}</p>}
      <h1 id={titleId} css={titleCss}>
        {title}
      </h1>
      {children}
      {actions && <div css={actionsCss}>{actions}</div>}
    </div>
  );
  return (
    <div css={variant === 'cover' ? coverCss : boxedCss} data-variant={variant}>
      <Card labelledBy={titleId}>
        {variant === 'cover' ? (
          <div css={splitCss}>
            <div css={panelCss} aria-hidden="true" data-testid="decorative-panel">
              <Icon name={icon} size={96} />
            </div>
            {content}
          </div>
        ) : (
          content
        )}
      </Card>
    </div>
  );
}

/** The usual way out of a status page: the start page (labelled `home`), and the FAQ. */
export function HomeAndFaqLinks({ home }: { home?: ReactNode }) {
  return (
    <>
      <Link css={buttonCss} to="/">
        {home ?? <Trans>Volver al inicio</Trans>}
      </Link>
      <Link css={secondaryButtonCss} to="/pages/faq">
        <Trans>Preguntas frecuentes</Trans>
      </Link>
    </>
  );
}
