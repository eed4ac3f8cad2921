import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS } from '../../shared/constants/realtime-events';
import { buildApp } from '../app';
import { pushNotifications, writeNotifications } from '../modules/notifications/service';
import { openDatabase, type DbHandle } from '../db/client';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';
import { FIXTURE_TENANTS } from '../test-support/fixture-tenants';

/**
 * Two server processes on one PostgreSQL, as behind a load balancer: socket.io's postgres adapter carries an event
 * emitted by one to the sockets of the other (LISTEN/NOTIFY). Each server has its own pool and its own adapter, so
 * nothing but the database connects them. PGlite is one process's embedded database: there is no second server.
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('two servers on one PostgreSQL (skipped on PGlite: an embedded database has one process)', () => {
  let first: TestApp;
  let secondDb: DbHandle;
  let second: FastifyInstance;
  let socket: Socket | undefined;
  const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    first = await buildTestApp();
    secondDb = await openDatabase({ databaseUrl: first.db.url });
    second = await buildApp({ tenants: FIXTURE_TENANTS, db: secondDb, env: 'test', logger: false, docsUi: false });
    // A bare IP is the default tenant (alpha, the first id).
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    socket?.close();
    await second.close();
    await secondDb.close();
    await first.close(); // last: it drops the database
  });

  it('a notification created through one server reaches a socket connected to the other', async () => {
    const token = await first.demoToken('alpha');
    socket = connect(urlOf(second), { auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.on('connect', resolve);
      socket!.on('connect_error', reject);
    });
    const received = new Promise<{ title: string }>((resolve) =>
      socket!.on(REALTIME_EVENTS.notificationCreated, resolve),
    );
    const created = await fetch(`${urlOf(first.app)}/api/dev/notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'merchant', title: 'From the other server' }),
    });
    expect(created.status).toBe(200);
    expect((await received).title).toBe('From the other server');
  });

  it('events emitted together reach the other server in their order, in one NOTIFY (three notifications and the unread count)', async () => {
    const token = await first.demoToken('alpha');
    socket?.close();
    socket = connect(urlOf(second), { auth: { token }, transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.on('connect', resolve);
      socket!.on('connect_error', reject);
    });
    const titles: string[] = [];
    const unreadCount = new Promise((resolve) => socket!.on(REALTIME_EVENTS.unreadCount, resolve));
    const allThree = new Promise<void>((resolve) =>
      socket!.on(REALTIME_EVENTS.notificationCreated, ({ title }: { title: string }) => {
        titles.push(title);
        if (titles.length === 3) resolve();
      }),
    );
    // Written, then pushed after the commit, as a claim does with its purchase's notification and its rewards'.
    const written = await writeNotifications(
      first.db.db,
      ['You spent $12.50', 'Stamp added', 'Cashback earned'].map((title) => ({
        tenantId: 'alpha',
        userId: 'alpha-demo-member',
        notification: { type: 'merchant', title },
      })),
      new Date(),
    );
    // The write's own cache invalidation goes out at the end of its turn: counted out, it is not the push's.
    await new Promise((resolve) => setImmediate(resolve));
    const statements = jest.spyOn(first.db.events!.pool, 'query');
    pushNotifications(first.app.ctx, written);
    await Promise.all([allThree, unreadCount]);
    expect(titles).toEqual(['You spent $12.50', 'Stamp added', 'Cashback earned']);
    expect(statements.mock.calls.filter(([text]) => String(text).includes('pg_notify'))).toHaveLength(1);
    statements.mockRestore();
  });
});
