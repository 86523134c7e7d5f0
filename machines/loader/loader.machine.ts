import { setup } from 'xstate';

export type LoaderEvent = { type: 'loader.shown' };

/**
 * The full-screen loader of the application layout (specification: shown, then hidden after
 * 500 ms).
 *
 * - `visible`: the loader covers the page; it hides itself after `loaderDuration`.
 * - `hidden`: the page is usable. `loader.shown` brings the loader back (and restarts the delay).
 */
export const loaderMachine = setup({
  types: { events: {} as LoaderEvent },
  delays: { loaderDuration: 500 },
}).createMachine({
  id: 'loader',
  initial: 'visible',
  states: {
    visible: {
      after: { loaderDuration: 'hidden' },
      on: { 'loader.shown': { target: 'visible', reenter: true } },
    },
    hidden: {
      on: { 'loader.shown': 'visible' },
    },
  },
});
