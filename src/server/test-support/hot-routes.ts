/**
 * The hot routes of issue 14, one line each: the SQL-count test (hot-routes-sql.test.ts) checks how many statements
 * each sends, and `npm run bench:api` loads each and checks it against its kind's target. A new hot route is one
 * more entry here.
 */

import { cartAdds, newMember, openOrdering, orderingOutlet, placements, preparedCart } from './hot-ordering';

/** What a route is measured against: issue 14's target per kind. */
export type HotRouteKind = 'trivial' | 'public' | 'signed-in' | 'write';

/** Answers a request on one tenant, as the demo member when `token` is given (test inject or bench setup). */
export type CallApi = (request: {
  method: 'GET' | 'POST';
  url: string;
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}) => Promise<{ statusCode: number; json(): { data?: unknown } }>;

/** What one request of a route carries of its own: its body, and for a one-off request its caller and headers. */
export interface RequestPart {
  payload?: unknown;
  /** Sent as this caller instead of the demo member. */
  token?: string;
  headers?: Record<string, string>;
}

export interface HotRoute {
  name: string;
  kind: HotRouteKind;
  method: 'GET' | 'POST';
  /** The path on the tenant `tenantId` (its own merchant has the tenant's id; the demo seed adds `<id>-m01`…). */
  path(tenantId: string): string;
  /** Sent as the seeded demo member. */
  signedIn: boolean;
  /**
   * The requests' own parts, made before the run: one per request when each must differ (a receipt is claimed once,
   * an order placed once), or a single part every request repeats.
   */
  prepare?(call: CallApi, tenantId: string, count: number): Promise<RequestPart[]>;
  /** Each part can be sent once: the bench sends a fixed number of requests, one part each. */
  oncePerRequest?: boolean;
  /**
   * The parts are of this many callers (their `token`s), in turn: the bench gives each caller a connection of its own,
   * which sends only that caller's parts, as that many people each at their own phone would.
   */
  callers?: number;
  /**
   * Most SQL statements one request may send: `cold` when nothing is cached (the first request after a write),
   * `warm` when the read caches are (the tenant's public data, the caller's session and own hot reads). No N+1: these do not grow with the number of merchants or rows.
   */
  maxStatements: { cold: number; warm: number };
}

const sameBody =
  (payload: unknown): HotRoute['prepare'] =>
  async () => [{ payload }];

/** Fresh unclaimed receipts of the tenant's own merchant (POST /api/dev/receipts), as the caller's claim bodies. */
async function freshReceipts(call: CallApi, _tenantId: string, count: number): Promise<RequestPart[]> {
  const bodies: RequestPart[] = [];
  for (let i = 0; i < count; i += 1) {
    const res = await call({ method: 'POST', url: '/api/dev/receipts', payload: { total: 12.5 } });
    if (res.statusCode !== 200) throw new Error(`POST /api/dev/receipts answered ${res.statusCode}`);
    bodies.push({ payload: { redeemId: (res.json().data as { redeemId: string }).redeemId } });
  }
  return bodies;
}

/** How many members claim at once in the bench's spread claim: one a connection of its default 10. */
const CLAIMING_MEMBERS = 10;

/**
 * Fresh receipts, claimed in turn by CLAIMING_MEMBERS new members of the tenant's own merchant: many people claiming
 * at once, each queueing only on their own membership, unread count and purchase history.
 */
async function receiptsOfMembers(call: CallApi, tenantId: string, count: number): Promise<RequestPart[]> {
  const members: string[] = [];
  for (let i = 0; i < CLAIMING_MEMBERS; i += 1) members.push(await newMember(call, tenantId));
  const receipts = await freshReceipts(call, tenantId, count);
  return receipts.map((receipt, i) => ({ ...receipt, token: members[i % members.length] }));
}

/**
 * The claim's statements, warm: the receipt taken with the visit recorded (one statement), the points (one ledger
 * post), the purchase counted with the member's usage before it (one), a stamp (one: the card's move in the upsert
 * that opens or meets it, the stamp inserted from it), cashback (one: its award with the ledger post it pays), and
 * the notifications (one statement: switched-off types skipped, the unread count answered). The merchants' tiers and
 * programs come from the public reads, read before the transaction (cold: the session and those 3 more).
 */
const CLAIM_STATEMENTS = { cold: 10, warm: 6 };

export const HOT_ROUTES: readonly HotRoute[] = [
  {
    name: 'GET /api/countries/MN (trivial, no db)',
    kind: 'trivial',
    method: 'GET',
    path: () => '/api/countries/MN',
    signedIn: false,
    maxStatements: { cold: 11, warm: 3 },
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
    maxStatements: { cold: 8, warm: 0 },
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
    maxStatements: { cold: 5, warm: 0 },
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
    maxStatements: { cold: 3, warm: 0 },
  },
  {
    name: 'GET /api/order/outlets/:id/menu (menu)',
    kind: 'public',
    method: 'GET',
    path: (tenantId) => `/api/order/outlets/${orderingOutlet(tenantId)}/menu`,
    signedIn: false,
    // The menu is evaluated at the ordering clock's hour: one when the outlet is open.
    prepare: async (call) => {
      await openOrdering(call);
      return [{}];
    },
    // Cold: the outlet, its categories, products, modifier-value stock, price rules, tags and merchant flags. Warm:
    // none — those rows are kept in `ctx.catalogues` and the menu is evaluated at the ordering clock's time in memory.
    maxStatements: { cold: 7, warm: 0 },
  },
  {
    name: 'GET /api/order/cart/:outletId (cart, two lines)',
    kind: 'signed-in',
    method: 'GET',
    path: (tenantId) => `/api/order/cart/${orderingOutlet(tenantId)}`,
    signedIn: true,
    prepare: preparedCart,
    // Cold: the session, the outlet and catalogue (7), the cart with its lines (one read, no lock: it changes
    // nothing). Warm: none — the answer is kept per member and ordering minute in `ctx.memberCarts`.
    maxStatements: { cold: 9, warm: 0 },
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
    maxStatements: { cold: 3, warm: 0 },
  },
  {
    name: 'POST /api/merchants/:id/follow',
    kind: 'write',
    method: 'POST',
    path: (tenantId) => `/api/merchants/${tenantId}-m02/follow`,
    signedIn: true,
    maxStatements: { cold: 2, warm: 1 },
  },
  {
    name: 'POST /api/notifications/read (mark all read)',
    kind: 'write',
    method: 'POST',
    path: () => '/api/notifications/read',
    signedIn: true,
    prepare: sameBody({ ids: [] }),
    maxStatements: { cold: 2, warm: 1 },
  },
  {
    name: 'POST /api/receipts/claim (a member a connection)',
    kind: 'write',
    method: 'POST',
    path: () => '/api/receipts/claim',
    signedIn: true,
    prepare: receiptsOfMembers,
    oncePerRequest: true,
    callers: CLAIMING_MEMBERS,
    // The second request is another member's: its session is read too (one more than CLAIM_STATEMENTS warm).
    maxStatements: { cold: CLAIM_STATEMENTS.cold, warm: CLAIM_STATEMENTS.warm + 1 },
  },
  {
    name: 'POST /api/receipts/claim (same member)',
    kind: 'write',
    method: 'POST',
    path: () => '/api/receipts/claim',
    signedIn: true,
    prepare: freshReceipts,
    oncePerRequest: true,
    maxStatements: CLAIM_STATEMENTS,
  },
  {
    name: 'POST /api/order/cart/:outletId/items (add to cart)',
    kind: 'write',
    method: 'POST',
    path: (tenantId) => `/api/order/cart/${orderingOutlet(tenantId)}/items`,
    signedIn: true,
    prepare: cartAdds,
    oncePerRequest: true,
    // Each request is a new member's (its session not cached yet). Warm: the session, the cart taken and locked (one
    // upsert), its lines, the insert (the lines it leaves are known: not read again); the outlet and catalogue it is
    // priced from come from `ctx.catalogues` (cold: 7 more).
    maxStatements: { cold: 11, warm: 4 },
  },
  {
    name: 'POST /api/order/cart/:outletId/place (place order)',
    kind: 'write',
    method: 'POST',
    path: (tenantId) => `/api/order/cart/${orderingOutlet(tenantId)}/place`,
    signedIn: true,
    prepare: placements,
    oncePerRequest: true,
    // Warm: the session, the idempotency key, the cart (one upsert) and its lines, the order numbered with its lines
    // and the cart emptied (one statement) beside the stored answer (one, sent together); the catalogue (cold: 7
    // more) says the product takes no stock.
    maxStatements: { cold: 13, warm: 6 },
  },
];
