import { i18n, type MessageDescriptor } from '@lingui/core';
import type SwalType from 'sweetalert2';
import { APP_MESSAGES } from '../i18n/messages.ts';

export type AlertIcon = 'success' | 'error' | 'warning';

export interface AlertMessage {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export type ShowAlert = (icon: AlertIcon, message: AlertMessage) => Promise<void>;

/**
 * Shows a sweetalert2 dialog. The library (and its stylesheet: the ESM build injects no <style>,
 * so the CSP needs no inline script or style for it) loads with the first alert. Only plain
 * `title`/`text` are used: sweetalert2 does not sanitise `html`.
 */
let library: Promise<{ default: typeof SwalType }> | undefined;

/** Loads sweetalert2 and its stylesheet once. main.tsx calls it when the page is idle, so an alert
 * can still be shown when the server (which also serves the chunks) has become unreachable. */
export function preloadAlerts() {
  library ??= Promise.all([import('sweetalert2/dist/sweetalert2.esm.js'), import('sweetalert2/dist/sweetalert2.css')]).then(
    ([module]) => module,
  );
  library.catch(() => {
    library = undefined; // a later alert tries again
  });
  return library;
}

// One alert at a time: a second one (e.g. 'Sesión terminada' right after 'No se pudo guardar')
// waits until the first is closed instead of replacing it.
let queue: Promise<void> = Promise.resolve();

/**
 * Resolves in a task after the next paint when the page is on screen (a task queued from an
 * animation frame runs once that frame is painted), else in a later task: what the caller started
 * in this one (microtasks included) goes first, and so does the frame that shows it.
 */
const afterPaint = () =>
  new Promise<void>((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(later);
    else later();
  });

export const showAlert: ShowAlert = (icon, message) => {
  // The dialog is built in a task of its own after the next paint, never inside the caller's:
  // signing in shows the menu and then asks for the success alert, and building the dialog (tens
  // of ms of DOM work and a forced layout) before the frame was painted held the menu back.
  // Issue #12, item 5.
  const shown = queue.then(afterPaint).then(() => fire(icon, message));
  queue = shown.catch(() => undefined);
  return shown.catch((error: unknown) => {
    // The message is also on the page (e.g. under the login form); a missing alert must not crash.
    console.error('Sofia App: an alert could not be shown.', error);
  });
};

/**
 * sweetalert2 hides the rest of the page (aria-hidden) while open and, on closing, puts back the
 * aria-hidden it found. A floating-ui modal marks what it hides with `data-floating-ui-inert`; if
 * that modal closed under the alert (the session ended while the photo dialog showed an error),
 * the restored attribute has no owner left and would hide the app from assistive technology for
 * good. Once no alert is open, an aria-hidden that no open modal claims is dropped.
 */
function dropOrphanedAriaHidden(alertOpen: boolean): void {
  if (alertOpen) return;
  for (const element of Array.from(document.body.children)) {
    if (element.getAttribute('aria-hidden') === 'true' && !element.hasAttribute('data-floating-ui-inert')) {
      element.removeAttribute('aria-hidden');
    }
  }
}

async function fire(icon: AlertIcon, message: AlertMessage): Promise<void> {
  const { default: Swal } = await preloadAlerts();
  const success = icon === 'success';
  await Swal.fire({
    icon,
    title: i18n._(message.title),
    text: i18n._(message.text),
    confirmButtonText: i18n._(APP_MESSAGES.ok),
    // A success needs no answer: it closes by itself; failures wait for the user.
    timer: success ? 1500 : undefined,
    showConfirmButton: !success,
    returnFocus: true,
    // After sweetalert2 has put the page's attributes back (and unless the next alert is open).
    didClose: () => dropOrphanedAriaHidden(Swal.isVisible()),
  });
}
