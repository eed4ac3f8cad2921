/**
 * Asks until `check` holds or `timeoutMs` passes, and returns the last answer for the test to assert on: for what
 * another part of the system does a few milliseconds later (a build picked up, an invalidation heard from another
 * process), on a machine that may be busy.
 */
export async function eventually<T>(
  ask: () => Promise<T>,
  check: (value: T) => boolean,
  // Well inside a test's 60 s (jest.config.js): a build picked up took over 10 s on a busy CI machine.
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await ask();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
