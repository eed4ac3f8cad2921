import type { CartLineInput } from '../../../shared/api/ordering-cart';
import { demoIds } from '../../db/seed/demo-catalogues';
import { useTestApp } from '../../test-support/build-test-app';
import {
  ALPHA_FLAGSHIP,
  alphaProduct,
  flatWhite,
  modifierOf,
  setOrderingClock,
  simpleLine,
  ubTuesday,
} from '../../test-support/ordering';

// The demo café of alpha (food): pick-up and delivery 07:30–18:00 on weekdays, 10 % service charge, GST 9 %.
const t = useTestApp();
let member: string;
const cartUrl = `/api/order/cart/${ALPHA_FLAGSHIP}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = member) =>
  t.call('alpha', { method, url, payload, token });
const add = (line: CartLineInput, token = member) => call('POST', `${cartUrl}/items`, line, token);

beforeAll(async () => {
  await setOrderingClock(t, 'alpha', ubTuesday('10:00'));
  member = (await t.signUpMember('alpha', '+97688221100')).token;
});
beforeEach(async () => {
  await call('PUT', `${cartUrl}/order-mode`, { orderMode: 'pick_up' });
  await call('PUT', `${cartUrl}/estimated-date`, { estimatedDate: null });
  await call('DELETE', cartUrl);
});

describe('a cart priced by the server', () => {
  it('starts empty, for pick-up, at NOW', async () => {
    const res = await call('GET', cartUrl);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      outlet: ALPHA_FLAGSHIP,
      merchant: 'alpha',
      orderMode: 'pick_up',
      estimatedDate: null,
      items: [],
      total: { total_price: '0.00', final_price: '0.00' },
    });
  });

  it('prices modifiers, service charge and GST in exact cents; an identical line grows', async () => {
    // Large +0.80, oat +0.80, two extra shots +2.00 on 6.50 → 10.10 a cup.
    await add(flatWhite(1, { shots: 2 }));
    const cart = (await add(flatWhite(1, { shots: 2 }))).json().data;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 2, unit_price: '10.10', total: '20.20', discount: '0.00' });
    expect(cart.items[0].modifier_list.map((m: { id: string }) => m.id)).toEqual([
      demoIds('alpha').modifier('size'),
      demoIds('alpha').modifier('milk'),
      demoIds('alpha').modifier('shots'),
    ]);
    // Service charge 10 % of 20.20 = 2.02; GST 9 % of 22.22 = 1.9998 → 2.00.
    expect(cart.total).toEqual({
      total_price: '20.20',
      discount: '0.00',
      service_charge: '2.02',
      tax: [{ display_name: 'GST 9%', tax_amount: '2.00', isInclusive: false }],
      delivery_fee: '0.00',
      final_price: '24.22',
    });
  });

  it('applies the tier price from the fourth croissant (3.50 instead of 4.20)', async () => {
    const cart = (await add(simpleLine('Butter croissant', 4))).json().data;
    expect(cart.items[0]).toMatchObject({ total: '16.80', discount: '2.80', isDiscounted: true });
  });

  it('applies the afternoon coffee rule only in its window, read in the outlet zone', async () => {
    await add(flatWhite(1));
    const atThree = await call('PUT', `${cartUrl}/estimated-date`, { estimatedDate: '2026-12-01 15:00' });
    expect(atThree.statusCode).toBe(200);
    // 8.10 (6.50 + large + oat) less 20 % = 1.62.
    expect(atThree.json().data.items[0]).toMatchObject({ unit_price: '8.10', discount: '1.62' });
    const atFour = await call('PUT', `${cartUrl}/estimated-date`, { estimatedDate: '2026-12-01 16:00' });
    expect(atFour.json().data.items[0].discount).toBe('0.00');
  });

  it('updates and removes lines; another member never sees this cart', async () => {
    const added = (await add(simpleLine('Banana bread', 1))).json().data.items[0];
    const updated = await call('PUT', `${cartUrl}/items/${added._id}`, simpleLine('Banana bread', 3));
    expect(updated.json().data.items[0]).toMatchObject({ quantity: 3, total: '14.40' });
    const other = (await t.signUpMember('alpha', '+97688221101')).token;
    expect((await call('GET', cartUrl, undefined, other)).json().data.items).toEqual([]);
    expect((await call('DELETE', `${cartUrl}/items/${added._id}`, undefined, other)).statusCode).toBe(404);
    expect((await call('DELETE', `${cartUrl}/items/${added._id}`)).json().data.items).toEqual([]);
  });

  it("refuses another tenant's outlet with 404 (code 562)", async () => {
    const bravoOutlet = demoIds('bravo').outlet(0);
    const res = await call('GET', `/api/order/cart/${bravoOutlet}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().orderSystemCode).toBe(562);
  });
});

describe('every malformed line is refused with its order-system code', () => {
  const brunch = alphaProduct('Brunch for one');
  const bundleItem = (n: number) => `${brunch}-b${n}`;
  const cases: [string, () => CartLineInput | Promise<CartLineInput>, number, number][] = [
    ['an unknown product', () => ({ ...simpleLine('Flat white', 1), product_uid: 'nope' }), 404, 402],
    ['a missing mandatory modifier', () => ({ ...flatWhite(1), modifier_list: [modifierOf('size', 1)] }), 400, 409],
    ['an inactive value (soy milk)', () => flatWhite(1, { milk: 5 }), 400, 409],
    [
      'two values in a single-choice group',
      () => ({ ...flatWhite(1), modifier_list: [modifierOf('size', 1, 2), modifierOf('milk', 1)] }),
      400,
      409,
    ],
    ['three extra shots (most 2)', () => flatWhite(1, { shots: 3 }), 400, 409],
    [
      'a modifier of another product',
      () => ({ ...simpleLine('Banana bread', 1), modifier_list: [modifierOf('size', 1)] }),
      400,
      409,
    ],
    ['more croissants than the stock of 12', () => simpleLine('Almond croissant', 13), 400, 401],
    [
      'bundle picks on a product that is not a bundle',
      () => ({ ...simpleLine('Banana bread', 1), bundled_item_list: [{ id: bundleItem(1), product_list: [] }] }),
      400,
      408,
    ],
    [
      'a bundle without its required plate',
      () => ({ ...simpleLine('Brunch for one', 1), bundled_item_list: [] }),
      400,
      407,
    ],
    [
      'a bundle pick the bundle does not offer',
      () => ({
        ...simpleLine('Brunch for one', 1),
        bundled_item_list: [
          { id: bundleItem(1), product_list: [{ product_id: alphaProduct('Mocha'), quantity: 1, modifier_list: [] }] },
        ],
      }),
      400,
      407,
    ],
    [
      'a product outside its operating time (breakfast at 10:00 is fine, so a 17:00 cart)',
      async () => {
        await call('PUT', `${cartUrl}/estimated-date`, { estimatedDate: '2026-12-01 17:00' });
        return simpleLine('Big breakfast', 1);
      },
      412,
      412,
    ],
  ];

  it.each(cases)('%s', async (_name, line, status, code) => {
    const res = await add(await line());
    expect([res.statusCode, res.json().orderSystemCode]).toEqual([status, code]);
    expect(res.json().field).toEqual(expect.any(String));
    expect((await call('GET', cartUrl)).json().data.items).toEqual([]);
  });

  it('names the unavailable product of a 402', async () => {
    const res = await add({ ...simpleLine('Banana bread', 1), product_uid: 'gone-product' });
    expect(res.json()).toMatchObject({ orderSystemCode: 402, unavailableProducts: ['gone-product'] });
  });

  it('refuses sold-out (410) and ended (412) products made by the fixtures', async () => {
    const category = (
      await t.call('alpha', {
        method: 'POST',
        url: '/api/dev/ordering/categories',
        payload: { name: { en_US: 'Test' } },
      })
    ).json().data._id;
    const make = async (extra: object) =>
      (
        await t.call('alpha', {
          method: 'POST',
          url: '/api/dev/ordering/products',
          payload: {
            category,
            name: { en_US: 'Fixture' },
            price: { dine_in: '1.00', takeout: '1.00', delivery: '1.00' },
            ...extra,
          },
        })
      ).json().data._id as string;
    const soldOut = await make({ remaining_quantity: 0 });
    const ended = await make({ end_time: '2026-11-30T00:00:00Z' });
    const res1 = await add({ ...simpleLine('Banana bread', 1), product_uid: soldOut });
    expect([res1.statusCode, res1.json().orderSystemCode]).toEqual([409, 410]);
    const res2 = await add({ ...simpleLine('Banana bread', 1), product_uid: ended });
    expect([res2.statusCode, res2.json().orderSystemCode]).toEqual([412, 412]);

    // A discount-package product: a member may take it, a guest is refused with the seed's words (§5).
    const pkg = await make({ programType: 'package' });
    expect((await add({ ...simpleLine('Banana bread', 1), product_uid: pkg })).statusCode).toBe(200);
    const guest = (
      await t.call('alpha', { method: 'POST', url: '/api/auth/guest', payload: { phone: '+97688221199' } })
    ).json().data.token as string;
    const refused = await add({ ...simpleLine('Banana bread', 1), product_uid: pkg }, guest);
    expect(refused.json()).toMatchObject({
      statusCode: 403,
      field: 'product_uid',
      message: 'Sign up to unlock your discount package. Guest users are not eligible for this offer.',
    });
  });
});

describe('order mode and time', () => {
  // About 550 m north of the flagship, wherever the demo seed placed it.
  let near = { latitude: 0, longitude: 0 };
  beforeAll(async () => {
    const outlet = (await call('GET', `/api/order/outlets/${ALPHA_FLAGSHIP}`)).json().data;
    near = { latitude: outlet.latitude + 0.005, longitude: outlet.longitude };
  });
  const location = (coordinates: { latitude: number; longitude: number }) => ({
    name: 'Demo Member',
    phone: '+97688221100',
    email: 'demo@livery.test',
    address: '5 Peace Avenue',
    postalCode: '14200',
    unitNo: '12',
    coordinates,
  });

  it('delivery needs an address within the distance (412 Please fill address) and charges its band', async () => {
    const none = await call('PUT', `${cartUrl}/order-mode`, { orderMode: 'delivery' });
    expect([none.statusCode, none.json().field]).toEqual([412, 'location']);
    const far = await call('PUT', `${cartUrl}/order-mode`, {
      orderMode: 'delivery',
      location: location({ latitude: 48.2, longitude: 107.3 }),
    });
    expect(far.statusCode).toBe(412);
    expect(far.json().message).toMatch(/^Please fill address/);
    await add(flatWhite(1));
    const ok = await call('PUT', `${cartUrl}/order-mode`, { orderMode: 'delivery', location: location(near) });
    expect(ok.statusCode).toBe(200);
    const cart = ok.json().data;
    // Within 2 km: the first band, fee 3.00 and a 20.00 minimum; delivery prices the cup at 7.50 + 1.60.
    expect(cart.deliveryFeeRange).toEqual({ fee: '3.00', minOrderAmount: '20.00' });
    expect(cart.items[0].unit_price).toBe('9.10');
    expect(cart.total.delivery_fee).toBe('3.00');
    expect(cart.delivery.distance).toBeGreaterThan(0);
  });

  it('refuses a mode a cart line does not support (411) and a mode the outlet does not take', async () => {
    await add(simpleLine('Cold brew tonic', 1));
    const res = await call('PUT', `${cartUrl}/order-mode`, { orderMode: 'delivery', location: location(near) });
    expect([res.statusCode, res.json().orderSystemCode]).toEqual([400, 411]);
    expect((await call('GET', cartUrl)).json().data.orderMode).toBe('pick_up');
  });

  it('takes only offered slots (412 otherwise) and a table from a table token for dine-in', async () => {
    const closed = await call('PUT', `${cartUrl}/estimated-date`, { estimatedDate: '2026-12-01 19:00' });
    expect([closed.statusCode, closed.json().orderSystemCode]).toEqual([412, 412]);
    const offStep = await call('PUT', `${cartUrl}/estimated-date`, { estimatedDate: '2026-12-01 11:10' });
    expect(offStep.statusCode).toBe(412);
    const token = (
      await t.call('alpha', {
        method: 'POST',
        url: '/api/dev/ordering/table-tokens',
        payload: { outletId: ALPHA_FLAGSHIP, tableNumber: '7' },
      })
    ).json().data.token;
    const dineIn = await call('PUT', `${cartUrl}/order-mode`, { orderMode: 'dine_in', tableToken: token });
    expect(dineIn.json().data).toMatchObject({ orderMode: 'dine_in', tableNumber: '7', tableToken: token });
    const wrong = await call('PUT', `${cartUrl}/order-mode`, { orderMode: 'dine_in', tableToken: 'no-such-token' });
    expect([wrong.statusCode, wrong.json().orderSystemCode]).toEqual([404, 564]);
  });

  it('vouchers: 409 for an unchanged empty list, 563 for a voucher the member does not hold', async () => {
    const same = await call('PUT', `${cartUrl}/discounts`, { discountList: [] });
    expect(same.statusCode).toBe(409);
    const voucher = await call('PUT', `${cartUrl}/discounts`, {
      discountList: [{ discount_code: 'VOUCHER', reference_id: 'v1' }],
    });
    expect([voucher.statusCode, voucher.json().orderSystemCode]).toEqual([400, 563]);
  });
});
