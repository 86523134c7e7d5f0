import { i18n, type MessageDescriptor } from '@lingui/core';
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
export const showAlert: ShowAlert = async (icon, message) => {
  const [{ default: Swal }] = await Promise.all([
    import('sweetalert2/dist/sweetalert2.esm.js'),
    import('sweetalert2/dist/sweetalert2.css'),
  ]);
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
  });
};
