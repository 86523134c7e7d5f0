import { assign, fromPromise } from 'xstate';
import type { DebtDetail, DebtKind } from '../../../machines/debts/index.ts';
import type { DebtAction } from '../../../machines/debts/debtActions.ts';
import { debtDetailMachine } from '../../../machines/debts/debtDetail.machine.ts';
import type { RecordActionRequest } from '../../../machines/records/recordDetail.types.ts';
import type { AppDeps } from '../../app/deps.ts';
import { CATALOGUE } from '../../i18n/messages.ts';

/**
 * A debt's or a fee's page with the app's effects: GET /{deudas|honorarios}/{id}, its actions (each
 * with the intent's key: `newKey`, `crypto.randomUUID()` in the browser), 'Guardado correctamente.'
 * when one went through. The kind names the route; the chart is the same for both.
 */
export function provideDebtDetail(deps: AppDeps, kind: DebtKind, newKey: () => string = () => crypto.randomUUID()) {
  return debtDetailMachine.provide({
    actors: {
      loadRecord: fromPromise<DebtDetail, number>(({ input, signal }) => deps.api.getDebt({ kind, id: input }, signal)),
      runAction: fromPromise<DebtDetail, RecordActionRequest<DebtAction>>(({ input, signal }) => deps.api.runDebtAction({ ...input, kind }, signal)),
    },
    actions: {
      newIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
      notifyDone: () => void deps.alert('success', CATALOGUE.saved),
    },
  });
}
