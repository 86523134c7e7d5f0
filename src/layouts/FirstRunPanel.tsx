import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { selectFirstRun, type FirstRunStep } from '../../machines/locations/index.ts';
import { selectCan, selectSettledStartRoute } from '../../machines/session/index.ts';
import { useApp } from '../app/AppContext.tsx';
import { Card, mutedCss } from '../components/ui.tsx';
import { color, font, space } from '../styles/tokens.ts';
import { useLayout } from './LayoutContext.tsx';

const panelCss = css`margin-block-end: ${space.lg};`;
const titleCss = css`margin: 0 0 ${space.xs}; font-size: ${font.size.lg};`;
const listCss = css`margin: ${space.sm} 0 0; padding: 0; list-style: none; display: grid; gap: ${space.sm}; li { display: flex; gap: ${space.sm}; align-items: baseline; }`;
const markCss = (done: boolean) => css`flex: none; inline-size: 1.4em; text-align: center; font-weight: 700; color: ${done ? color.primary : color.muted};`;

const mayEditLocation = selectCan('location.edit');
const mayManageBoxes = selectCan('cashbox.manage');
const mayManageStaff = selectCan('staff.manage');
const mayImport = selectCan('import.run');

/** Where each step is set up. */
function targetOf(step: FirstRunStep, locationId: number | null): string {
  switch (step.key) {
    case 'location':
      return locationId === null ? '/conf_ubicacion/nueva' : `/conf_ubicacion/${locationId}`;
    case 'box':
      return locationId === null ? '/conf_ubicacion/nueva' : `/conf_ubicacion/${locationId}`;
    case 'staff':
      return '/usuarios';
  }
}

/**
 * 'Primeros pasos': on the role's start page and on Caja, while the business lacks what it needs
 * before its first loan (machines/locations/firstRun.ts: the location with its currency and time
 * zone, an active cash box; staff accounts recommended), for a role that may set something of it
 * up. Each line says whether it is done and links to where it is set up; an administrator who may
 * import is also told that a business kept in spreadsheets can move in through 'Importar'.
 */
export function FirstRunPanel() {
  const { t } = useLingui();
  const app = useApp();
  const { location } = useLayout();
  const { pathname } = useLocation();
  const firstRun = useSelector(location, selectFirstRun);
  const start = useSelector(app.session, selectSettledStartRoute);
  const canLocation = useSelector(app.session, mayEditLocation);
  const canBoxes = useSelector(app.session, mayManageBoxes);
  const canStaff = useSelector(app.session, mayManageStaff);
  const canImport = useSelector(app.session, mayImport);
  const titleId = useId();
  const here = pathname.replace(/\/+$/, '');
  const onItsPage = here === '/caja' || (start !== null && here === `/${start}`);
  if (firstRun === null || firstRun.complete || !onItsPage || !(canLocation || canBoxes || canStaff)) return null;
  const labels: Record<FirstRunStep['key'], string> = {
    location: t`La ubicación del negocio, con su moneda y su zona horaria`,
    box: t`Al menos una caja activa en la ubicación`,
    staff: t`Las cuentas del personal, con sus roles (si trabaja solo, no hacen falta)`,
  };
  const mayDo: Record<FirstRunStep['key'], boolean> = { location: canLocation, box: canBoxes && firstRun.locationId !== null, staff: canStaff };
  return (
    <div css={panelCss}>
      <Card labelledBy={titleId}>
        <h2 id={titleId} css={titleCss}>{t`Primeros pasos`}</h2>
        <p css={mutedCss}>{t`Antes del primer préstamo, el negocio necesita lo siguiente. Cada línea lleva a donde se configura.`}</p>
        <ul css={listCss}>
          {firstRun.steps.map((step) => (
            <li key={step.key}>
              <span css={markCss(step.done)} aria-hidden="true">{step.done ? '✓' : '○'}</span>
              <span>
                {mayDo[step.key] ? <Link to={targetOf(step, firstRun.locationId)}>{labels[step.key]}</Link> : labels[step.key]}
                {' — '}
                {step.done ? t`Listo` : step.key === 'box' && firstRun.locationId === null ? t`Primero, la ubicación` : t`Falta`}
              </span>
            </li>
          ))}
        </ul>
        {canImport && (
          <p css={mutedCss}>
            <Link to="/importar">{t`¿Lleva el negocio en planillas? Importe sus clientes y sus préstamos en curso`}</Link>
          </p>
        )}
      </Card>
    </div>
  );
}
