import { and, eq } from 'drizzle-orm';
import {
  LOGIN_FAILURE_MEMORY_SECONDS,
  LOGIN_FREE_FAILURES,
  LOGIN_LOCK_FIRST_SECONDS,
} from '../../../shared/constants/auth';
import { loginFailures, memberships } from '../../db/schema';
import { DEMO_MEMBER } from '../../db/seed/demo-content';
import { atOnce, times } from '../../test-support/concurrency';
import { buildTestApp, buildTestAppOnSameDatabase, type TestApp } from '../../test-support/build-test-app';

// The per-account back-off shared by the password-like login routes, proved across two server processes on one
// database (two pools on PostgreSQL, one shared PGlite otherwise).
let now = Date.UTC(2026, 5, 1, 12);
const clock = () => new Date(now);
let first: TestApp;
let second: TestApp;
let memberNumber: string;
const DEMO_USER = 'alpha-demo-member';
beforeAll(async () => {
  first = await buildTestApp({ clock });
  second = await buildTestAppOnSameDatabase(first, { clock });
  const [row] = await first.db.db
    .select({ memberNumber: memberships.memberNumber })
    .from(memberships)
    .where(and(eq(memberships.tenantId, 'alpha'), eq(memberships.userId, DEMO_USER)))
    .limit(1);
  memberNumber = row.memberNumber;
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});
beforeEach(async () => {
  now += 2 * LOGIN_FAILURE_MEMORY_SECONDS * 1000; // every test starts with the account's failures forgotten
});

const ROUTES = ['login', 'member-number/login', 'pos/login'] as const;
type Route = (typeof ROUTES)[number];
const bodyFor = (route: Route, password: string) =>
  route === 'member-number/login' ? { refNo: memberNumber, password } : { phone: DEMO_MEMBER.phone, password };
const logIn = (route: Route, password: string, app = first, tenant = 'alpha') =>
  app.call(tenant, {
    method: 'POST',
    url: `/api/auth/${route}`,
    payload: { ...bodyFor(route, password), ...(tenant === 'bravo' && { isTermChecked: true }) },
  });
const failuresOfDemo = async () =>
  (await first.db.db.select().from(loginFailures).where(eq(loginFailures.userId, DEMO_USER)))[0];

describe('per-account back-off of password, membership-number and POS logins', () => {
  it(`50 wrong passwords at once over 3 routes and 2 processes: ${LOGIN_FREE_FAILURES} checked, then paused`, async () => {
    const burst = await atOnce(
      times(50, (i) => logIn(ROUTES[i % ROUTES.length], `wrong-password-${i}`, i % 2 ? second : first)),
    );
    expect(burst.tally).toEqual({
      '401 UNAUTHORIZED': LOGIN_FREE_FAILURES,
      '429 TOO_MANY_REQUESTS': 50 - LOGIN_FREE_FAILURES,
    });
    expect((await failuresOfDemo()).failures).toBe(LOGIN_FREE_FAILURES);

    // The right password is refused on every route until the pause has passed, with a clear message and Retry-After.
    for (const route of ROUTES) {
      const refused = await logIn(route, DEMO_MEMBER.password, second);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(LOGIN_LOCK_FIRST_SECONDS));
      expect(refused.json().message).toBe('Too many wrong passwords for this account: try again in 1 minute');
    }
    now += (LOGIN_LOCK_FIRST_SECONDS - 1) * 1000;
    const almost = await logIn('login', DEMO_MEMBER.password);
    expect(almost.headers['retry-after']).toBe('1');
    expect(almost.json().message).toBe('Too many wrong passwords for this account: try again in 1 second');
    now += 1000;
    expect((await logIn('login', DEMO_MEMBER.password)).statusCode).toBe(200);
    // A right password clears the count.
    expect(await failuresOfDemo()).toBeUndefined();
  });

  it('doubles the pause with every wrong password after it, and a right one clears it', async () => {
    for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) await logIn('pos/login', 'wrong-password');
    now += LOGIN_LOCK_FIRST_SECONDS * 1000;
    expect((await logIn('member-number/login', 'wrong-password')).statusCode).toBe(401);
    const refused = await logIn('login', DEMO_MEMBER.password);
    expect(refused.headers['retry-after']).toBe(String(2 * LOGIN_LOCK_FIRST_SECONDS));
    expect(refused.json().message).toBe('Too many wrong passwords for this account: try again in 2 minutes');
    now += 2 * LOGIN_LOCK_FIRST_SECONDS * 1000;
    expect((await logIn('pos/login', DEMO_MEMBER.password)).statusCode).toBe(200);
    expect((await logIn('login', 'wrong-password')).statusCode).toBe(401);
  });

  it("pauses one tenant's account only: the same phone on another tenant is another account", async () => {
    await atOnce(times(LOGIN_FREE_FAILURES + 1, () => logIn('login', 'wrong-password')));
    expect((await logIn('login', DEMO_MEMBER.password)).statusCode).toBe(429);
    expect((await logIn('login', DEMO_MEMBER.password, second, 'bravo')).statusCode).toBe(200);
  });

  it('a signed-in password change checks the old password under the same back-off (a stolen session is no oracle)', async () => {
    const token = (await logIn('login', DEMO_MEMBER.password)).json().data.token as string;
    const change = (oldPassword: string) =>
      first.call('alpha', {
        method: 'PUT',
        url: '/api/me/password',
        token,
        payload: { oldPassword, password: 'a-new-password-1' },
      });
    const burst = await atOnce(times(LOGIN_FREE_FAILURES + 3, (i) => change(`wrong-password-${i}`)));
    expect(burst.tally).toEqual({ '401 UNAUTHORIZED': LOGIN_FREE_FAILURES, '429 TOO_MANY_REQUESTS': 3 });
    // The pause covers the login routes too, and the right old password waits for it like any other.
    expect((await logIn('login', DEMO_MEMBER.password)).statusCode).toBe(429);
    expect((await change(DEMO_MEMBER.password)).statusCode).toBe(429);
    now += LOGIN_LOCK_FIRST_SECONDS * 1000;
    expect((await logIn('login', DEMO_MEMBER.password)).statusCode).toBe(200);
  });

  it('forgets failures after a quiet day', async () => {
    for (let i = 0; i < LOGIN_FREE_FAILURES - 1; i += 1) await logIn('login', 'wrong-password');
    now += (LOGIN_FAILURE_MEMORY_SECONDS + 1) * 1000;
    const again = await atOnce(times(LOGIN_FREE_FAILURES - 1, () => logIn('login', 'wrong-password')));
    expect(again.tally).toEqual({ '401 UNAUTHORIZED': LOGIN_FREE_FAILURES - 1 });
    expect((await logIn('login', DEMO_MEMBER.password)).statusCode).toBe(200);
  });
});
