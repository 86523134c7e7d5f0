import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CASH_BOX_NAME_MAX, type CashBoxesRefusal, type CashBoxNameError } from '../../../machines/cashbox/index.ts';

export function cashBoxNameErrorText(i18n: I18n, error: CashBoxNameError): string {
  switch (error) {
    case 'required':
      return i18n._(msg`Escriba el nombre de la caja.`);
    case 'tooLong':
      return i18n._(msg`Use como máximo ${CASH_BOX_NAME_MAX} caracteres.`);
    case 'controlCharacters':
      return i18n._(msg`El nombre no puede tener tabulaciones, saltos de línea ni caracteres invisibles.`);
  }
}

export function cashBoxRefusalText(i18n: I18n, refusal: CashBoxesRefusal): string {
  switch (refusal) {
    case 'boxNameTaken':
      return i18n._(msg`Ya existe una caja con ese nombre en esta ubicación (también cuenta una desactivada).`);
    case 'boxInUse':
      return i18n._(msg`Esta caja tiene una sesión sin cerrar: debe cerrarse antes de desactivar la caja.`);
    case 'staleVersion':
      return i18n._(msg`Otra persona cambió esta caja mientras tanto. Recargue la lista e intente nuevamente.`);
    case 'notFound':
      return i18n._(msg`Esta caja o su ubicación ya no existe. Recargue la lista.`);
    case 'invalidBoxName':
      return i18n._(msg`El servidor rechazó el nombre. Revíselo e intente nuevamente.`);
  }
}
