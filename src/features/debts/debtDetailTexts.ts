/**
 * The Spanish source texts of a debt's and a fee's page, one map each so every code has exactly one
 * translated text. What differs between the kinds (una deuda, un honorario) is keyed by kind.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DebtFrequency, DebtKind, DebtStatus } from '../../../machines/debts/index.ts';
import type { DebtAction, DebtActionFailure, DebtReasonError } from '../../../machines/debts/debtActions.ts';

/** A status as each kind says it (una deuda pagada, un honorario pagado): the list's words. */
export const STATUS_LABELS: Readonly<Record<DebtKind, Record<DebtStatus, MessageDescriptor>>> = {
  debt: { open: msg`Pendiente`, paid: msg`Pagada`, overpaid: msg`Pagada de más`, cancelled: msg`Anulada`, writtenOff: msg`Castigada` },
  fee: { open: msg`Pendiente`, paid: msg`Pagado`, overpaid: msg`Pagado de más`, cancelled: msg`Anulado`, writtenOff: msg`Castigado` },
};

export const FREQUENCY_LABELS: Readonly<Record<DebtFrequency, MessageDescriptor>> = {
  monthly: msg`Mensual`,
  biweekly: msg`Quincenal (cada dos semanas)`,
  weekly: msg`Semanal`,
};

type PageText = 'list' | 'heading' | 'loading' | 'failed' | 'reloading' | 'reloadFailed' | 'notFound' | 'notFoundText' | 'forbiddenText' | 'back' | 'somethingPaid';

/** The page's sentences that name the record (la deuda, el honorario). */
export const PAGE_TEXTS: Readonly<Record<DebtKind, Record<PageText, MessageDescriptor>>> = {
  debt: {
    list: msg`Deudas`,
    heading: msg`Datos de la deuda`,
    loading: msg`Cargando deuda…`,
    failed: msg`No se pudo cargar la deuda`,
    reloading: msg`Actualizando la deuda…`,
    reloadFailed: msg`No se pudo recargar la deuda. Intente nuevamente.`,
    notFound: msg`No existe esa deuda`,
    notFoundText: msg`Puede que el enlace esté mal escrito o que la deuda no sea de su cartera.`,
    forbiddenText: msg`Su rol no permite ver las deudas.`,
    back: msg`Volver a Deudas`,
    somethingPaid: msg`Esta deuda tiene pagos: para anularla, revierta antes los pagos.`,
  },
  fee: {
    list: msg`Honorarios`,
    heading: msg`Datos del honorario`,
    loading: msg`Cargando honorario…`,
    failed: msg`No se pudo cargar el honorario`,
    reloading: msg`Actualizando el honorario…`,
    reloadFailed: msg`No se pudo recargar el honorario. Intente nuevamente.`,
    notFound: msg`No existe ese honorario`,
    notFoundText: msg`Puede que el enlace esté mal escrito o que el honorario no sea de su cartera.`,
    forbiddenText: msg`Su rol no permite ver los honorarios.`,
    back: msg`Volver a Honorarios`,
    somethingPaid: msg`Este honorario tiene pagos: para anularlo, revierta antes los pagos.`,
  },
};

/** Each action's button (also the dialog's title), its question and its confirm button. */
export const ACTION_TEXTS: Readonly<Record<DebtKind, Record<DebtAction, { button: MessageDescriptor; question: MessageDescriptor; confirm: MessageDescriptor }>>> = {
  debt: {
    cancel: { button: msg`Anular`, question: msg`¿Anular esta deuda? No se pagó nada: dejará de deberse. Escriba el motivo.`, confirm: msg`Anular` },
    writeOff: { button: msg`Castigar`, question: msg`¿Castigar esta deuda? Lo adeudado se sigue debiendo. Escriba el motivo.`, confirm: msg`Castigar` },
    undoWriteOff: { button: msg`Deshacer castigo`, question: msg`¿Devolver la deuda a pendiente?`, confirm: msg`Deshacer castigo` },
  },
  fee: {
    cancel: { button: msg`Anular`, question: msg`¿Anular este honorario? No se pagó nada: dejará de deberse. Escriba el motivo.`, confirm: msg`Anular` },
    writeOff: { button: msg`Castigar`, question: msg`¿Castigar este honorario? Lo adeudado se sigue debiendo. Escriba el motivo.`, confirm: msg`Castigar` },
    undoWriteOff: { button: msg`Deshacer castigo`, question: msg`¿Devolver el honorario a pendiente?`, confirm: msg`Deshacer castigo` },
  },
};

export const ACTION_FAILURES: Readonly<Record<DebtActionFailure, MessageDescriptor>> = {
  stale: msg`Otra persona cambió este registro mientras usted lo miraba. Recárguelo para ver cómo quedó; el motivo que escribió se conserva.`,
  notAllowed: msg`El estado actual ya no permite esta acción.`,
  somethingPaid: msg`Ya se registraron pagos: revierta los pagos antes de anular.`,
  reasonRequired: msg`Escriba el motivo.`,
  forbidden: msg`Su rol no permite esta acción.`,
  unavailable: msg`No se pudo completar la acción. Compruebe la conexión e intente nuevamente.`,
};

export const REASON_ERRORS: Readonly<Record<DebtReasonError, MessageDescriptor>> = {
  required: msg`Escriba el motivo.`,
  tooLong: msg`El motivo admite hasta 500 caracteres.`,
};
