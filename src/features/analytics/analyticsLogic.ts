import { analyticsMachine } from '../../../machines/analytics/analyticsMachines.ts';
import { fromApi } from '../../api/fromApi.ts';
import type { AppDeps } from '../../app/deps.ts';

/** 'Analítica' with the app's effect: GET /analitica for the period asked (aborted when the period changes). */
export function provideAnalytics(deps: AppDeps) {
  return analyticsMachine.provide({ actors: { loadAnalytics: fromApi(deps.api.getAnalytics) } });
}
