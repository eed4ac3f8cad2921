import { RECENT_RECIPIENTS_KEY, readRecentRecipients, rememberRecipient } from './recent-recipients';

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial === undefined ? [] : [[RECENT_RECIPIENTS_KEY, initial]]);
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, v: string) => values.set(key, v) };
}
const phone = (i: number) => `+9769900${String(i).padStart(4, '0')}`;

describe('recent gift recipients', () => {
  it('keeps the newest first, once per phone', () => {
    const storage = memoryStorage();
    rememberRecipient(storage, { phone: phone(1), name: 'A' });
    rememberRecipient(storage, { phone: phone(2), name: 'B' });
    expect(rememberRecipient(storage, { phone: phone(1), name: 'A2' }).map((r) => r.name)).toEqual(['A2', 'B']);
    expect(readRecentRecipients(storage).map((r) => r.phone)).toEqual([phone(1), phone(2)]);
  });

  it('keeps at most 10', () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 12; i++) rememberRecipient(storage, { phone: phone(i), name: `N${i}` });
    const list = readRecentRecipients(storage);
    expect(list).toHaveLength(10);
    expect(list[0].phone).toBe(phone(12));
    expect(list[9].phone).toBe(phone(3));
  });

  it('drops what is malformed instead of showing it', () => {
    expect(readRecentRecipients(memoryStorage('not json'))).toEqual([]);
    expect(readRecentRecipients(memoryStorage('{"a":1}'))).toEqual([]);
    expect(
      readRecentRecipients(
        memoryStorage(
          JSON.stringify([
            { phone: 'x', name: 'bad' },
            { phone: phone(5), name: 'ok' },
          ]),
        ),
      ),
    ).toEqual([{ phone: phone(5), name: 'ok' }]);
  });
});
