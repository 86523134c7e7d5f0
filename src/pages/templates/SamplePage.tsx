import { css } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ROUTE_TITLES, pathOfRoute, type BusinessRoute } from '../../app/routes.ts';
import { Icon } from '../../components/Icon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Card, mutedCss } from '../../components/ui.tsx';
import { color, font, radius, space } from '../../styles/tokens.ts';

const noticeCss = css`
  display: flex; gap: ${space.md}; align-items: flex-start; margin-block-end: ${space.xl};
  padding: ${space.lg}; border-radius: ${radius.md}; border: 1px solid ${color.primary};
  background: ${color.primarySoft}; color: ${color.text};
  p { margin: 0; }
  svg { flex: none; color: ${color.primary}; }
`;
const gridCss = css`
  display: grid; gap: ${space.xl}; grid-template-columns: minmax(0, 1fr);
  @media (min-width: 768px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; }
  p { margin: 0 0 ${space.md}; }
`;
/** A flat, grey placeholder where the template had a chart: no values, no axes. */
const placeholderCss = css`
  display: flex; align-items: flex-end; gap: ${space.sm}; height: 96px; padding: ${space.md};
  border-radius: ${radius.md}; background: ${color.surfaceAlt};
  span { flex: 1; border-radius: ${radius.sm}; background: ${color.border}; }
`;
const linksCss = css`
  display: grid; gap: ${space.sm}; margin: 0; padding: 0; list-style: none;
  a { display: inline-flex; align-items: center; gap: ${space.sm}; font-weight: 600; }
`;
const PLACEHOLDER_HEIGHTS = ['40%', '65%', '50%', '80%', '60%'];

export interface SamplePanel {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/**
 * A dashboard kept from the interface template, clearly labelled as a sample: empty panels that
 * show no figures, and links to the real business areas.
 */
export function SamplePage({ title, panels, areas }: { title: string; panels: SamplePanel[]; areas: BusinessRoute[] }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageHeader title={title} trail={[{ label: t`Páginas de ejemplo` }]} />
      <div role="note" css={noticeCss} data-testid="sample-notice">
        <Icon name="info" />
        <p>
          <strong>
            <Trans>Página de ejemplo.</Trans>
          </strong>{' '}
          <Trans>
            Esta página viene de la plantilla de la interfaz y se conserva solo como ejemplo. No muestra datos del negocio.
          </Trans>
        </p>
      </div>
      <div css={gridCss}>
        {panels.map((panel) => (
          <Card key={panel.id} labelledBy={`sample-${panel.id}`}>
            <h2 id={`sample-${panel.id}`}>{i18n._(panel.title)}</h2>
            <p css={mutedCss}>{i18n._(panel.text)}</p>
            <div css={placeholderCss} aria-hidden="true">
              {PLACEHOLDER_HEIGHTS.map((height, index) => (
                <span key={index} css={css`height: ${height};`} />
              ))}
            </div>
          </Card>
        ))}
        <Card labelledBy="sample-real-areas">
          <h2 id="sample-real-areas">
            <Trans>Dónde están los datos reales</Trans>
          </h2>
          <p css={mutedCss}>
            <Trans>Los datos del negocio están en estas áreas. Necesitan una sesión iniciada y aparecen en el menú según su rol.</Trans>
          </p>
          <ul css={linksCss}>
            {areas.map((area) => (
              <li key={area}>
                <Link to={pathOfRoute(area)}>
                  <Icon name="chevronEnd" size={16} />
                  {i18n._(ROUTE_TITLES[area])}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}
