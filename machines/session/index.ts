export { sessionMachine } from './session.machine.ts';
export { buildMenu } from './session.menu.ts';
export { loginFailureOf } from './session.failures.ts';
export * from './session.selectors.ts';
export type { ApiFailure, LoginFailure, SessionContext, SessionEvent, SignedIn, StoredSession } from './session.types.ts';
