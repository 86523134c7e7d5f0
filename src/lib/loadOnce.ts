/**
 * A load that runs once and is shared by every caller (a page's chunk, uPlot): the promise is
 * kept, so each later call gets the same one. A failed load is forgotten, so the next call asks
 * again (a chunk that did not arrive on a bad connection).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
