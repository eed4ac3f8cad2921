import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { OrderChange } from '../../../shared/api/realtime';
import { REALTIME_EVENTS } from '../../../shared/constants/realtime-events';
import { ORDER_STATUS } from '../../../shared/constants/ordering';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { ALPHA_FLAGSHIP, setOrderingClock, simpleLine, ubTuesday } from '../../test-support/ordering';

// Live order events over socket.io (seed 002 §4): the owner's socket hears each change once it has committed.
/** How long a test waits for one live event (they arrive within milliseconds; CI's machine is busy). */
const EVENT_WAIT_MS = 20_000;
let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  // A bare IP is the default tenant (alpha, the first id).
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await setOrderingClock(t, 'alpha', ubTuesday('10:00'));
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const cartUrl = `/api/order/cart/${ALPHA_FLAGSHIP}`;
const call = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.call('alpha', { method, url: path, payload, token, headers: { 'idempotency-key': randomUUID() } });

let phoneSeq = 0;
const newMember = async () => (await t.joinedMember('alpha')).token;

async function newGuest() {
  const res = await t.call('alpha', {
    method: 'POST',
    url: '/api/auth/guest',
    payload: { phone: `+9768845${String(1000 + phoneSeq++)}` },
  });
  return res.json().data.token as string;
}

async function placeOrder(token: string): Promise<string> {
  await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
  const res = await call(token, 'POST', `${cartUrl}/place`, { payments: [] });
  expect(res.statusCode).toBe(201);
  return res.json().data._id;
}

/** A connected socket of `token` recording every order event it hears. */
async function listen(token: string) {
  const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const heard: { event: string; change: OrderChange }[] = [];
  const waiters: (() => void)[] = [];
  for (const event of [REALTIME_EVENTS.orderStatusChanged, REALTIME_EVENTS.orderModified])
    socket.on(event, (change: OrderChange) => {
      heard.push({ event, change });
      waiters.splice(0).forEach((wake) => wake());
    });
  /**
   * The first event about `orderId` after the first `seen` heard (take `seen` before the action: its event can
   * arrive before the action's own answer does). Bounded, so that a lost event fails with what the socket did hear
   * instead of running into the test's timeout.
   */
  const next = async (
    orderId: string,
    seen = 0,
    deadline = Date.now() + EVENT_WAIT_MS,
  ): Promise<{ event: string; change: OrderChange }> => {
    const found = heard.slice(seen).find((h) => h.change.orderId === orderId);
    if (found) return found;
    const left = deadline - Date.now();
    if (left <= 0)
      throw new Error(
        `no event about order ${orderId} within ${EVENT_WAIT_MS} ms after ${seen} heard; heard: ${JSON.stringify(heard)}`,
      );
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
    return next(orderId, seen, deadline);
  };
  return { socket, heard, next };
}

/** Moves an order on through the dev route; a refusal fails the test here, not as an event that never comes. */
async function devStatus(orderId: string, status: number | 'next') {
  const res = await t.call('alpha', {
    method: 'POST',
    url: `/api/dev/ordering/orders/${orderId}/status`,
    payload: { status },
  });
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  return res;
}

it("tells the owner's socket when the order is placed (orderModified), and nobody else's", async () => {
  const owner = await newMember();
  const other = await newMember();
  const mine = await listen(owner);
  const theirs = await listen(other);
  const seen = mine.heard.length;
  const orderId = await placeOrder(owner);
  expect(await mine.next(orderId, seen)).toEqual({
    event: REALTIME_EVENTS.orderModified,
    change: {
      orderId,
      merchantId: 'alpha',
      dailyOrderNumber: expect.any(Number),
      status: ORDER_STATUS.PENDING_PAYMENT,
      paymentStatus: 'PENDING',
    },
  });
  // The other member's socket stays silent: a later event reaches it only for its own order.
  const theirOrder = await placeOrder(other);
  await theirs.next(theirOrder);
  expect(theirs.heard.map((h) => h.change.orderId)).toEqual([theirOrder]);
});

it('the dev route walks the order through its statuses, each an orderStatusChanged the order page then reads', async () => {
  const owner = await newMember();
  const live = await listen(owner);
  const orderId = await placeOrder(owner);
  await live.next(orderId);
  const walked: number[] = [];
  for (const expected of [
    ORDER_STATUS.NEW,
    ORDER_STATUS.RECEIVED,
    ORDER_STATUS.PROCESSING,
    ORDER_STATUS.PACKED,
    ORDER_STATUS.COMPLETED,
  ]) {
    const seen = live.heard.length;
    const res = await devStatus(orderId, 'next');
    expect(res.json().data).toEqual({ _id: orderId, status: expected });
    const { event, change } = await live.next(orderId, seen);
    expect(event).toBe(REALTIME_EVENTS.orderStatusChanged);
    walked.push(change.status);
    // Emitted after the commit: reading the order on the event finds the new status.
    expect((await call(owner, 'GET', `/api/orders/${orderId}`)).json().data.status).toBe(change.status);
  }
  expect(walked).toEqual([0, 1, 2, 3, 5]);
  // Completed is the end of the path: 'next' leaves it there and announces nothing.
  const seen = live.heard.length;
  expect((await devStatus(orderId, 'next')).json().data.status).toBe(ORDER_STATUS.COMPLETED);
  expect((await devStatus(orderId, ORDER_STATUS.VOID)).json().data.status).toBe(ORDER_STATUS.VOID);
  expect((await live.next(orderId, seen)).change.status).toBe(ORDER_STATUS.VOID);
  expect(live.heard.length).toBe(seen + 1);
});

it('a card capture, a cancel and a pass to the counter each tell the owner (a guest too)', async () => {
  const guest = await newGuest();
  const live = await listen(guest);

  const paidId = await placeOrder(guest);
  await live.next(paidId);
  let seen = live.heard.length;
  // The test app's sandbox captures at once: the order moves to PAID and NEW in the payment's transaction.
  const attempt = await call(guest, 'POST', `/api/orders/${paidId}/payments`, { provider: 'sandbox' });
  expect(attempt.statusCode).toBe(201);
  expect(await live.next(paidId, seen)).toMatchObject({
    event: REALTIME_EVENTS.orderStatusChanged,
    change: { status: ORDER_STATUS.NEW, paymentStatus: 'PAID' },
  });

  const cancelledId = await placeOrder(guest);
  await live.next(cancelledId);
  seen = live.heard.length;
  expect((await call(guest, 'POST', `/api/orders/${cancelledId}/cancel`)).statusCode).toBe(200);
  expect(await live.next(cancelledId, seen)).toMatchObject({
    event: REALTIME_EVENTS.orderStatusChanged,
    change: { status: ORDER_STATUS.CANCELLED, paymentStatus: 'CANCELED' },
  });

  const passedId = await placeOrder(guest);
  await live.next(passedId);
  seen = live.heard.length;
  expect((await call(guest, 'POST', `/api/orders/${passedId}/pass-to-counter`)).statusCode).toBe(200);
  expect(await live.next(passedId, seen)).toMatchObject({
    event: REALTIME_EVENTS.orderStatusChanged,
    change: { status: ORDER_STATUS.NEW, paymentStatus: 'PENDING' },
  });
});

it('a refused change (cancelling a paid order) announces nothing', async () => {
  const owner = await newMember();
  const live = await listen(owner);
  const orderId = await placeOrder(owner);
  await live.next(orderId);
  const beforePaying = live.heard.length;
  expect((await call(owner, 'POST', `/api/orders/${orderId}/payments`, { provider: 'sandbox' })).statusCode).toBe(201);
  await live.next(orderId, beforePaying);
  const seen = live.heard.length;
  const refused = await call(owner, 'POST', `/api/orders/${orderId}/cancel`);
  expect([refused.statusCode, refused.json().orderSystemCode]).toEqual([409, 414]);
  // A later event proves the socket is still heard: only it arrives.
  await devStatus(orderId, 'next');
  await live.next(orderId, seen);
  expect(live.heard.slice(seen).map((h) => h.change.status)).toEqual([ORDER_STATUS.RECEIVED]);
});
