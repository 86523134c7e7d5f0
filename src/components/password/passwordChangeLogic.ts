import { msg } from '@lingui/core/macro';
import { passwordChangeMachine } from '../../../machines/passwordChange/index.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import type { SessionRef } from '../../app/sofiaApp.ts';

/** The success alert: the change, and what it did to the other sessions. */
export const PASSWORD_CHANGED = {
  title: msg`Éxito`,
  text: msg`Su contraseña fue cambiada. Sus sesiones en otros dispositivos se cerraron.`,
};

/**
 * 'Cambiar contraseña' with the app's effects: POST /perfil/clave, the success alert, and the
 * session told (a forced change then lets the user in; on the page it changes nothing there).
 * `forced`: the screen shown before anything else, where no alert of its own is needed.
 */
export function providePasswordChange(deps: AppDeps, session: SessionRef, { forced }: { forced: boolean }) {
  return passwordChangeMachine.provide({
    actors: { changePassword: fromApi(deps.api.changePassword) },
    actions: {
      // A forced change goes straight on to signing in, which says 'Exito' / 'Logueado correctamente'.
      notifyChanged: () => {
        if (!forced) void deps.alert('success', PASSWORD_CHANGED);
      },
      reportChanged: () => session.send({ type: 'password.changed' }),
    },
  });
}
