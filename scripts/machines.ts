/**
 * Every statechart of the app, for the scripts that report on all of them (charts, coverage): the
 * app-wide and layout machines, then each business area's own, as the area registry
 * (machines/areas.ts) lists them, so that a new area's machines are charted and covered without
 * touching this file.
 */
import type { AnyStateMachine } from 'xstate';
import { areaLifecycles, areaMachines } from '../machines/areaCharts.ts';
import { recordHistoryMachine } from '../machines/history/index.ts';
import { loaderMachine } from '../machines/loader/index.ts';
import { passwordChangeMachine } from '../machines/passwordChange/index.ts';
import { pendingFeedMachine } from '../machines/pending/pendingFeed.machine.ts';
import { profilePhotoMachine } from '../machines/profilePhoto/index.ts';
import { sessionMachine } from '../machines/session/index.ts';
import { settingsMachine } from '../machines/settings/index.ts';
import { sidebarMachine } from '../machines/sidebar/index.ts';
import { themeMachine } from '../machines/theme/index.ts';

/** The machines no business area owns (`recordHistory`: every area's 'Historial'; `pendingFeed`: what waits on the user, every area's). */
export const APP_MACHINES: readonly AnyStateMachine[] = [
  sessionMachine,
  themeMachine,
  settingsMachine,
  loaderMachine,
  sidebarMachine,
  profilePhotoMachine,
  passwordChangeMachine,
  recordHistoryMachine,
  pendingFeedMachine,
];

/** The machines the app runs as actors: charted, and covered by model paths and UI paths. */
export const MACHINES: AnyStateMachine[] = [...APP_MACHINES, ...(await areaMachines())];

/** The server-run lifecycle charts (areas' `lifecycles`): charted and covered by model paths only. */
export const LIFECYCLE_MACHINES: AnyStateMachine[] = await areaLifecycles();

/** Every chart the chart scripts draw and the model coverage checks. */
export const CHARTED_MACHINES: AnyStateMachine[] = [...MACHINES, ...LIFECYCLE_MACHINES];

/** `states 7/7 (100%)`: a coverage figure as the coverage scripts print it. */
export function ratio(label: string, covered: number, total: number): string {
  const percent = total === 0 ? 100 : Math.floor((covered / total) * 100);
  return `${label} ${covered}/${total} (${percent}%)`;
}
