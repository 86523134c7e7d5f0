import type { MessageTemplate } from '../../machines/messageTemplates/index.ts';
import type { StaffUser } from '../../machines/staff/index.ts';
import type { SofiaApi } from '../../src/app/createSofiaApi.ts';
import type { UiRun } from './kit.ts';
import { Held } from './run.ts';

/** GET /usuarios, GET /conf_mensajes, PUT /conf_mensajes/{id}, each held until a step answers it. */
export interface BusinessCalls {
  listUsers: Held<StaffUser[], [AbortSignal?]>;
  listTemplates: Held<MessageTemplate[], [void, AbortSignal?]>;
  saveTemplate: Held<MessageTemplate, [{ id: number; body: string }, AbortSignal?]>;
}

/** Each run's calls, found again through the answer the run's fake API was given. */
const byAnswer = new WeakMap<object, BusinessCalls>();

/** Held business calls for one run: put `api` in the setup's `deps` (the fake API answers with them). */
export function heldBusinessApi(): Pick<SofiaApi, keyof BusinessCalls> {
  const calls: BusinessCalls = {
    listUsers: new Held('listUsers'),
    listTemplates: new Held('listTemplates'),
    saveTemplate: new Held('saveTemplate'),
  };
  byAnswer.set(calls.listUsers.call, calls);
  return { listUsers: calls.listUsers.call, listTemplates: calls.listTemplates.call, saveTemplate: calls.saveTemplate.call };
}

/** The held business calls of a run. */
export function businessOf(ui: UiRun): BusinessCalls {
  const answer = ui.deps.api.listUsers.getMockImplementation();
  const calls = answer ? byAnswer.get(answer) : undefined;
  if (!calls) throw new Error('this run was not set up with heldBusinessApi()');
  return calls;
}
