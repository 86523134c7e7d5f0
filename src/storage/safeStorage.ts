/**
 * Browser storage that never throws into the app. `localStorage` can be missing, blocked
 * (SecurityError) or full (QuotaExceededError); then values live in memory for this page, so the
 * session still works until the tab is closed.
 */
export interface KeyValueStore {
  get(key: string): string | null;
  /** false when the browser refused to keep the value (it is kept in memory instead). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
}

export function createSafeStorage(backing: () => Storage | undefined, warn: (message: string) => void = console.warn): KeyValueStore {
  const memory = new Map<string, string>();
  const storage = (): Storage | undefined => {
    try {
      return backing();
    } catch {
      return undefined;
    }
  };
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const target = storage();
        if (!target) throw new Error('storage unavailable');
        target.setItem(key, value);
        memory.delete(key);
        return true;
      } catch (error) {
        memory.set(key, value);
        warn(`Storage refused "${key}"; kept in memory for this tab (${error instanceof Error ? error.name : 'error'}).`);
        return false;
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing stored can be removed from a storage we cannot reach.
      }
    },
  };
}
