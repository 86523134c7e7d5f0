export { STAFF_ENABLED_FILTER, STAFF_PAGE_SIZE, staffListMachine } from './staffList.machine.ts';
export * from './staff.schema.ts';
export type { StaffListContext, StaffListEvent } from './staffList.types.ts';
export { GENERATED_PASSWORD_LENGTH, leavesNoManager, mayDisable, refusalOf, type AccountStanding } from './staffAccount.rules.ts';
export * from './staffForm.rules.ts';
export { staffFormFailureOf, staffFormMachine } from './staffForm.machine.ts';
export type { SaveStaffRequest, SaveStaffResult, StaffFormContext, StaffFormEvent, StaffFormFailure, StaffFormInput } from './staffForm.types.ts';
export { connectStaffForm, type StaffFormNotice, type StaffFormSnapshot, type StaffFormView } from './staffForm.connect.ts';
export { staffActionErrors, staffActionFailureOf, staffActionMachine, staffActionRefusalOf } from './staffAction.machine.ts';
export type {
  StaffActionContext,
  StaffActionEvent,
  StaffActionFailure,
  StaffActionInput,
  StaffActionKind,
  StaffActionRefusal,
  StaffActionRequest,
  StaffActionResult,
} from './staffAction.types.ts';
export { STAFF_ACTION_REFUSALS } from './staffAction.types.ts';
export { connectStaffAction, type StaffActionFace, type StaffActionSnapshot, type StaffActionView } from './staffAction.connect.ts';
