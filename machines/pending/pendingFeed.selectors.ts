/** What the views read of the pending feed (machines/pending/pendingFeed.machine.ts). */
import type { PendingGroup } from './pending.schema.ts';
import type { PendingFeedSnapshot } from './pendingFeed.machine.ts';

const NO_GROUPS: readonly PendingGroup[] = [];

/** The kinds the caller's role may act on, with their counts; empty before the first answer. */
export const selectPendingGroups = (snapshot: PendingFeedSnapshot): readonly PendingGroup[] => snapshot.context.answer?.groups ?? NO_GROUPS;

/** The role may act on some kind: the header shows the badge (even at 0, so the page stays reachable). */
export const selectActsOnPending = (snapshot: PendingFeedSnapshot): boolean => selectPendingGroups(snapshot).length > 0;

/** How many records wait on the caller, every kind together. */
export const selectPendingTotal = (snapshot: PendingFeedSnapshot): number => selectPendingGroups(snapshot).reduce((sum, group) => sum + group.count, 0);

/** No answer could be had yet (the page says so and offers to try again). */
export const selectPendingFailed = (snapshot: PendingFeedSnapshot): boolean => snapshot.matches('error') && snapshot.context.answer === null;

/** The first answer is on its way. */
export const selectPendingLoading = (snapshot: PendingFeedSnapshot): boolean => snapshot.context.answer === null && !snapshot.matches('error');

/**
 * What the cash box screen waits on, as one comparable value: the closes waiting for the caller's
 * approval and the caller's own close waiting for someone's. When it changes, 'Caja' reloads.
 * null before the first answer.
 */
export function selectCashWaitKey(snapshot: PendingFeedSnapshot): string | null {
  const answer = snapshot.context.answer;
  if (answer === null) return null;
  const closes = answer.groups.find((group) => group.kind === 'closeApprovals');
  return `${answer.mine.closeWaiting ?? '-'}|${closes?.count ?? '-'}|${closes?.items.map((item) => item.id).join(',') ?? ''}`;
}
