import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui.tsx';
import { useActiveLocation } from '../../layouts/useActiveLocation.ts';
import { space } from '../../styles/tokens.ts';

const lineCss = css`margin: ${space.md} 0 0; display: flex; flex-wrap: wrap; gap: ${space.sm}; align-items: center;`;

/**
 * Today's business date, as the server's clock says it is at the active location (its time zone):
 * what a change of the zone does, seen where it is made. 'Reintentar' when it could not be loaded.
 */
export function BusinessDateLine() {
  const { t } = useLingui();
  const active = useActiveLocation();
  return (
    <p css={lineCss}>
      {active.failed ? (
        <>
          <span role="alert">{t`No se pudo cargar la fecha de negocio.`}</span>
          <Button variant="secondary" onClick={active.retry}>{t`Reintentar`}</Button>
        </>
      ) : (
        <span role="status">{active.businessDateText === null ? t`Cargando la fecha de negocio…` : t`Fecha de negocio: ${active.businessDateText}`}</span>
      )}
    </p>
  );
}
