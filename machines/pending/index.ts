export * from './pending.schema.ts';
export { PENDING_POLL_MS, pendingFeedMachine, type PendingFeedContext, type PendingFeedEvent, type PendingFeedSnapshot } from './pendingFeed.machine.ts';
export * from './pendingFeed.selectors.ts';
