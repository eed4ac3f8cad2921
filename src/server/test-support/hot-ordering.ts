/**
 * Setup of the ordering hot routes (issue 11 via issue 14): the tenant's first demo outlet at an hour it takes orders,
 * a product of its menu that needs no choices, and fresh members, each with that product in their cart.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { demoIds } from '../db/seed/demo-catalogues';
import type { CallApi, RequestPart } from './hot-routes';

/** The outlet the routes order from: the first of the tenant's demo catalogue. */
export const orderingOutlet = (tenantId: string) => demoIds(tenantId).outlet(0);

/** A Tuesday at 10:00 in Ulaanbaatar, when the demo outlets are open; the tenant's ordering clock runs on from it. */
const OPEN_HOUR = '2026-12-01T10:00:00+08:00';

async function expectOk(response: Promise<{ statusCode: number; json(): { data?: unknown } }>, what: string) {
  const res = await response;
  if (res.statusCode >= 300) throw new Error(`${what} answered ${res.statusCode}: ${JSON.stringify(res.json())}`);
  return res.json().data;
}

/** Moves the tenant's ordering clock into opening hours. */
export const openOrdering = (call: CallApi) =>
  expectOk(
    call({ method: 'POST', url: '/api/dev/ordering/clock', payload: { at: new Date(OPEN_HOUR).toISOString() } }),
    'the ordering clock',
  );

interface MenuProductShape {
  _id: string;
  modifier_list: unknown[];
  bundled_item_list: unknown[];
  is_track_quantity: boolean;
  age_restriction: boolean;
}

/** `count` products of the outlet's menu that can be added as they are, and never run out (thousands are ordered). */
async function plainProducts(call: CallApi, outletId: string, count: number): Promise<string[]> {
  const menu = (await expectOk(call({ method: 'GET', url: `/api/order/outlets/${outletId}/menu` }), 'the menu')) as {
    category_list: { product_list: MenuProductShape[] }[];
  };
  const products = menu.category_list
    .flatMap((c) => c.product_list)
    .filter(
      (p) =>
        p.modifier_list.length === 0 && p.bundled_item_list.length === 0 && !p.is_track_quantity && !p.age_restriction,
    );
  if (products.length < count) throw new Error(`fewer than ${count} products without choices on ${outletId}'s menu`);
  return products.slice(0, count).map((p) => p._id);
}

/**
 * Phone numbers of the members made here: consecutive from a random start, so the hundreds of a benchmark run never
 * meet each other (independent draws of 6 digits collide after about a thousand: a birthday clash) and a rerun on
 * the same database most likely starts elsewhere.
 */
let nextPhone = randomInt(1_000_000);

/** A new member of the tenant who joined its own merchant (sign-up with the code the dev outbox shows). */
export async function newMember(call: CallApi, tenantId: string): Promise<string> {
  const phone = `+97689${String(nextPhone % 1_000_000).padStart(6, '0')}`;
  nextPhone += 1;
  await expectOk(call({ method: 'POST', url: '/api/auth/code', payload: { phone } }), 'a sign-up code');
  const [message] = (await expectOk(
    call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(phone)}` }),
    'the dev outbox',
  )) as { code: string }[];
  const { token } = (await expectOk(
    call({ method: 'POST', url: '/api/auth/signup', payload: { phone, code: message.code } }),
    'the sign-up',
  )) as { token: string };
  await expectOk(
    call({ method: 'POST', url: `/api/merchants/${tenantId}/join`, token, payload: { isTermChecked: true } }),
    'the join',
  );
  return token;
}

const lineOf = (productId: string) => ({
  product_uid: productId,
  quantity: 1,
  modifier_list: [],
  bundled_item_list: [],
});

/** `count` adds to the cart, each by a new member (a cart holds a bounded number of lines). */
export async function cartAdds(call: CallApi, tenantId: string, count: number): Promise<RequestPart[]> {
  await openOrdering(call);
  const [productId] = await plainProducts(call, orderingOutlet(tenantId), 1);
  const parts: RequestPart[] = [];
  for (let i = 0; i < count; i += 1) parts.push({ token: await newMember(call, tenantId), payload: lineOf(productId) });
  return parts;
}

/** `count` placements, each of a new member's cart holding one line, with its own idempotency key. */
export async function placements(call: CallApi, tenantId: string, count: number): Promise<RequestPart[]> {
  const adds = await cartAdds(call, tenantId, count);
  const cartItems = `/api/order/cart/${orderingOutlet(tenantId)}/items`;
  for (const add of adds)
    await expectOk(call({ method: 'POST', url: cartItems, token: add.token, payload: add.payload }), 'the cart');
  return adds.map(({ token }) => ({
    token,
    headers: { 'idempotency-key': randomUUID() },
    payload: { payments: [], isTermChecked: true },
  }));
}

/** A new member whose cart at the outlet holds two lines (two products): what the cart page reads. */
export async function preparedCart(call: CallApi, tenantId: string): Promise<RequestPart[]> {
  await openOrdering(call);
  const outletId = orderingOutlet(tenantId);
  const token = await newMember(call, tenantId);
  for (const productId of await plainProducts(call, outletId, 2))
    await expectOk(
      call({ method: 'POST', url: `/api/order/cart/${outletId}/items`, token, payload: lineOf(productId) }),
      'the cart',
    );
  return [{ token }];
}
