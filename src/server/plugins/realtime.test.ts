import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS } from '../../shared/constants/realtime-events';
import { buildTestApp, type TestApp } from '../test-support/build-test-app';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  // In production the tenant is `<subdomain>.<BASE_DOMAIN>`: sockets must resolve it as the HTTP routes do.
  t = await buildTestApp({ baseDomain: 'livery.test' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  // A bare IP is the default tenant (alpha, the first id).
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
});

const open = (token?: string, host?: string) => {
  const socket = connect(url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    ...(host && { extraHeaders: { host } }),
  });
  sockets.push(socket);
  return socket;
};

it('refuses a socket without a valid token', async () => {
  const error = await new Promise<Error>((resolve) => open('not-a-token-at-all').on('connect_error', resolve));
  expect(error.message).toMatch(/unauthorized/);
});

it("pushes a new notification and the unread count to the user's socket", async () => {
  const token = await t.demoToken('alpha');
  const mine = open(token);
  await new Promise<void>((resolve, reject) => {
    mine.on('connect', resolve);
    mine.on('connect_error', reject);
  });
  const received = new Promise<{ title: string }>((resolve) => mine.on(REALTIME_EVENTS.notificationCreated, resolve));
  const count = new Promise<{ count: number }>((resolve) => mine.on(REALTIME_EVENTS.unreadCount, resolve));
  const res = await fetch(`${url}/api/dev/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ type: 'merchant', title: 'Live hello' }),
  });
  expect(res.status).toBe(200);
  expect((await received).title).toBe('Live hello');
  expect((await count).count).toBeGreaterThan(0);
});

it("authenticates a socket on a tenant's <subdomain>.<BASE_DOMAIN> with that tenant's token", async () => {
  const token = await t.demoToken('bravo');
  const connected = (host: string) =>
    new Promise<string>((resolve) => {
      const socket = open(token, host);
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', (error) => resolve(error.message));
    });
  expect(await connected('bravo.livery.test')).toBe('connected');
  // The same token on another tenant's host is not a session there.
  expect(await connected('alpha.livery.test')).toMatch(/unauthorized/);
});
