/**
 * The application layout's full-screen loader through the UI: it covers the page when the layout
 * appears and hides after 500 ms (fake `setTimeout`: the step moves the clock by exactly 500 ms,
 * and at 499 ms it must still be there).
 *
 * The loader comes back while another language's catalog loads: `loader.shown` is driven by
 * choosing a language in the header. With the fake clock on, assertions query synchronously
 * (Testing Library's `findBy*` would wait on the fake clock).
 */
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { loaderMachine } from '../../machines/loader/index.ts';
import { signedInStorage } from '../support/renderApp.tsx';
import type { EventFixtures } from '../utils/fixtures.ts';
import type { LoaderModelEvent } from '../utils/fixtures/loader.ts';
import { TEXT } from './gestures.ts';
import { defineUiPaths } from './kit.ts';

const LOADER_MS = 500;

const events = {
  'loader.shown': { default: { type: 'loader.shown' } },
  'xstate.after.loaderDuration.loader.visible': { default: { type: 'xstate.after.loaderDuration.loader.visible' } },
} satisfies EventFixtures<LoaderModelEvent>;

const loader = () => screen.queryByRole('status');

/** Alternates the language so every choice is a change (Spanish text stays: the fake catalogs are empty). */
let nextLocale = 'en';
function chooseAnotherLanguage() {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: nextLocale } });
  nextLocale = nextLocale === 'en' ? 'es' : 'en';
}

defineUiPaths<typeof loaderMachine, LoaderModelEvent>({
  machine: loaderMachine,
  name: 'loader',
  // A help page of the application layout: signed in, and no business screen's own effects.
  setup: () => ({ route: '/pages/faq', deps: { storage: signedInStorage() }, fakeTimers: true }),
  events,
  executors: {
    // Shown again 300 ms into the delay: the 499 ms check of the next `after` step proves the
    // delay restarted (the first timer would have fired 200 ms into it).
    'loader.shown': async ({ before, ui }) => {
      if (before.matches('visible')) await ui.advanceTimers(300);
      chooseAnotherLanguage();
    },
    'xstate.after.loaderDuration.loader.visible': async ({ ui }) => {
      await ui.advanceTimers(LOADER_MS - 1);
      expect(loader(), 'still covering the page 1 ms before the delay ends').not.toBeNull();
      await ui.advanceTimers(1);
    },
  },
  states: {
    visible: () => {
      const status = loader();
      expect(status?.textContent).toBe(TEXT.loading);
      expect(status?.getAttribute('aria-live')).toBe('polite');
    },
    hidden: () => {
      expect(loader()).toBeNull();
      // The page under it is there and usable.
      expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeTruthy();
    },
  },
});
