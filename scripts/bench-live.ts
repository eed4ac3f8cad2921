/**
 * `npm run bench:live`: issue 14's live-events target — a status change on the server reaches a connected client,
 * p99 ≤ 100 ms with 1,000 connected sockets. It starts the server in a child process (scripts/lib/bench-api-server.ts,
 * PGlite in a temporary DATA_DIR, or DATABASE_URL), signs in BENCH_LIVE_SOCKETS (default 1,000) guests and connects a
 * socket.io-client socket for each, gives BENCH_LIVE_ORDERS (default 200) of them an order, then moves those orders
 * through their statuses with the dev status route, BENCH_LIVE_CONCURRENCY (default 20) at a time, for
 * BENCH_LIVE_ROUNDS (default 5) rounds. Each latency is from sending the status request to the owner's socket
 * receiving `order:status-changed` (so it includes the update's transaction). Prints p50/p95/p99 and PASS/FAIL.
 * A benchmark, not a test: it exits 0 whatever the figures (1 when an event never arrives).
 */
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS } from '../src/shared/constants/realtime-events';
import { demoIds } from '../src/server/db/seed/demo-catalogues';
import { callOn, startServer, type Server } from './lib/bench-server';

const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 1000);
const ORDERS = Math.min(SOCKETS, Number(process.env.BENCH_LIVE_ORDERS ?? 200));
const CONCURRENCY = Number(process.env.BENCH_LIVE_CONCURRENCY ?? 20);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 5);
const P99_TARGET_MS = 100;
const EVENT_TIMEOUT_MS = 10_000;

/** One JSON request on the tenant's Host; its answer's body, or an error naming the request. */
async function api(server: Server, method: 'GET' | 'POST', url: string, payload?: object, token?: string) {
  // Placing an order asks for an Idempotency-Key; one per request here.
  const res = await callOn(server, token, { 'idempotency-key': randomUUID() })({ method, url, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode}`);
  return res.json() as { data: { _id: string; token: string } };
}

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit)
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const started = Date.now();
  const server = await startServer(process.env.DATABASE_URL || undefined);
  const sockets: Socket[] = [];
  try {
    const outlet = demoIds(server.tenantId).outlet(0);
    // A weekday morning, when every demo outlet takes orders for now.
    await api(server, 'POST', '/api/dev/ordering/clock', { at: '2026-12-01T10:00:00+08:00' });
    const category = (await api(server, 'POST', '/api/dev/ordering/categories', { name: { en_US: 'Bench' } })).data._id;
    const product = (
      await api(server, 'POST', '/api/dev/ordering/products', {
        category,
        name: { en_US: 'Bench item' },
        price: { dine_in: '1.00', takeout: '1.00', delivery: '1.00' },
      })
    ).data._id;

    const phones = Array.from({ length: SOCKETS }, (_, i) => `+9769${String(1_000_000 + i)}`);
    const tokens: string[] = await inBatches(phones, 20, async (phone) => {
      const answer = await api(server, 'POST', '/api/auth/guest', { phone });
      return answer.data.token;
    });
    const listeners = new Map<string, (status: number) => void>();
    await inBatches(tokens, 50, (token) => {
      const socket = io(`http://127.0.0.1:${server.port}`, {
        path: '/socket.io',
        auth: { token },
        transports: ['websocket'],
        extraHeaders: { host: server.host },
        reconnection: false,
      });
      sockets.push(socket);
      socket.on(REALTIME_EVENTS.orderStatusChanged, (change) => listeners.get(change.orderId)?.(change.status));
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    });
    console.log(`${sockets.length} sockets connected (${((Date.now() - started) / 1000).toFixed(1)} s)`);

    const orders: string[] = await inBatches(tokens.slice(0, ORDERS), 10, async (token) => {
      await api(
        server,
        'POST',
        `/api/order/cart/${outlet}/items`,
        {
          product_uid: product,
          quantity: 1,
          modifier_list: [],
          bundled_item_list: [],
        },
        token,
      );
      return (await api(server, 'POST', `/api/order/cart/${outlet}/place`, { payments: [] }, token)).data._id;
    });

    const latencies: number[] = [];
    // Each round walks every order one step: pending payment → new → received → processing → packed → completed.
    for (let round = 0; round < ROUNDS; round++)
      await inBatches(orders, CONCURRENCY, async (orderId) => {
        const heard = new Promise<number>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no event for order ${orderId}`)), EVENT_TIMEOUT_MS);
          listeners.set(orderId, () => {
            clearTimeout(timer);
            resolve(performance.now());
          });
        });
        const sent = performance.now();
        await api(server, 'POST', `/api/dev/ordering/orders/${orderId}/status`, { status: 'next' });
        latencies.push((await heard) - sent);
        listeners.delete(orderId);
      });

    latencies.sort((a, b) => a - b);
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
    const pass = p99 <= P99_TARGET_MS;
    console.log(
      `\nbench:live — ${sockets.length} connected sockets, ${latencies.length} status changes ` +
        `(${ORDERS} orders × ${ROUNDS} steps, ${CONCURRENCY} at a time), ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log('| p50 | p95 | p99 | max | target | result |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    console.log(
      `| ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${p99.toFixed(1)} ms | ${latencies.at(-1)!.toFixed(1)} ms | ` +
        `p99 ≤ ${P99_TARGET_MS} ms | ${pass ? 'PASS' : 'FAIL'} |`,
    );
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
