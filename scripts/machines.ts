/** Every statechart of the app, for the scripts that report on all of them (charts, coverage). */
import type { AnyStateMachine } from 'xstate';
import { loaderMachine } from '../machines/loader/index.ts';
import { messageTemplatesMachine } from '../machines/messageTemplates/index.ts';
import { profilePhotoMachine } from '../machines/profilePhoto/index.ts';
import { sessionMachine } from '../machines/session/index.ts';
import { settingsMachine } from '../machines/settings/index.ts';
import { sidebarMachine } from '../machines/sidebar/index.ts';
import { themeMachine } from '../machines/theme/index.ts';
import { staffListMachine } from '../machines/staff/index.ts';

export const MACHINES: AnyStateMachine[] = [
  sessionMachine,
  themeMachine,
  settingsMachine,
  loaderMachine,
  sidebarMachine,
  profilePhotoMachine,
  staffListMachine,
  messageTemplatesMachine,
];

/** `states 7/7 (100%)`: a coverage figure as the coverage scripts print it. */
export function ratio(label: string, covered: number, total: number): string {
  const percent = total === 0 ? 100 : Math.floor((covered / total) * 100);
  return `${label} ${covered}/${total} (${percent}%)`;
}
