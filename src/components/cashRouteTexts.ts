/**
 * The sentences every dialog that moves cash shares (issue #29 items 3 and 5): why the cash cannot
 * go out ('La caja no tiene efectivo suficiente (tiene 1.250,00 ARS)'), where it goes ('El
 * efectivo sale de la Caja 1 (sesión de Carlos Ruiz)') and the refusals of a chosen session
 * (machines/cash/cashRouting.ts). Caja, the payments' reversal and the rental's settlement say
 * them alike.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CashRoutingRefusal, OpenSessionRef } from '../../machines/cash/index.ts';

/** 409 insufficientCash: what the box holds, formatted with its currency (null: not known). */
export function insufficientCashText(i18n: I18n, available: string | null): string {
  return available === null ? i18n._(msg`La caja no tiene efectivo suficiente.`) : i18n._(msg`La caja no tiene efectivo suficiente (tiene ${available}).`);
}

/** 'Caja 1 (sesión de Carlos Ruiz)': one open session as the choice lists it. */
export function sessionLabel(i18n: I18n, session: OpenSessionRef): string {
  const box = session.box_name;
  const holder = session.opened_by_name;
  return i18n._(msg`${box} (sesión de ${holder})`);
}

/** Where the cash goes out, stated before confirming. */
export function cashOutOfText(i18n: I18n, session: OpenSessionRef): string {
  const box = session.box_name;
  const holder = session.opened_by_name;
  return i18n._(msg`El efectivo sale de la ${box} (sesión de ${holder}).`);
}

/** No session is open at the location: the cash has nowhere to go out of. */
export const noOpenSessionAtLocationText = (i18n: I18n): string =>
  i18n._(msg`No hay ninguna caja abierta en la ubicación: pida a quien tenga una caja que la abra, o abra una, y vuelva a intentarlo.`);

const ROUTING_TEXTS = {
  chooseSession: msg`La caja por la que entró el dinero está cerrada: elija una caja abierta para el efectivo.`,
  cashSessionChanged: msg`La caja del efectivo cambió mientras decidía: cierre y vuelva a intentarlo.`,
  noSuchSession: msg`La caja elegida no existe en esta ubicación.`,
  sessionNotOpen: msg`La caja elegida ya no está abierta: cierre y elija otra.`,
} as const;

export const cashRoutingRefusalText = (i18n: I18n, refusal: CashRoutingRefusal): string => i18n._(ROUTING_TEXTS[refusal]);
