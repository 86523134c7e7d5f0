// @vitest-environment node
/** The sidebar follows the area of the page shown, also on the pages below an area's route. */
import { describe, expect, it } from 'vitest';
import { routeOfPath } from '../../src/app/routes.ts';

describe('routeOfPath', () => {
  it('a customer\'s page, its edit form and the new-customer form belong to Clientes', () => {
    expect(['/clientes', '/clientes/', '/clientes/7', '/clientes/7/editar', '/clientes/nuevo'].map(routeOfPath)).toEqual(Array(5).fill('clientes'));
  });

  it('paths outside the business routes belong to none', () => {
    expect(['/', '/pages/faq', '/clientesx/7', '/finance'].map(routeOfPath)).toEqual([null, null, null, null]);
  });
});
