import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS_ROUTES, type BusinessRoute } from '../../src/app/routes.ts';
import { BusinessPage } from '../../src/pages/business/BusinessPage.tsx';
import { renderPage } from './renderPage.tsx';

afterEach(cleanup);

/** Written out here, not imported, so a wrong or swapped text fails. */
const EXPECTED: Record<BusinessRoute, { title: string; description: string }> = {
  usuarios: { title: 'Usuarios', description: 'Aquí se gestionarán las cuentas del personal que usa Sofia App, con el rol de cada persona.' },
  clientes: { title: 'Clientes', description: 'Aquí se reunirán los clientes del negocio, con sus datos y lo que tiene cada uno.' },
  roles: { title: 'Roles', description: 'Aquí se definirán los roles del personal, con el menú y la pantalla de inicio que recibe cada uno.' },
  caja: { title: 'Caja', description: 'Aquí se llevará la caja del negocio, con el efectivo disponible.' },
  movimientos: { title: 'Movimientos', description: 'Aquí se registrarán las entradas y salidas de dinero de la caja.' },
  prestamos: { title: 'Préstamos', description: 'Aquí se reunirán los préstamos otorgados a los clientes, con sus condiciones y saldos.' },
  pagos_prestamos: { title: 'Pagos de préstamos', description: 'Aquí se registrarán los pagos que los clientes hacen de sus préstamos.' },
  alquileres: { title: 'Alquileres', description: 'Aquí se reunirán los alquileres acordados con los clientes, con sus condiciones.' },
  pagos_alquiler: { title: 'Pagos de alquiler', description: 'Aquí se registrarán los pagos recibidos por los alquileres.' },
  entregas: { title: 'Entregas de efectivo', description: 'Aquí se registrarán las entregas de efectivo.' },
  movimientos_entrega: { title: 'Movimientos de entrega', description: 'Aquí se detallarán los movimientos que forman cada entrega de efectivo.' },
  deudas: { title: 'Deudas', description: 'Aquí se reunirán las deudas registradas, con lo que queda pendiente de cada una.' },
  pagos_deudas: { title: 'Pagos de deudas', description: 'Aquí se registrarán los pagos aplicados a cada deuda.' },
  honorarios: { title: 'Honorarios', description: 'Aquí se reunirán los honorarios registrados por el negocio.' },
  pagos_honorario: { title: 'Pagos de honorarios', description: 'Aquí se registrarán los pagos de cada honorario.' },
  conf_mensajes: { title: 'Configuración de mensajes', description: 'Aquí se configurarán los mensajes que usa el negocio.' },
  conf_ubicacion: { title: 'Configuración de ubicación', description: 'Aquí se configurarán los datos de ubicación del negocio.' },
  analytics: { title: 'Analítica', description: 'Aquí se mostrarán resúmenes de la actividad del negocio.' },
  importar: { title: 'Importar', description: 'Aquí podrá importar clientes y préstamos en curso desde una planilla.' },
};

describe('BusinessPage', () => {
  it('covers all 19 business routes with 19 different descriptions', () => {
    expect(BUSINESS_ROUTES).toHaveLength(19);
    expect(Object.keys(EXPECTED).sort()).toEqual([...BUSINESS_ROUTES].sort());
    expect(new Set(Object.values(EXPECTED).map((e) => e.description)).size).toBe(19);
  });

  it.each(BUSINESS_ROUTES.map((route) => [route, EXPECTED[route]] as const))('%s shows its own title and description', async (route, expected) => {
    const { container } = await renderPage(<BusinessPage route={route} />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual([expected.title]);
    const crumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(crumb.querySelector('[aria-current="page"]')?.textContent).toBe(expected.title);
    expect(screen.getByRole('heading', { level: 2, name: 'Esta área se está preparando' })).toBeTruthy();
    expect(screen.getByText(expected.description)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Consultar las preguntas frecuentes' }).getAttribute('href')).toBe('/pages/faq');
    expect(container.textContent).not.toMatch(/\d/);
  });
});
