/**
 * Independent statements of one transaction sent together (issue 14): each is sent as soon as it is built, without
 * waiting for the answer of the one before, so a transaction spends one round trip on them instead of one each. On
 * PGlite that round trip is held under PGlite's one lock (every other transaction waits on it); on PostgreSQL the
 * connection writes them one behind the other without waiting (pg's pipeline mode, client.ts) and runs them in the
 * order sent.
 *
 * Only for statements that do not depend on one another (none reads or references a row another writes): the order
 * they reach the connection is not the order given (awaiting a drizzle builder calls its `then` a microtask later
 * than calling `.execute()`), so an order and its lines, say, must stay one after the other.
 *
 * Answers every result, in the order given. When one fails, it waits for all to settle before rejecting with the
 * first failure (in the order given): the caller's rollback must not race a statement still in flight, which on
 * PostgreSQL would run on a connection already handed back to the pool.
 */
export async function together<T extends readonly Promise<unknown>[]>(
  work: [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(work);
  const failed = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
