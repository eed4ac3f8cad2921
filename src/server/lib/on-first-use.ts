/**
 * A library the server needs for one feature only (a payment provider's SDK, the PDF printer), loaded the first time
 * that feature runs rather than with the app: every server start and every server test file then starts without it.
 * Callers share one load; a load that fails (a transient I/O error, a missing optional install) is forgotten, so the
 * next call tries again instead of failing for the life of the process.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
