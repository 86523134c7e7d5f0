import type { MessageTemplate } from '../../machines/messageTemplates/index.ts';
import type { ListPage, ListQuery } from '../../machines/records/listQuery.ts';
import type { StaffSortColumn, StaffUser } from '../../machines/staff/index.ts';
import type { SofiaApi } from '../../src/app/createSofiaApi.ts';
import type { UiRun } from './kit.ts';
import { Held } from './run.ts';

/** GET /usuarios (one page per query), GET /conf_mensajes, PUT /conf_mensajes/{id}, each held until a step answers it. */
export interface BusinessCalls {
  listStaff: Held<ListPage<StaffUser>, [ListQuery<StaffSortColumn>, AbortSignal?]>;
  listTemplates: Held<MessageTemplate[], [void, AbortSignal?]>;
  saveTemplate: Held<MessageTemplate, [{ id: number; body: string }, AbortSignal?]>;
}

/** Each run's calls, found again through the answer the run's fake API was given. */
const byAnswer = new WeakMap<object, BusinessCalls>();

/** Held business calls for one run: put `api` in the setup's `deps` (the fake API answers with them). */
export function heldBusinessApi(): Pick<SofiaApi, keyof BusinessCalls> {
  const calls: BusinessCalls = {
    listStaff: new Held('listStaff'),
    listTemplates: new Held('listTemplates'),
    saveTemplate: new Held('saveTemplate'),
  };
  byAnswer.set(calls.listStaff.call, calls);
  return { listStaff: calls.listStaff.call, listTemplates: calls.listTemplates.call, saveTemplate: calls.saveTemplate.call };
}

/** The held business calls of a run. */
export function businessOf(ui: UiRun): BusinessCalls {
  const answer = ui.deps.api.listStaff.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldBusinessApi()');
  return calls;
}
