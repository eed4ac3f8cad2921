import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { modifierValueStocks, products } from '../../db/schema';
import { buildBundledProduct } from '../../../shared/rules/ordering/fixtures';
import { useTestApp } from '../../test-support/build-test-app';
import { atOnce } from '../../test-support/concurrency';
import { ALPHA_FLAGSHIP, setOrderingClock, ubTuesday } from '../../test-support/ordering';

// Stock of modifier values and bundled products (seed 002 §8: 424 modifier value sold out, 410 sold out): shown by
// the menu, refused at add and at placement, taken atomically by placement, given back by cancel.
const t = useTestApp();
const cartUrl = `/api/order/cart/${ALPHA_FLAGSHIP}`;
const price = { dine_in: '2.00', takeout: '2.00', delivery: '2.00' };
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call('alpha', {
    method,
    url,
    payload,
    token,
    headers: url.endsWith('/place') ? { 'idempotency-key': randomUUID() } : undefined,
  });
const place = (token: string) => call(token, 'POST', `${cartUrl}/place`, { payments: [] });

let phoneSeq = 0;
async function newMember() {
  const { token } = await t.signUpMember('alpha', `+9768855${String(1000 + phoneSeq++)}`);
  return token;
}

async function fixture(url: string, payload: object): Promise<string> {
  const res = await t.call('alpha', { method: 'POST', url: `/api/dev/ordering/${url}`, payload });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data._id as string;
}

/** A modifier group of one optional value `valueId` with `stock` units (null: untracked). */
const syrupGroup = (valueId: string, stock: number | null) => ({
  id: `${valueId}-group`,
  name: { en_US: 'Syrup' },
  min_quantity: 0,
  max_quantity: 3,
  is_optional: true,
  modifier_value_list: [
    {
      id: valueId,
      name: { en_US: 'Hazelnut' },
      price: { dine_in: '0.50', takeout: '0.50' },
      is_default: false,
      isActive: true,
      image: null,
      max_quantity: 3,
      is_track_quantity: stock !== null,
      remaining_quantity: stock,
      has_end_time: false,
      end_time: null,
    },
  ],
});

const withSyrup = (productId: string, valueId: string, quantity: number, syrups = 1) => ({
  product_uid: productId,
  quantity,
  modifier_list: [{ id: `${valueId}-group`, modifier_value_list: [{ id: valueId, quantity: syrups }] }],
  bundled_item_list: [],
});

/** A fresh value with `stock` units, and a latte offering it. */
async function syrupLatte(stock: number) {
  const valueId = `syrup-${randomUUID()}`;
  const latte = await fixture('products', {
    category,
    name: { en_US: 'Syrup latte' },
    price,
    modifier_list: [syrupGroup(valueId, stock)],
  });
  return { valueId, latte };
}

const valueStock = async (valueId: string) =>
  (await t.db.db.select().from(modifierValueStocks).where(eq(modifierValueStocks.valueId, valueId)))[0]
    ?.remainingQuantity;
const productStock = async (id: string) =>
  (await t.db.db.select().from(products).where(eq(products.id, id)))[0].remainingQuantity;

let category = '';
beforeAll(async () => {
  await setOrderingClock(t, 'alpha', ubTuesday('10:00'));
  category = await fixture('categories', { name: { en_US: 'Option stock' } });
});

describe('stock of a modifier value', () => {
  it('is shown by the menu, refused at add (424) when short, taken at placement and given back on cancel', async () => {
    const { valueId, latte } = await syrupLatte(3);
    const menu = (await call(await newMember(), 'GET', `/api/order/outlets/${ALPHA_FLAGSHIP}/menu`)).json().data;
    const shown = menu.category_list
      .flatMap((c: { product_list: { _id: string }[] }) => c.product_list)
      .find((p: { _id: string }) => p._id === latte);
    expect(shown.modifier_list[0].modifier_value_list[0]).toMatchObject({
      is_track_quantity: true,
      remaining_quantity: 3,
    });

    const token = await newMember();
    // 2 lattes × 2 syrups = 4 units of a value with 3 left.
    const short = await call(token, 'POST', `${cartUrl}/items`, withSyrup(latte, valueId, 2, 2));
    expect([short.statusCode, short.json().orderSystemCode, short.json().field]).toEqual([
      409,
      424,
      'modifier_list[0].modifier_value_list[0].id',
    ]);
    expect((await call(token, 'POST', `${cartUrl}/items`, withSyrup(latte, valueId, 3))).statusCode).toBe(200);
    const placed = await place(token);
    expect(placed.statusCode).toBe(201);
    expect(await valueStock(valueId)).toBe(0);

    const cancel = await call(token, 'POST', `/api/orders/${placed.json().data._id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(await valueStock(valueId)).toBe(3);
  });

  it('is refused at placement (424) when another order took it after the line was added', async () => {
    const { valueId, latte } = await syrupLatte(2);
    const first = await newMember();
    const second = await newMember();
    // Two lines of one value in one cart share its stock: each fits, together they do not.
    await call(first, 'POST', `${cartUrl}/items`, withSyrup(latte, valueId, 1));
    await call(second, 'POST', `${cartUrl}/items`, withSyrup(latte, valueId, 2));
    expect((await place(first)).statusCode).toBe(201);
    const late = await place(second);
    expect([late.statusCode, late.json().orderSystemCode]).toEqual([409, 424]);
    expect(await valueStock(valueId)).toBe(1);
  });

  it.each([1, 2])('20 simultaneous placements of a value with stock 5 make exactly 5 orders (run %i)', async () => {
    const { valueId, latte } = await syrupLatte(5);
    const members: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      members.push(await newMember());
      expect((await call(members[i], 'POST', `${cartUrl}/items`, withSyrup(latte, valueId, 1))).statusCode).toBe(200);
    }
    const burst = await atOnce(members.map((token) => () => place(token)));
    expect(burst.count(201)).toBe(5);
    expect(burst.count(409)).toBe(15);
    expect(await valueStock(valueId)).toBe(0);
  });
});

describe('stock of a bundled product', () => {
  it('is shown in the bundle, refused at add (410) when short, taken at placement and given back on cancel', async () => {
    const muffin = await fixture('products', { category, name: { en_US: 'Muffin' }, price, remaining_quantity: 10 });
    const item = {
      id: `box-${randomUUID()}`,
      name: { en_US: 'Pastry' },
      min_quantity: 1,
      max_quantity: 1,
      has_default_product: false,
      default_product_id: null,
      product_list: [buildBundledProduct({ product_id: muffin, quantity: 2, remaining_quantity: 3 })],
    };
    const box = await fixture('products', {
      category,
      name: { en_US: 'Muffin box' },
      price,
      bundled_item_list: [item],
    });
    // The bundled product's stock is its product's stock (the fixture set it to 3).
    expect(await productStock(muffin)).toBe(3);
    const token = await newMember();
    const menu = (await call(token, 'GET', `/api/order/outlets/${ALPHA_FLAGSHIP}/menu`)).json().data;
    const shown = menu.category_list
      .flatMap((c: { product_list: { _id: string }[] }) => c.product_list)
      .find((p: { _id: string }) => p._id === box);
    expect(shown.bundled_item_list[0].product_list[0]).toMatchObject({
      is_track_quantity: true,
      remaining_quantity: 3,
    });

    const line = (quantity: number) => ({
      product_uid: box,
      quantity,
      modifier_list: [],
      bundled_item_list: [{ id: item.id, product_list: [{ product_id: muffin, quantity: 1, modifier_list: [] }] }],
    });
    // Each box holds 2 muffins: 2 boxes need 4 of 3.
    const short = await call(token, 'POST', `${cartUrl}/items`, line(2));
    expect([short.statusCode, short.json().orderSystemCode, short.json().field]).toEqual([
      409,
      410,
      'bundled_item_list[0].product_list[0].product_id',
    ]);
    expect((await call(token, 'POST', `${cartUrl}/items`, line(1))).statusCode).toBe(200);
    const placed = await place(token);
    expect(placed.statusCode).toBe(201);
    expect(await productStock(muffin)).toBe(1);
    expect((await call(token, 'POST', `/api/orders/${placed.json().data._id}/cancel`)).statusCode).toBe(200);
    expect(await productStock(muffin)).toBe(3);
  });

  it('the fixture refuses stock for a bundled product that is not a product, naming the field', async () => {
    const res = await t.call('alpha', {
      method: 'POST',
      url: '/api/dev/ordering/products',
      payload: {
        category,
        name: { en_US: 'Ghost box' },
        price,
        bundled_item_list: [
          {
            id: 'ghost',
            name: { en_US: 'Ghost' },
            min_quantity: 1,
            max_quantity: 1,
            has_default_product: false,
            default_product_id: null,
            product_list: [buildBundledProduct({ product_id: 'no-such-product', remaining_quantity: 1 })],
          },
        ],
      },
    });
    expect([res.statusCode, res.json().field]).toEqual([
      400,
      'bundled_item_list[0].product_list[0].remaining_quantity',
    ]);
  });
});
