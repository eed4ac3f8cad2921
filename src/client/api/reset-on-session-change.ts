import type { QueryClient } from '@tanstack/react-query';

/**
 * Server answers depend on who asks (a merchant shows the member's progress, a guest is refused a program), so the
 * cache belongs to one caller: when the signed-in user changes (login, logout, another account), every cached
 * answer is dropped and the screens on view refetch as the new caller. Keys therefore never carry a viewer.
 */
export function resetCacheOnUserChange(
  queryClient: QueryClient,
  store: { getState(): { session: { user: { id: string } | null } }; subscribe(listener: () => void): unknown },
): void {
  let userId = store.getState().session.user?.id ?? null;
  store.subscribe(() => {
    const next = store.getState().session.user?.id ?? null;
    if (next === userId) return;
    userId = next;
    void queryClient.resetQueries();
  });
}
