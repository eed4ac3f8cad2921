// Issue 14: the cart read (the cart page) is kept as bytes per member and ordering minute (ctx.memberCarts). It is
// the answer a cart change gives, read with no write and no lock, and every change — to the cart or to the catalogue
// it is priced from — shows on the very next read.
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { useTestApp } from '../../test-support/build-test-app';
import { ALPHA_FLAGSHIP, alphaProduct, setOrderingClock, simpleLine, ubTuesday } from '../../test-support/ordering';
import { sqlSentBy } from '../../test-support/sql-sent';

const t = useTestApp();
const cartUrl = `/api/order/cart/${ALPHA_FLAGSHIP}`;

interface CartShape {
  items: { _id: string; quantity: number; total: string }[];
  total: { final_price: string };
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url = cartUrl, payload?: object) =>
  t.call('alpha', { method, url, payload, token });
const cartOf = async (token: string) => {
  const res = await call(token, 'GET');
  expect(res.statusCode).toBe(200);
  return res;
};
const itemsOf = async (token: string) => ((await cartOf(token)).json().data as CartShape).items;

beforeAll(async () => {
  await setOrderingClock(t, 'alpha', ubTuesday('10:00'));
});

it('answers a kept cart without SQL, with the bytes the cart change answered', async () => {
  const { token } = await t.signUpMember('alpha', '+97688230001');
  await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
  const added = await call(token, 'POST', `${cartUrl}/items`, simpleLine('Butter croissant', 2));
  expect(added.statusCode).toBe(200);
  const read = await cartOf(token);
  expect(read.body).toBe(added.body);
  expect(await sqlSentBy(t.db, () => cartOf(token))).toEqual([]);
  const held = await t.call('alpha', {
    url: cartUrl,
    token,
    headers: { 'if-none-match': read.headers.etag as string },
  });
  expect([held.statusCode, held.body]).toEqual([304, '']);
});

it('shows each change of the cart at once: a line added, its quantity, removed, the cart cleared', async () => {
  const { token } = await t.signUpMember('alpha', '+97688230002');
  expect(await itemsOf(token)).toEqual([]);
  await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
  const [line] = await itemsOf(token);
  expect(line).toMatchObject({ quantity: 1, total: '4.80' });

  await call(token, 'PUT', `${cartUrl}/items/${line._id}`, simpleLine('Banana bread', 3));
  expect(await itemsOf(token)).toMatchObject([{ quantity: 3, total: '14.40' }]);
  await call(token, 'POST', `${cartUrl}/items`, simpleLine('Butter croissant', 1));
  expect(await itemsOf(token)).toHaveLength(2);
  await call(token, 'DELETE', `${cartUrl}/items/${line._id}`);
  expect(await itemsOf(token)).toMatchObject([{ quantity: 1 }]);
  await call(token, 'DELETE');
  expect(await itemsOf(token)).toEqual([]);
});

it('shows a price edit at once in every kept cart, and each member sees only their own', async () => {
  const { token } = await t.signUpMember('alpha', '+97688230003');
  const { token: other } = await t.signUpMember('alpha', '+97688230004');
  await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
  expect(await itemsOf(token)).toMatchObject([{ total: '4.80' }]);
  expect(await itemsOf(other)).toEqual([]);

  // Pick-up is priced at the takeout price.
  const setTakeout = (price: string) =>
    t.db.db
      .update(products)
      .set({ priceTakeout: price })
      .where(eq(products.id, alphaProduct('Banana bread')));
  await setTakeout('5.20');
  try {
    expect(await itemsOf(token)).toMatchObject([{ total: '5.20' }]);
  } finally {
    await setTakeout('4.80');
  }
  expect(await itemsOf(token)).toMatchObject([{ total: '4.80' }]);
});
