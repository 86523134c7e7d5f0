/**
 * sweetalert2 hides the rest of the page from assistive technology while it is open and, when it
 * closes, puts back the aria-hidden it found. If a floating-ui modal (the photo dialog) had set
 * that attribute and closed meanwhile, the page would stay hidden: the app must come back.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAlerts, showAlert } from '../../src/lib/alerts.ts';

const MESSAGE = { title: msg`Error`, text: msg`No se pudo guardar` };

beforeAll(() => {
  // sweetalert2 asks for the reduced-motion preference; jsdom has no matchMedia.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'es', messages: {} });
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function page() {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

const confirmButton = () => document.querySelector<HTMLButtonElement>('.swal2-confirm');

describe('an alert over a modal that closes while the alert is open', () => {
  it('leaves the page visible to assistive technology once both are gone', async () => {
    const root = page();
    // The modal is open: floating-ui marks the rest of the page and hides it.
    root.setAttribute('aria-hidden', 'true');
    root.setAttribute('data-floating-ui-inert', '');
    const shown = showAlert('error', MESSAGE);
    await until(() => confirmButton() !== null, 'the alert');
    // The modal is torn down under the alert (the session ended): floating-ui undoes its marks.
    root.removeAttribute('aria-hidden');
    root.removeAttribute('data-floating-ui-inert');
    confirmButton()?.click();
    await shown;
    await until(() => document.querySelector('.swal2-container') === null, 'the alert to close');
    await until(() => !root.hasAttribute('aria-hidden'), 'the page to be visible again');
    expect(root.hasAttribute('aria-hidden')).toBe(false);
  });

  it('keeps the page hidden while the modal that hid it is still open', async () => {
    const root = page();
    root.setAttribute('aria-hidden', 'true');
    root.setAttribute('data-floating-ui-inert', '');
    const shown = showAlert('error', MESSAGE);
    await until(() => confirmButton() !== null, 'the alert');
    confirmButton()?.click();
    await shown;
    await until(() => document.querySelector('.swal2-container') === null, 'the alert to close');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('when an alert is built', () => {
  it('builds the dialog in a task of its own, after the work its caller started (the sign-in sends the menu request first)', async () => {
    await preloadAlerts();
    const shown = showAlert('success', MESSAGE);
    // Everything the caller queued as microtasks (a fetch, a state change) runs before the dialog.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(document.querySelector('.swal2-container')).toBeNull();
    await until(() => document.querySelector('.swal2-container') !== null, 'the alert');
    document.querySelector<HTMLElement>('.swal2-container')?.click();
    await shown;
  });
});

describe('when an alert is built', () => {
  it('waits for the frame that shows what the caller rendered: the dialog comes after that frame is painted', async () => {
    await preloadAlerts();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      const shown = showAlert('success', MESSAGE);
      // Several tasks later, still no dialog: the frame has not come.
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
      expect(confirmButton()).toBeNull();
      expect(frames).toHaveLength(1);
      frames[0]?.(0);
      await until(() => confirmButton() !== null, 'the alert after the frame');
      confirmButton()?.click();
      await shown;
    } finally {
      vi.unstubAllGlobals();
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    }
  });
});
