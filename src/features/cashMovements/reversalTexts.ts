import { msg } from '@lingui/core/macro';

/** The alert after a reversal was posted. */
export const REVERSED = { title: msg`Éxito`, text: msg`Movimiento revertido.` };
