/**
 * 'Cotizar a otra fecha' on a loan's 'Cancelación anticipada' card through the UI, on
 * `payoffQuote`: a date typed (or cleared), 'Cotizar' without a date says so, the quote held until
 * a step answers it, shown for its date; a refused date in words, no answer with 'Reintentar'; a new
 * date drops the quote shown.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { payoffQuoteMachine, type PayoffQuoteRequest, type PayoffQuoteRow } from '../../machines/loans/loanScreens.ts';
import { defineUiPaths, type UiRun } from '../paths/kit.ts';
import { eventually, Held } from '../paths/run.ts';
import { CENTRAL } from '../locations/locations.fixtures.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import { ACTIVE_LOAN } from './loanScreens.fixtures.ts';
import { payoffQuoteFixtures, type PayoffQuoteModelEvent } from './payoffQuote.pathFixtures.ts';

const TODAY = { date: '2026-11-23', amount: 1_010_667, overdue: 0, principal_ahead: 1_000_000, interest_accrued: 10_667, scheduled: 1_134_715, savings: 124_048, schedule: ACTIVE_LOAN.schedule };

const card = () => within(screen.getByRole('region', { name: 'Cancelación anticipada' }));
const quoted = () => screen.queryByRole('region', { name: /^Cotización al / });

const quotes = new WeakMap<object, Held<PayoffQuoteRow, [PayoffQuoteRequest, AbortSignal?]>>();
function heldApi() {
  const held = new Held<PayoffQuoteRow, [PayoffQuoteRequest, AbortSignal?]>('quotePayoff');
  quotes.set(held.call, held);
  return {
    getLoan: async () => ({ ...ACTIVE_LOAN, payoff: TODAY }),
    quotePayoff: held.call,
    currentLocation: async () => ({ location: { ...CENTRAL, currency: 'ARS', minor_digits: 2 }, business_date: '2026-11-23' }),
  };
}
function quotesOf(ui: UiRun) {
  const answer = ui.deps.api.quotePayoff.getMockImplementation();
  const held = answer ? quotes.get(answer) : undefined;
  if (!held) throw new Error('this run was not set up with heldApi()');
  return held;
}

defineUiPaths<typeof payoffQuoteMachine, PayoffQuoteModelEvent>({
  machine: payoffQuoteMachine,
  name: 'payoff quote',
  variants: { loan: { input: { id: 41 } } },
  setup: () => ({ route: '/prestamos/41', deps: { storage: signedInStorage(), api: heldApi() } }),
  events: payoffQuoteFixtures,
  executors: {
    'date.changed': ({ event }) => {
      fireEvent.change(card().getByLabelText('Cotizar a otra fecha'), { target: { value: event.date } });
    },
    'quote.requested': () => {
      fireEvent.click(card().getByRole('button', { name: 'Cotizar' }));
    },
    'quote.retried': () => {
      fireEvent.click(card().getByRole('button', { name: 'Reintentar' }));
    },
    'xstate.done.actor.quotePayoff': ({ event, ui }) => quotesOf(ui).resolve(event.output),
    'xstate.error.actor.quotePayoff': ({ event, ui }) => quotesOf(ui).reject(event.error),
  },
  preconditions: {
    // The input sends a change only when its value changes.
    'date.changed': (state, event) => state.context.date !== event.date,
  },
  states: {
    editing: async ({ state }) => {
      await eventually(() => screen.queryByRole('region', { name: 'Cancelación anticipada' }) ?? undefined, () => 'the payoff card');
      expect((card().getByLabelText('Cotizar a otra fecha') as HTMLInputElement).value).toBe(state.context.date);
      expect(card().queryByText('Elija la fecha de la cotización.') !== null).toBe(state.context.showErrors && state.context.date === '');
      expect(quoted()).toBeNull();
      expect(card().queryByRole('alert')).toBeNull();
    },
    quoting: ({ state, ui }) => {
      expect(card().getByRole('status').textContent).toBe('Cotizando…');
      expect((card().getByRole('button', { name: /^(Cotizar|Reintentar)$/ }) as HTMLButtonElement).disabled).toBe(true);
      expect(quotesOf(ui).calls.filter((call) => !call.settled).map((call) => call.args[0])).toEqual([{ id: 41, date: state.context.date }]);
    },
    quoted: ({ state }) => {
      const region = quoted();
      expect(region).not.toBeNull();
      // The fixture's quote (the worked example at 2027-01-10), for the date it was asked at.
      expect(state.context.quote?.date).toBe('2027-01-10');
      expect(within(region as HTMLElement).getByRole('heading').textContent).toBe('Cotización al 10 ene 2027');
      expect(within(region as HTMLElement).getByText('Total para cancelar ese día').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('10.301,50 ARS');
    },
    failed: ({ state }) => {
      const retryable = state.context.failure === 'unavailable';
      expect(card().getByRole('alert').textContent).toBe(retryable ? 'No se pudo obtener la cotización.' : 'Elija una fecha dentro del próximo año.');
      expect(card().queryByRole('button', { name: 'Reintentar' }) !== null).toBe(retryable);
      expect(quoted()).toBeNull();
    },
  },
});
