import { QueryClient } from '@tanstack/react-query';
import { resetCacheOnUserChange } from './reset-on-session-change';

function fakeStore(initial: string | null) {
  let user = initial === null ? null : { id: initial };
  const listeners: Array<() => void> = [];
  return {
    getState: () => ({ session: { user } }),
    subscribe: (listener: () => void) => listeners.push(listener),
    setUser(id: string | null) {
      user = id === null ? null : { id };
      listeners.forEach((l) => l());
    },
  };
}

describe('the query cache belongs to one signed-in user', () => {
  it('drops every cached answer when the user logs in, switches or logs out, and keeps it otherwise', () => {
    const client = new QueryClient();
    const store = fakeStore(null);
    resetCacheOnUserChange(client, store);
    const key = ['merchants', '/merchants/:merchantId', { merchantId: 'm1' }, {}];

    client.setQueryData(key, { data: 'anonymous view' });
    store.setUser(null);
    expect(client.getQueryData(key)).toEqual({ data: 'anonymous view' });

    store.setUser('u1');
    expect(client.getQueryData(key)).toBeUndefined();

    client.setQueryData(key, { data: 'u1 view' });
    store.setUser('u1');
    expect(client.getQueryData(key)).toEqual({ data: 'u1 view' });

    store.setUser('u2');
    expect(client.getQueryData(key)).toBeUndefined();

    client.setQueryData(key, { data: 'u2 view' });
    store.setUser(null);
    expect(client.getQueryData(key)).toBeUndefined();
  });
});
