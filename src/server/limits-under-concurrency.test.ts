import { and, eq } from 'drizzle-orm';
import { MAX_CODE_ATTEMPTS, MAX_CODES_PER_IDENTITY } from '../shared/constants/auth';
import { MAX_FOLLOWED_CATEGORIES } from '../shared/constants/discovery';
import { oneTimeCodes, outbox } from './db/schema';
import type { MessageSender } from './messaging/outbox';
import { MAX_ADDRESSES } from '../shared/api/account';
import { atOnce, times } from './test-support/concurrency';
import { buildTestApp, type TestApp } from './test-support/build-test-app';

// The table of issue 9, re-measured: every limit and single-use rule under many requests at once, on the database the
// suite runs on (PGlite by default, PostgreSQL with TEST_DATABASE_URL).
let t: TestApp;
let sent: string[] = [];
const countingSender: MessageSender = {
  name: 'counting',
  channels: ['sms', 'email'],
  send: async (message) => {
    sent.push(message.to);
  },
};
beforeAll(async () => {
  t = await buildTestApp({ senders: [countingSender] });
});
afterAll(() => t.close());

let phoneSeq = 1000;
const freshPhone = () => `+9768900${phoneSeq++}`;
const post = (url: string, payload: object, token?: string) =>
  t.call('alpha', { method: 'POST', url: `/api/${url}`, payload, token });

async function codeFor(phone: string): Promise<string> {
  const res = await post('auth/code', { phone });
  if (res.statusCode !== 200) throw new Error(`no code for ${phone}: ${res.body}`);
  return t.lastCode('alpha', phone);
}

async function newMemberToken(): Promise<string> {
  const phone = freshPhone();
  const res = await post('auth/signup', { phone, code: await codeFor(phone) });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  return res.json().data.token as string;
}

const codeRowsOf = (phone: string) =>
  t.db.db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.tenantId, 'alpha'), eq(oneTimeCodes.identity, `phone:${phone}`)));

describe('a code is used once', () => {
  it('20 verifies of one correct code: exactly 1 session, 19 told the code was used', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const burst = await atOnce(times(20, () => post('auth/code/verify', { phone, code })));
    expect(burst.tally).toEqual({ 200: 1, '400 CODE_USED': 19 });
    const used = burst.responses.find((r) => r.statusCode !== 200)!.json();
    expect(used).toMatchObject({ field: 'code', message: 'This code has already been used: request a new one' });
    // The one session works; the phone became one member.
    const token = burst.responses.find((r) => r.statusCode === 200)!.json().data.token;
    expect((await t.call('alpha', { url: '/api/me', token })).json().data.phone).toBe(phone);
  });
});

describe(`a code dies after ${MAX_CODE_ATTEMPTS} wrong tries`, () => {
  it(`60 wrong guesses at once: ${MAX_CODE_ATTEMPTS} evaluated, then the right code is refused`, async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const burst = await atOnce(times(60, () => post('auth/code/verify', { phone, code: wrong })));
    expect(burst.tally).toEqual({ '400 CODE_WRONG': MAX_CODE_ATTEMPTS - 1, '400 CODE_LOCKED': 61 - MAX_CODE_ATTEMPTS });
    const [row] = await codeRowsOf(phone);
    expect(row.attempts).toBe(MAX_CODE_ATTEMPTS);
    const right = await post('auth/code/verify', { phone, code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'CODE_LOCKED', message: 'Too many wrong codes: request a new one' });
  });
});

describe('one sign-up per code', () => {
  it('10 sign-ups with one code: 1 member, 9 told the code was used', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone);
    const burst = await atOnce(
      times(10, (i) => post('auth/signup', { phone, code, firstname: `Racer${i}`, password: 'longenough1' })),
    );
    expect(burst.tally).toEqual({ 200: 1, '400 CODE_USED': 9 });
  });
});

describe(`at most ${MAX_CODES_PER_IDENTITY} codes per phone per 10 minutes`, () => {
  it(`30 code requests at once: ${MAX_CODES_PER_IDENTITY} accepted, ${MAX_CODES_PER_IDENTITY} messages`, async () => {
    const phone = freshPhone();
    sent = [];
    const burst = await atOnce(times(30, () => post('auth/code', { phone })));
    expect(burst.tally).toEqual({ 200: MAX_CODES_PER_IDENTITY, '429 TOO_MANY_REQUESTS': 30 - MAX_CODES_PER_IDENTITY });
    expect(await t.db.db.select().from(outbox).where(eq(outbox.to, phone))).toHaveLength(MAX_CODES_PER_IDENTITY);
    expect(await codeRowsOf(phone)).toHaveLength(MAX_CODES_PER_IDENTITY);
    // Each accepted message went to the sender once, however the parallel flushes overlapped.
    expect(sent.filter((to) => to === phone)).toHaveLength(MAX_CODES_PER_IDENTITY);
  });
});

describe(`at most ${MAX_FOLLOWED_CATEGORIES} followed categories`, () => {
  it(`10 follows at once: ${MAX_FOLLOWED_CATEGORIES} followed, the rest refused by the rule`, async () => {
    const token = await newMemberToken();
    const list = (await t.call('alpha', { url: '/api/categories', token })).json().data as { _id: string }[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    const burst = await atOnce(list.slice(0, 10).map((c) => () => post(`categories/${c._id}/follow`, {}, token)));
    expect(burst.tally).toEqual({
      200: MAX_FOLLOWED_CATEGORIES,
      '409 TOO_MANY_CATEGORIES': 10 - MAX_FOLLOWED_CATEGORIES,
    });
    const after = (await t.call('alpha', { url: '/api/categories', token })).json().data as { isFollowed: boolean }[];
    expect(after.filter((c) => c.isFollowed)).toHaveLength(MAX_FOLLOWED_CATEGORIES);
  });
});

describe(`at most ${MAX_ADDRESSES} saved addresses`, () => {
  it(`40 adds at once: ${MAX_ADDRESSES} stored, the rest refused by the rule`, async () => {
    const token = await newMemberToken();
    const burst = await atOnce(
      times(40, (i) => post('me/addresses', { label: `Place ${i}`, street: `${i} Peace Avenue` }, token)),
    );
    expect(burst.tally).toEqual({ 200: MAX_ADDRESSES, '400 TOO_MANY_ADDRESSES': 40 - MAX_ADDRESSES });
    const stored = await t.call('alpha', { url: '/api/me/addresses', token });
    expect(stored.json().data).toHaveLength(MAX_ADDRESSES);
  });
});
