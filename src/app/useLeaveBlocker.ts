import { useEffect, useRef, useState } from 'react';
import { UNBLOCKED, type Blocker, type LeaveAttempt } from './appRouter.ts';
import { useApp } from './AppContext.tsx';

/**
 * Holds navigations away from this page while `shouldBlock` answers true (links, the app's own
 * navigation, back and forward), as React Router's useBlocker does for data routers. The page
 * answers the returned blocker with `proceed()` or `reset()`.
 */
export function useLeaveBlocker(shouldBlock: (attempt: LeaveAttempt) => boolean): Blocker {
  const { router } = useApp();
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => router.block((attempt) => latest.current(attempt), setBlocker), [router]);
  return blocker;
}
