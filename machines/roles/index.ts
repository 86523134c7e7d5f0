export * from './roles.schema.ts';
export * from './role.rules.ts';
export { ROLES_PAGE_SIZE, rolesListMachine } from './rolesList.machine.ts';
