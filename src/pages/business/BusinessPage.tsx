import { css } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ROUTE_TITLES, type BusinessRoute } from '../../app/routes.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Card, mutedCss } from '../../components/ui.tsx';
import { font, space } from '../../styles/tokens.ts';

/**
 * What each business area will hold. The specification names the areas but does not show their
 * screens, so each page says what it is for and that it is being prepared: no invented data.
 */
export const AREA_DESCRIPTIONS: Record<BusinessRoute, MessageDescriptor> = {
  usuarios: msg`Aquí se gestionarán las cuentas del personal que usa Sofia App, con el rol de cada persona.`,
  clientes: msg`Aquí se reunirán los clientes del negocio, con sus datos y lo que tiene cada uno.`,
  roles: msg`Aquí se definirán los roles del personal, con el menú y la pantalla de inicio que recibe cada uno.`,
  caja: msg`Aquí se llevará la caja del negocio, con el efectivo disponible.`,
  movimientos: msg`Aquí se registrarán las entradas y salidas de dinero de la caja.`,
  prestamos: msg`Aquí se reunirán los préstamos otorgados a los clientes, con sus condiciones y saldos.`,
  pagos_prestamos: msg`Aquí se registrarán los pagos que los clientes hacen de sus préstamos.`,
  alquileres: msg`Aquí se reunirán los alquileres acordados con los clientes, con sus condiciones.`,
  pagos_alquiler: msg`Aquí se registrarán los pagos recibidos por los alquileres.`,
  entregas: msg`Aquí se registrarán las entregas de efectivo.`,
  movimientos_entrega: msg`Aquí se detallarán los movimientos que forman cada entrega de efectivo.`,
  deudas: msg`Aquí se reunirán las deudas registradas, con lo que queda pendiente de cada una.`,
  pagos_deudas: msg`Aquí se registrarán los pagos aplicados a cada deuda.`,
  honorarios: msg`Aquí se reunirán los honorarios registrados por el negocio.`,
  pagos_honorario: msg`Aquí se registrarán los pagos de cada honorario.`,
  conf_mensajes: msg`Aquí se configurarán los mensajes que usa el negocio.`,
  conf_ubicacion: msg`Aquí se configurarán los datos de ubicación del negocio.`,
  analytics: msg`Aquí se mostrarán resúmenes de la actividad del negocio.`,
  importar: msg`Aquí podrá importar clientes y préstamos en curso desde una planilla.`,
};

const cardBodyCss = css`
  max-width: 70ch;
  h2 { margin: 0 0 ${space.sm}; font-size: ${font.size.lg}; }
  p { margin: 0 0 ${space.md}; }
`;

/** One protected business area: its title, and an honest "being prepared" state. */
export function BusinessPage({ route }: { route: BusinessRoute }) {
  const { i18n } = useLingui();
  const title = i18n._(ROUTE_TITLES[route]);
  return (
    <>
      <PageHeader title={title} />
      <Card labelledBy="business-status-title">
        <div css={cardBodyCss}>
          <h2 id="business-status-title">
            <Trans>Esta área se está preparando</Trans>
          </h2>
          <p>{i18n._(AREA_DESCRIPTIONS[route])}</p>
          <p css={mutedCss}>
            <Trans>Todavía no muestra datos. Cuando esté lista, la encontrarás en esta misma dirección.</Trans>
          </p>
          <Link to="/pages/faq">
            <Trans>Consultar las preguntas frecuentes</Trans>
          </Link>
        </div>
      </Card>
    </>
  );
}
