export * from './roles.schema.ts';
export * from './role.rules.ts';
export { ROLES_PAGE_SIZE, rolesListMachine } from './rolesList.machine.ts';
export * from './roleForm.rules.ts';
export { roleErrorsOf, roleFormFailureOf, roleFormMachine } from './roleForm.machine.ts';
export type { RoleFormContext, RoleFormData, RoleFormEvent, RoleFormFailure, RoleFormInput, SaveRoleRequest } from './roleForm.types.ts';
export { connectRoleForm, type RoleFormNotice, type RoleFormSnapshot, type RoleFormView } from './roleForm.connect.ts';
