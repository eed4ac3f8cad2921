// Issue 14: the menu and every cart evaluation read the catalogue from memory (catalogue-cache.ts), a visitor's menu
// is kept as bytes (lib/public-answer.ts), and a write to the catalogue — a product edited, the last unit sold — shows
// on the very next menu and cart.
import { randomUUID } from 'node:crypto';
import { useTestApp } from '../../test-support/build-test-app';
import { ALPHA_FLAGSHIP, setOrderingClock, ubTuesday } from '../../test-support/ordering';

const t = useTestApp();
const menuUrl = `/api/order/outlets/${ALPHA_FLAGSHIP}/menu`;
const cartUrl = `/api/order/cart/${ALPHA_FLAGSHIP}`;

interface MenuShape {
  category_list: {
    _id: string;
    product_list: {
      _id: string;
      price: { takeout: string };
      remaining_quantity: number | null;
      isBookmarked: boolean;
    }[];
  }[];
}

async function menu(): Promise<MenuShape> {
  const res = await t.call('alpha', { method: 'GET', url: menuUrl });
  expect(res.statusCode).toBe(200);
  return res.json().data as MenuShape;
}

const productOn = (shown: MenuShape, id: string) =>
  shown.category_list.flatMap((c) => c.product_list).find((p) => p._id === id);

/** Statements sent while `run` runs (drizzle's logger sees every one). */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  let sent = 0;
  const stop = t.db.observeQueries(() => {
    sent += 1;
  });
  try {
    await run();
  } finally {
    stop();
  }
  return sent;
}

/** Creates or replaces (same `_id`) a product of the menu's first category, tracked with `stock` units. */
async function putProduct(id: string, category: string, takeout: string, stock: number) {
  const res = await t.call('alpha', {
    method: 'POST',
    url: '/api/dev/ordering/products',
    payload: {
      _id: id,
      category,
      name: { en_US: 'Cache test scone' },
      price: { dine_in: takeout, takeout, delivery: takeout },
      remaining_quantity: stock,
    },
  });
  expect(res.statusCode).toBe(200);
}

const addLine = (token: string, productId: string) =>
  t.call('alpha', {
    method: 'POST',
    url: `${cartUrl}/items`,
    token,
    payload: { product_uid: productId, quantity: 1, modifier_list: [], bundled_item_list: [] },
  });

beforeAll(async () => {
  await setOrderingClock(t, 'alpha', ubTuesday('10:00'));
});

it('serves a warm menu without a statement', async () => {
  await menu();
  expect(await statementsOf(menu)).toBe(0);
});

it('serves a member’s warm menu without a statement, and shows their bookmark at once', async () => {
  const { token } = await t.signUpMember('alpha', '+97688770010');
  const memberMenu = async () => {
    const res = await t.call('alpha', { method: 'GET', url: menuUrl, token });
    expect(res.statusCode).toBe(200);
    return res.json().data as MenuShape;
  };
  const product = (await memberMenu()).category_list[0].product_list[0]._id;
  expect(await statementsOf(memberMenu)).toBe(0);
  const bookmarked = async () => productOn(await memberMenu(), product)?.isBookmarked;
  expect(await bookmarked()).toBe(false);
  const toggle = () =>
    t.call('alpha', { method: 'POST', url: `/api/products/${encodeURIComponent(product)}/bookmark`, token });
  expect((await toggle()).statusCode).toBe(200);
  expect(await bookmarked()).toBe(true);
  await toggle();
  expect(await bookmarked()).toBe(false);
});

it('keeps a visitor’s menu as the bytes the route builds, with an ETag that a product edit changes', async () => {
  const kept = await t.call('alpha', { method: 'GET', url: menuUrl });
  t.app.ctx.catalogues.setEnabled(false);
  try {
    expect((await t.call('alpha', { method: 'GET', url: menuUrl })).body).toBe(kept.body);
  } finally {
    t.app.ctx.catalogues.setEnabled(true);
  }
  const etag = kept.headers.etag as string;
  const held = await t.call('alpha', { method: 'GET', url: menuUrl, headers: { 'if-none-match': etag } });
  expect([held.statusCode, held.body]).toEqual([304, '']);

  const category = (kept.json().data as MenuShape).category_list[0]._id;
  await putProduct(`cache-etag-${randomUUID()}`, category, '2.00', 5);
  const after = await t.call('alpha', { method: 'GET', url: menuUrl, headers: { 'if-none-match': etag } });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(etag);
});

it('shows a product edit on the next menu, and the last unit sold as sold out on the next menu and cart', async () => {
  const category = (await menu()).category_list[0]._id;
  const id = `cache-scone-${randomUUID()}`;
  await putProduct(id, category, '3.00', 1);
  expect(productOn(await menu(), id)).toMatchObject({ price: { takeout: '3.00' }, remaining_quantity: 1 });

  await putProduct(id, category, '3.50', 1);
  expect(productOn(await menu(), id)).toMatchObject({ price: { takeout: '3.50' }, remaining_quantity: 1 });

  const { token: buyer } = await t.signUpMember('alpha', '+97688770001');
  expect((await addLine(buyer, id)).statusCode).toBe(200);
  // A second member's cart, priced while the unit was still there.
  const { token: late } = await t.signUpMember('alpha', '+97688770002');
  expect((await addLine(late, id)).statusCode).toBe(200);
  const placed = await t.call('alpha', {
    method: 'POST',
    url: `${cartUrl}/place`,
    token: buyer,
    headers: { 'idempotency-key': randomUUID() },
    payload: { payments: [] },
  });
  expect(placed.statusCode).toBe(201);

  expect(productOn(await menu(), id)?.remaining_quantity ?? 0).toBe(0);
  const { token: third } = await t.signUpMember('alpha', '+97688770003');
  expect((await addLine(third, id)).json()).toMatchObject({ orderSystemCode: 410 });
  const lateCart = await t.call('alpha', { method: 'GET', url: cartUrl, token: late });
  expect(lateCart.json().data.items ?? []).toEqual([]);
});
