import { assign } from 'xstate';
import { rentalDetailMachine } from '../../../machines/rentals/rentalScreens.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/** A contract's page: GET /alquileres/{id}, its actions (each with the intent's key), 'Guardado correctamente.' when one went through. */
export function provideRentalDetail(deps: AppDeps, newKey: () => string = () => crypto.randomUUID()) {
  return rentalDetailMachine.provide({
    actors: {
      loadRecord: fromApi(deps.api.getRental),
      runAction: fromApi(deps.api.runRentalAction),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      notifyDone: () => void deps.alert('success', CATALOGUE.saved),
    },
  });
}
