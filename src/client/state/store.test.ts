import { deliverModalClosed, deliverModalOpened } from './ordering-slice';
import { anonymousSession, loggedIn, loggedOut, profileCompletenessChanged } from './session-slice';
import { createStore, loadSession, SESSION_STORAGE_KEY } from './store';
import { TOAST_DURATION_MS, toastDismissed, toastShown } from './ui-slice';

const member = { token: 't-1', role: 'member' as const, user: { id: 'u-1', profileIncomplete: true } };

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('client store', () => {
  it('starts anonymous, logs in, flags the profile and logs out, saving the session as it goes', () => {
    const storage = memoryStorage();
    const store = createStore(storage);
    expect(store.getState().session).toEqual(anonymousSession);

    store.dispatch(loggedIn(member));
    expect(store.getState().session).toEqual(member);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(member);

    const before = store.getState().session;
    store.dispatch(profileCompletenessChanged(false));
    expect(store.getState().session.user).toEqual({ id: 'u-1', profileIncomplete: false });
    expect(before.user?.profileIncomplete).toBe(true);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null').user.profileIncomplete).toBe(false);

    const unchanged = store.getState().session;
    store.dispatch(profileCompletenessChanged(false));
    expect(store.getState().session).toBe(unchanged);

    store.dispatch(loggedOut());
    expect(store.getState().session).toEqual(anonymousSession);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('restores a stored session and treats a corrupt or partial one as anonymous', () => {
    const stored = memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(member) });
    expect(createStore(stored).getState().session).toEqual(member);
    expect(loadSession(memoryStorage({ [SESSION_STORAGE_KEY]: '{not json' }))).toEqual(anonymousSession);
    expect(loadSession(memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ ...member, role: 'admin' }) }))).toEqual(
      anonymousSession,
    );
    expect(loadSession(memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ ...member, user: null }) }))).toEqual(
      anonymousSession,
    );
  });

  it('queues toasts with an id and the default duration, and dismisses one by id', () => {
    const store = createStore(memoryStorage());
    store.dispatch(toastShown({ type: 'info', message: 'first' }));
    store.dispatch(toastShown({ type: 'error', message: 'second', durationMs: 1000 }));
    const [first, second] = store.getState().ui.toasts;
    expect(first).toEqual({ id: expect.any(String), type: 'info', message: 'first', durationMs: TOAST_DURATION_MS });
    expect(second).toMatchObject({ type: 'error', message: 'second', durationMs: 1000 });
    expect(first?.id).not.toBe(second?.id);

    store.dispatch(toastDismissed(first?.id ?? ''));
    expect(store.getState().ui.toasts).toEqual([second]);
  });

  it('opens and closes the delivery address sheet flag', () => {
    const store = createStore(memoryStorage());
    expect(store.getState().ordering.deliverModalOpen).toBe(false);
    store.dispatch(deliverModalOpened());
    expect(store.getState().ordering.deliverModalOpen).toBe(true);
    store.dispatch(deliverModalClosed());
    expect(store.getState().ordering.deliverModalOpen).toBe(false);
  });
});
