import { deliverModalClosed, deliverModalOpened } from './ordering-slice';
import { anonymousSession, loggedIn, loggedOut, profileCompletenessChanged } from './session-slice';
import { createStore, loadSession, SESSION_STORAGE_KEY } from './store';
import { sessionCookie, sessionCookieToken, SESSION_COOKIE } from '../../shared/auth/session-cookie';
import { MEMBER_TOKEN_TTL_SECONDS } from '../../shared/constants/auth';
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

  describe('the session cookie, for navigations (src/shared/auth/session-cookie.ts)', () => {
    /** A page whose cookie jar records every assignment, as the browser's would apply it. */
    function page(protocol = 'http:') {
      const jar = new Map<string, string>();
      const written: string[] = [];
      const doc = {
        location: { protocol },
        get cookie() {
          return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        },
        set cookie(text: string) {
          written.push(text);
          const [pair] = text.split(';');
          const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
          if (/Max-Age=0(;|$)/.test(text)) jar.delete(name);
          else jar.set(name, value);
        },
      };
      return { doc: doc as unknown as Document, written, token: () => sessionCookieToken(doc.cookie) };
    }

    it('is written with the session, changed with it, and cleared on sign-out (a 401 signs out the same way)', () => {
      const { doc, written, token } = page();
      const store = createStore(memoryStorage(), undefined, doc);
      expect(written).toEqual([]);
      store.dispatch(loggedIn(member));
      expect(token()).toBe('t-1');
      expect(written.at(-1)).toBe(
        `${SESSION_COOKIE}=t-1; Path=/; SameSite=Strict; Max-Age=${MEMBER_TOKEN_TTL_SECONDS}`,
      );
      store.dispatch(profileCompletenessChanged(false));
      expect(written).toHaveLength(1);
      store.dispatch(loggedIn({ ...member, token: 't-2', user: { id: 'u-2', profileIncomplete: false } }));
      expect(token()).toBe('t-2');
      store.dispatch(loggedOut());
      expect(token()).toBeNull();
      expect(written.at(-1)).toBe(`${SESSION_COOKIE}=; Path=/; SameSite=Strict; Max-Age=0`);
    });

    it('is written at start for a session stored before it existed, and dropped when the storage has none', () => {
      const stored = page();
      createStore(memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(member) }), undefined, stored.doc);
      expect(stored.token()).toBe('t-1');
      // Already there: not written again.
      createStore(memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify(member) }), undefined, stored.doc);
      expect(stored.written).toHaveLength(1);
      // The storage was cleared (or signed out in another tab): the cookie goes too.
      createStore(memoryStorage(), undefined, stored.doc);
      expect(stored.token()).toBeNull();
    });

    it('is Secure on https, a guest one lives a day, and tokens are encoded', () => {
      const { doc, written } = page('https:');
      createStore(
        memoryStorage({ [SESSION_STORAGE_KEY]: JSON.stringify({ ...member, role: 'guest' }) }),
        undefined,
        doc,
      );
      expect(written).toEqual([`${SESSION_COOKIE}=t-1; Path=/; SameSite=Strict; Secure; Max-Age=86400`]);
      const text = sessionCookie({ token: 'a b;c', role: 'member' }, false);
      expect(sessionCookieToken(`other=1; ${text.split(';')[0]}; last=2`)).toBe('a b;c');
      expect(sessionCookieToken('other=1')).toBeNull();
    });
  });
});
