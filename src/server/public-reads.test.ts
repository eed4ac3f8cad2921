// Issue 14: public tenant reads are served from memory, and the writes that change them are visible at once — a
// follow (followedCount), a join (the member's own part) and a new promotion — in the same server process, and in a
// second process on the same PostgreSQL as soon as its invalidation arrives (LISTEN/NOTIFY, a few milliseconds). An
// anonymous visitor's answer is kept as bytes (lib/public-answer.ts): the same bytes the route sends a caller it
// serialises for, with an ETag that a write changes.
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { promotions } from './db/schema';
import { buildTestAppOnSameDatabase, useTestApp, type TestApp } from './test-support/build-test-app';
import { eventually } from './test-support/eventually';
import { sqlSentBy } from './test-support/sql-sent';

const TENANT = 'alpha';
const MERCHANT = `${TENANT}-m03`;
const t = useTestApp();

const merchantPage = async (app: TestApp, token?: string) => {
  const res = await app.call(TENANT, { url: `/api/merchants/${MERCHANT}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().data as { followedCount: number; isFollowed: boolean; joined: boolean };
};
const homeList = async (app: TestApp, token?: string) => {
  const res = await app.call(TENANT, { url: '/api/merchants?limit=50', token });
  return (res.json().data as { _id: string; followedCount: number; joined: boolean }[]).find(
    (m) => m._id === MERCHANT,
  )!;
};
const promotionTitles = async (app: TestApp) => {
  const res = await app.call(TENANT, { url: '/api/feed/promotions?section=other&limit=50' });
  return (res.json().data as { title: string }[]).map((p) => p.title);
};
const follow = async (app: TestApp, token: string, on: boolean) => {
  const res = await app.call(TENANT, {
    method: 'POST',
    url: `/api/merchants/${MERCHANT}/${on ? 'follow' : 'unfollow'}`,
    token,
  });
  expect(res.statusCode).toBe(200);
};
const addPromotion = (app: TestApp, title: string) =>
  app.db.db
    .insert(promotions)
    .values({ id: `promo-${title}`, tenantId: TENANT, merchantId: MERCHANT, title, createdAt: new Date() });

describe('in one server process', () => {
  it('serves a public read from memory: once read, the same reads send no SQL', async () => {
    const readAll = () => Promise.all([merchantPage(t), homeList(t), promotionTitles(t)]);
    await readAll();
    expect(await sqlSentBy(t.db, readAll)).toEqual([]);
  });

  it('a follow and an unfollow show at once in the merchant page and the home list, for everyone', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688110001');
    const before = await merchantPage(t);
    expect((await homeList(t)).followedCount).toBe(before.followedCount);

    await follow(t, token, true);
    expect((await merchantPage(t)).followedCount).toBe(before.followedCount + 1);
    expect((await homeList(t)).followedCount).toBe(before.followedCount + 1);
    expect(await merchantPage(t, token)).toMatchObject({ isFollowed: true, followedCount: before.followedCount + 1 });

    await follow(t, token, false);
    expect((await merchantPage(t)).followedCount).toBe(before.followedCount);
    expect((await homeList(t, token)).followedCount).toBe(before.followedCount);
  });

  it('a join shows at once in the member’s merchant page and home list', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688110002');
    expect((await merchantPage(t, token)).joined).toBe(false);
    expect((await homeList(t, token)).joined).toBe(false);
    const res = await t.call(TENANT, {
      method: 'POST',
      url: `/api/merchants/${MERCHANT}/join`,
      token,
      payload: { isTermChecked: true },
    });
    expect(res.json().data.joined).toBe(true);
    expect((await merchantPage(t, token)).joined).toBe(true);
    expect((await homeList(t, token)).joined).toBe(true);
    expect((await merchantPage(t)).joined).toBe(false);
  });

  it('keeps an anonymous answer as the very bytes the route serialises for a member with no ties', async () => {
    // A fresh member has joined and followed nothing: the route builds and serialises their answer as a visitor's.
    const { token } = await t.signUpMember(TENANT, '+97688110005');
    for (const url of [`/api/merchants/${MERCHANT}`, '/api/merchants?limit=10', '/api/feed/promotions?section=other']) {
      const [cold, warm, member] = [
        await t.call(TENANT, { url }),
        await t.call(TENANT, { url }),
        await t.call(TENANT, { url, token }),
      ];
      expect([cold.statusCode, warm.body === cold.body, member.body === cold.body]).toEqual([200, true, true]);
      expect(warm.headers).toMatchObject({
        'content-type': member.headers['content-type'],
        etag: cold.headers.etag,
        'content-length': member.headers['content-length'],
      });
    }
  });

  it('answers 304 without a body to a visitor holding the answer, and a new ETag after a write', async () => {
    const first = await t.call(TENANT, { url: '/api/feed/promotions?section=other&limit=50' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const held = await t.call(TENANT, {
      url: '/api/feed/promotions?section=other&limit=50',
      headers: { 'if-none-match': `W/"other", ${etag}` },
    });
    expect([held.statusCode, held.body, held.headers.etag]).toEqual([304, '', etag]);
    await addPromotion(t, 'changes-etag');
    const after = await t.call(TENANT, {
      url: '/api/feed/promotions?section=other&limit=50',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain('changes-etag');
  });

  it('sends a client that takes brotli or gzip the same answer compressed, and leaves other choices to the plugin', async () => {
    const url = '/api/merchants?limit=10';
    const plain = await t.call(TENANT, { url });
    const asked = (acceptEncoding: string) => t.call(TENANT, { url, headers: { 'accept-encoding': acceptEncoding } });
    const decoded = { br: brotliDecompressSync, gzip: gunzipSync };
    // The stored copies are made once: later requests send them without compressing again.
    const gzipped = jest.spyOn(zlib, 'gzipSync');
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      // A second time: the stored copy.
      ['gzip', 'gzip'],
    ] as const) {
      const res = await asked(acceptEncoding);
      expect([res.statusCode, res.headers['content-encoding'], res.headers.vary]).toEqual([
        200,
        encoding,
        'accept-encoding',
      ]);
      expect(decoded[encoding](res.rawPayload).toString()).toBe(plain.body);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
    expect(gzipped).toHaveBeenCalledTimes(1);
    gzipped.mockRestore();
    // Deflate preferred: the plugin compresses it as it does any answer.
    const deflated = await asked('deflate, gzip;q=0.5');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect((await asked('identity')).body).toBe(plain.body);
  });

  it('a new promotion shows at once in the feed', async () => {
    expect(await promotionTitles(t)).not.toContain('fresh-one');
    await addPromotion(t, 'fresh-one');
    expect(await promotionTitles(t)).toContain('fresh-one');
  });
});

// PGlite is one process's embedded database: a second "process" is the same instance, so this runs there too, but
// only PostgreSQL proves the LISTEN/NOTIFY path.
describe('across two server processes on one database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await buildTestAppOnSameDatabase(t);
  });
  afterAll(() => second.close());

  it('a follow through one process shows in the other’s cached merchant page and home list', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688110003');
    const before = (await merchantPage(second)).followedCount;
    await homeList(second);
    await follow(t, token, true);
    const page = await eventually(
      () => merchantPage(second),
      (p) => p.followedCount === before + 1,
    );
    expect(page.followedCount).toBe(before + 1);
    expect((await homeList(second)).followedCount).toBe(before + 1);
  });

  it('a join through one process shows in the other’s cached member part as soon as it hears of it', async () => {
    const { token } = await t.signUpMember(TENANT, '+97688110004');
    expect((await merchantPage(second, token)).joined).toBe(false);
    await t.call(TENANT, {
      method: 'POST',
      url: `/api/merchants/${MERCHANT}/join`,
      token,
      payload: { isTermChecked: true },
    });
    const page = await eventually(
      () => merchantPage(second, token),
      (p) => p.joined,
    );
    expect(page.joined).toBe(true);
  });

  it('a promotion written by one process shows in the other’s cached feed', async () => {
    expect(await promotionTitles(second)).not.toContain('cross-process');
    await addPromotion(t, 'cross-process');
    const titles = await eventually(
      () => promotionTitles(second),
      (list) => list.includes('cross-process'),
    );
    expect(titles).toContain('cross-process');
  });
});
