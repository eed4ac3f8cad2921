/**
 * Resolves in a new task of the event loop (not a microtask), so the browser can paint and answer input between
 * two steps of the start-up. Total Blocking Time counts every task over 50 ms; a start-up done as a chain of short
 * tasks blocks nothing, the same work done in one task blocks for all of it beyond the first 50 ms.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
