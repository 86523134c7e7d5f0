export { sessionMachine } from './session.machine.ts';
export { buildMenu } from './session.menu.ts';
export { isUnauthorized, loginFailureOf } from './session.failures.ts';
export * from './session.selectors.ts';
export type { ApiFailure, LoginFailure, SessionContext, SessionEvent, StoredSession } from './session.types.ts';
