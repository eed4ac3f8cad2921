/**
 * The hot routes of issue 14, one line each: the SQL-count test (hot-routes-sql.test.ts) checks how many statements
 * each sends, and `npm run bench:api` loads each and checks it against its kind's target. A new hot route (the menu,
 * add to cart, place order) is one more entry here.
 */

/** What a route is measured against: issue 14's target per kind. */
export type HotRouteKind = 'trivial' | 'public' | 'signed-in' | 'write';

/** Answers a request on one tenant, as the demo member when `token` is given (test inject or bench setup). */
export type CallApi = (request: {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  payload?: unknown;
}) => Promise<{ statusCode: number; json(): { data?: unknown } }>;

export interface HotRoute {
  name: string;
  kind: HotRouteKind;
  method: 'GET' | 'POST';
  /** The path on the tenant `tenantId` (its own merchant has the tenant's id; the demo seed adds `<id>-m01`…). */
  path(tenantId: string): string;
  /** Sent as the seeded demo member. */
  signedIn: boolean;
  /**
   * Bodies of the requests, made before the run: one per request when each must differ (a receipt is claimed once),
   * or a single body every request repeats.
   */
  bodies?(call: CallApi, tenantId: string, count: number): Promise<unknown[]>;
  /** Each body can be sent once (a receipt is claimed once): the bench sends a fixed number, one body each. */
  bodyOncePerRequest?: boolean;
  /**
   * Most SQL statements one request may send: `cold` when nothing is cached (the first request after a write),
   * `warm` when the read caches are (the tenant's public data, the caller's session and own hot reads). No N+1: these do not grow with the number of merchants or rows.
   */
  maxStatements: { cold: number; warm: number };
}

const sameBody =
  (body: unknown): HotRoute['bodies'] =>
  async () => [body];

/** Fresh unclaimed receipts of the tenant's own merchant (POST /api/dev/receipts). */
async function freshReceipts(call: CallApi, _tenantId: string, count: number): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await call({ method: 'POST', url: '/api/dev/receipts', payload: { total: 12.5 } });
    if (res.statusCode !== 200) throw new Error(`POST /api/dev/receipts answered ${res.statusCode}`);
    bodies.push({ redeemId: (res.json().data as { redeemId: string }).redeemId });
  }
  return bodies;
}

export const HOT_ROUTES: readonly HotRoute[] = [
  {
    name: 'GET /api/countries/MN (trivial, no db)',
    kind: 'trivial',
    method: 'GET',
    path: () => '/api/countries/MN',
    signedIn: false,
    maxStatements: { cold: 0, warm: 0 },
  },
  {
    name: 'GET /api/merchants/:id anonymous',
    kind: 'public',
    method: 'GET',
    path: (tenantId) => `/api/merchants/${tenantId}-m01`,
    signedIn: false,
    maxStatements: { cold: 6, warm: 0 },
  },
  {
    name: 'GET /api/merchants/:id signed in',
    kind: 'signed-in',
    method: 'GET',
    path: (tenantId) => `/api/merchants/${tenantId}-m01`,
    signedIn: true,
    maxStatements: { cold: 8, warm: 1 },
  },
  {
    name: 'GET /api/merchants?limit=10 (home list)',
    kind: 'public',
    method: 'GET',
    path: () => '/api/merchants?limit=10',
    signedIn: false,
    maxStatements: { cold: 3, warm: 0 },
  },
  {
    name: 'GET /api/merchants?limit=10 signed in',
    kind: 'signed-in',
    method: 'GET',
    path: () => '/api/merchants?limit=10',
    signedIn: true,
    maxStatements: { cold: 5, warm: 1 },
  },
  {
    name: 'GET /api/categories',
    kind: 'public',
    method: 'GET',
    path: () => '/api/categories',
    signedIn: false,
    maxStatements: { cold: 1, warm: 0 },
  },
  {
    name: 'GET /api/feed/promotions (merchant feed)',
    kind: 'public',
    method: 'GET',
    path: () => '/api/feed/promotions?section=other',
    signedIn: false,
    maxStatements: { cold: 1, warm: 0 },
  },
  {
    name: 'GET /api/feed/promotions signed in',
    kind: 'signed-in',
    method: 'GET',
    path: () => '/api/feed/promotions?section=my',
    signedIn: true,
    maxStatements: { cold: 3, warm: 1 },
  },
  {
    name: 'GET /api/notifications',
    kind: 'signed-in',
    method: 'GET',
    path: () => '/api/notifications',
    signedIn: true,
    maxStatements: { cold: 2, warm: 0 },
  },
  {
    name: 'GET /api/notifications/unread-count',
    kind: 'signed-in',
    method: 'GET',
    path: () => '/api/notifications/unread-count',
    signedIn: true,
    maxStatements: { cold: 2, warm: 0 },
  },
  {
    name: 'GET /api/me/merchants (my rewards)',
    kind: 'signed-in',
    method: 'GET',
    path: () => '/api/me/merchants',
    signedIn: true,
    maxStatements: { cold: 3, warm: 0 },
  },
  {
    name: 'GET /api/me',
    kind: 'signed-in',
    method: 'GET',
    path: () => '/api/me',
    signedIn: true,
    maxStatements: { cold: 3, warm: 2 },
  },
  {
    name: 'POST /api/merchants/:id/follow',
    kind: 'write',
    method: 'POST',
    path: (tenantId) => `/api/merchants/${tenantId}-m02/follow`,
    signedIn: true,
    maxStatements: { cold: 4, warm: 3 },
  },
  {
    name: 'POST /api/notifications/read (mark all read)',
    kind: 'write',
    method: 'POST',
    path: () => '/api/notifications/read',
    signedIn: true,
    bodies: sameBody({ ids: [] }),
    maxStatements: { cold: 2, warm: 1 },
  },
  {
    name: 'POST /api/receipts/claim',
    kind: 'write',
    method: 'POST',
    path: () => '/api/receipts/claim',
    signedIn: true,
    bodies: freshReceipts,
    bodyOncePerRequest: true,
    // 14 for the claim itself, 20 for what a paid purchase earns since issue 13 (tier check, a stamp, cashback
    // through the ledger, and three notifications at 3 statements each, which could be batched).
    maxStatements: { cold: 34, warm: 33 },
  },
];
