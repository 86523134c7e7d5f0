export { messageTemplatesMachine, templatesFailureOf } from './messageTemplates.machine.ts';
export * from './messageTemplates.selectors.ts';
export { TEMPLATE_BODY_MAX } from './messageTemplates.types.ts';
export type {
  LeaveTarget,
  MessageTemplate,
  MessageTemplatesContext,
  MessageTemplatesEvent,
  MessageTemplatesInput,
  SaveTemplateInput,
  SaveTemplateRequest,
  TemplatesFailure,
} from './messageTemplates.types.ts';
export { connectMessageTemplates } from './messageTemplates.connect.ts';
export type { LeaveQuestion, MessageTemplatesView, TemplatesLoad } from './messageTemplates.connect.ts';
