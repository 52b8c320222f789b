/**
 * `load` (a dynamic import) run on first need and its result kept; a failed load (say, offline) is
 * forgotten so the next need tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
