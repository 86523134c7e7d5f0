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
