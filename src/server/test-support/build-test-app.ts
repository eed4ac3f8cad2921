import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { openDatabase, type DbHandle } from '../db/client';
import { seedDemo } from '../db/seed/seed-all';
import { DEMO_MEMBER } from '../db/seed/demo-content';
import { FIXTURE_TENANTS, hostOf } from './fixture-tenants';
import { SandboxProvider } from '../payments/sandbox';
import { sandboxWebhookSecret } from '../payments/sandbox-signature';
import { createDatabase, onServer } from './postgres-databases';
import { seededDatabaseSource, type SeededSource } from './seeded-test-database';

/** The PostgreSQL URL of each open test database, so a second "process" can connect to the same one. */
const urlsOfTestDatabases = new WeakMap<DbHandle, string>();

/**
 * A fresh database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is set — a new database on
 * that PostgreSQL server (its address in `url`, for a second server process), dropped again on close. Empty but
 * migrated, or a copy of `copyOf` (seeded-test-database.ts).
 */
export async function openTestDatabase(copyOf?: SeededSource): Promise<DbHandle & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ startFrom: copyOf?.kind === 'pglite' ? copyOf.file : undefined });
  const created = await createDatabase(url, 'livery_test', copyOf?.kind === 'postgres' ? copyOf.template : undefined);
  const handle = await openDatabase({ databaseUrl: created.url });
  const testHandle: DbHandle & { url: string } = {
    ...handle,
    url: created.url,
    close: async () => {
      await handle.close();
      await onServer(url, `DROP DATABASE IF EXISTS ${created.name} WITH (FORCE)`);
    },
  };
  urlsOfTestDatabases.set(testHandle, created.url);
  return testHandle;
}

/**
 * Another connection to an open test database, as a second server process would open it: its own pool on the same
 * PostgreSQL database, or — on in-memory PGlite, which no second process can open — the same PGlite instance. Closing
 * it leaves the database to its first handle.
 */
async function openSameDatabase(first: DbHandle): Promise<DbHandle> {
  const url = urlsOfTestDatabases.get(first);
  if (url) return openDatabase({ databaseUrl: url });
  return { ...first, close: async () => {} };
}

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle & { url?: string };
  /** inject with the Host of a tenant and optionally a bearer token. */
  call(tenantId: string, options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** Logs in the seeded demo member of a tenant and returns the token. */
  demoToken(tenantId: string): Promise<string>;
  /** Signs a new member up on a tenant with a phone and the code sent to it; their session and user. */
  signUpMember(tenantId: string, phone: string): Promise<{ token: string; user: { _id: string } }>;
  /**
   * A new member who joined a merchant: signed up on the tenant with a phone no one else has, joined to `merchantId`
   * (default: the tenant's own merchant, whose id is the tenant's), with `balances` there set through the ledger
   * (the dev route). Throws when a step fails.
   */
  joinedMember(tenantId: string, options?: JoinedMemberOptions): Promise<NewMember>;
  /** The newest 6-digit code sent to a phone or e-mail on a tenant. */
  lastCode(tenantId: string, to: string): Promise<string>;
  close(): Promise<void>;
}

export interface JoinedMemberOptions {
  merchantId?: string;
  balances?: { points?: string; credit?: string };
}

export interface NewMember {
  token: string;
  user: { _id: string };
  phone: string;
}

/** Phones of the members `joinedMember` signs up: a range no fixture or test writes by hand. */
const JOINED_MEMBER_PHONES = '+9768977';

type TestAppOptions = Partial<BuildAppOptions> & { /** Seed the demo data (default true). */ seedDemo?: boolean };

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // The run's seeded copy holds the fixture tenants' demo data: only for an app of those tenants that wants it.
  const copyOf = options.seedDemo !== false && !options.tenants ? await seededDatabaseSource() : undefined;
  const db = await openTestDatabase(copyOf);
  return startTestApp(db, copyOf ? { ...options, seedDemo: false } : options);
}

/**
 * A second server "process" on the database of `first` (not seeded again): for rules that must hold across processes,
 * such as rate limits and the login back-off. Close it before `first`.
 */
export async function buildTestAppOnSameDatabase(first: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  return startTestApp(await openSameDatabase(first.db), { seedDemo: false, ...options });
}

async function startTestApp(db: DbHandle, options: TestAppOptions): Promise<TestApp> {
  const { seedDemo: withDemo = true, ...appOptions } = options;
  const app = await buildApp({
    tenants: FIXTURE_TENANTS,
    db,
    env: 'test',
    logger: false,
    codeRateLimit: 10_000,
    docsUi: false,
    // Orders are paid at once unless a test brings its own providers (the payments tests use the hosted page).
    paymentProviders: [new SandboxProvider({ mode: 'succeed', secret: sandboxWebhookSecret('test') })],
    ...appOptions,
  });
  if (withDemo) await seedDemo(db.db, appOptions.tenants ?? FIXTURE_TENANTS);
  const call: TestApp['call'] = (tenantId, { token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: { host: hostOf(tenantId), ...(token && { authorization: `Bearer ${token}` }), ...headers },
    });
  const lastCode: TestApp['lastCode'] = async (tenantId, to) => {
    const res = await call(tenantId, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const code = res.json().data[0]?.code;
    if (!code) throw new Error(`no code sent to ${to}: ${res.body}`);
    return code as string;
  };
  const signUpMember: TestApp['signUpMember'] = async (tenantId, phone) => {
    await call(tenantId, { method: 'POST', url: '/api/auth/code', payload: { phone } });
    const res = await call(tenantId, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { phone, code: await lastCode(tenantId, phone) },
    });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
    return res.json().data as { token: string; user: { _id: string } };
  };
  let joinedMembers = 0;
  return {
    app,
    db,
    call,
    async demoToken(tenantId) {
      const res = await call(tenantId, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { phone: DEMO_MEMBER.phone, password: DEMO_MEMBER.password, isTermChecked: true },
      });
      if (res.statusCode !== 200) throw new Error(`demo login failed: ${res.body}`);
      return res.json().data.token as string;
    },
    signUpMember,
    async joinedMember(tenantId, { merchantId = tenantId, balances = {} } = {}) {
      const phone = `${JOINED_MEMBER_PHONES}${String(joinedMembers++).padStart(4, '0')}`;
      const member = await signUpMember(tenantId, phone);
      const mustSucceed = async (options: InjectOptions & { token?: string }) => {
        const res = await call(tenantId, { method: 'POST', ...options });
        if (res.statusCode !== 200) throw new Error(`${options.url} failed for a new member: ${res.body}`);
      };
      const payload = { isTermChecked: true };
      await mustSucceed({ url: `/api/merchants/${merchantId}/join`, token: member.token, payload });
      for (const [asset, balance] of Object.entries(balances))
        await mustSucceed({ url: '/api/dev/wallet/balances', payload: { phone, merchantId, asset, balance } });
      return { ...member, phone };
    },
    lastCode,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * One test file's app: built in a beforeAll (registered here, so it runs before the file's own hooks) and closed in
 * an afterAll. The handle it returns is usable from the file's hooks and tests on; earlier it throws. Building it
 * copies the seeded database and starts the app: seconds on a quiet machine, past a minute on a 2-core CI machine
 * running the PostgreSQL suite beside `npm test` (jest.config.js's testTimeout allows for it).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built) throw new Error('the test app is built in beforeAll: use it from a hook or a test');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    call: (tenantId, options) => current().call(tenantId, options),
    demoToken: (tenantId) => current().demoToken(tenantId),
    signUpMember: (tenantId, phone) => current().signUpMember(tenantId, phone),
    joinedMember: (tenantId, options) => current().joinedMember(tenantId, options),
    lastCode: (tenantId, to) => current().lastCode(tenantId, to),
    close: () => current().close(),
  };
}
