import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { ledgerMismatches } from '../../ledger/check';
import { useTestApp } from '../../test-support/build-test-app';
import { atOnce, times } from '../../test-support/concurrency';
import {
  ALPHA_FLAGSHIP,
  alphaProduct,
  flatWhite,
  setOrderingClock,
  simpleLine,
  ubTuesday,
} from '../../test-support/ordering';

// Placement, detail, history, pass to counter, cancel and reorder on the demo café of alpha (GST 9 %, 10 % service).
const t = useTestApp();
const cartUrl = `/api/order/cart/${ALPHA_FLAGSHIP}`;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  t.call('alpha', { method, url, payload, token, headers });
const place = (token: string, body: object = {}, key = randomUUID()) =>
  call(token, 'POST', `${cartUrl}/place`, { payments: [], ...body }, { 'idempotency-key': key });

/** A new member who joined alpha, with these balances at it. */
const newMember = async (balances: { points?: string; credit?: string } = {}) =>
  (await t.joinedMember('alpha', { balances })).token;
const wallet = async (token: string) => (await call(token, 'GET', '/api/wallet/merchants/alpha')).json().data;
const stockOf = async (name: string) =>
  (
    await t.db.db
      .select()
      .from(products)
      .where(eq(products.id, alphaProduct(name)))
  )[0].remainingQuantity;

beforeAll(() => setOrderingClock(t, 'alpha', ubTuesday('10:00')));
afterEach(async () => expect(await ledgerMismatches(t.db.db)).toEqual([]));

describe('placing an order', () => {
  it('places the cart as an order with its priced lines, numbered for the day, and empties the cart', async () => {
    const token = await newMember();
    await call(token, 'POST', `${cartUrl}/items`, flatWhite(2, { shots: 1 }));
    await call(token, 'POST', `${cartUrl}/items`, simpleLine('Almond croissant', 3));
    const stockBefore = await stockOf('Almond croissant');
    const res = await place(token, { remarks: 'Extra hot please' });
    expect(res.statusCode).toBe(201);
    const { _id, parentOrder } = res.json().data;
    expect(parentOrder).toBeNull();
    const order = (await call(token, 'GET', `/api/orders/${_id}`)).json().data;
    // 2 × 9.10 + 3 × 5.50 = 34.70; service 3.47; GST 9 % of 38.17 = 3.4353 → 3.44; 41.61.
    expect(order).toMatchObject({
      orderMode: 'pick_up',
      status: 10,
      paymentStatus: 'PENDING',
      remarks: 'Extra hot please',
      currency: 'USD',
      total: { total_price: '34.70', service_charge: '3.47', final_price: '41.61', due: '41.61' },
      actions: { pay: true, cancel: true, reorder: true },
    });
    expect(order.dailyOrderNumber).toBeGreaterThanOrEqual(1);
    expect(order.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 3]);
    expect(await stockOf('Almond croissant')).toBe(stockBefore! - 3);
    expect((await call(token, 'GET', cartUrl)).json().data.items).toEqual([]);
  });

  it('refuses an empty cart with order-system code 400', async () => {
    const token = await newMember();
    const res = await place(token);
    expect([res.statusCode, res.json().orderSystemCode]).toEqual([400, 400]);
  });

  it('two simultaneous placements of one cart give one order', async () => {
    const token = await newMember();
    await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 2));
    const burst = await atOnce(times(2, () => place(token)));
    expect(burst.tally).toEqual({ 201: 1, '400 EMPTY_CART': 1 });
    const sameKey = randomUUID();
    await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
    const twice = await atOnce(times(2, () => place(token, {}, sameKey)));
    expect(twice.count(201)).toBe(2);
    expect(twice.responses[0].json().data._id).toBe(twice.responses[1].json().data._id);
    expect((await call(token, 'GET', '/api/orders')).json().total).toBe(2);
  });

  it('store credit and points pay the order through the ledger; covered orders are PAID', async () => {
    const token = await newMember({ credit: '10', points: '500' });
    await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 2));
    // 9.60 + 0.96 service + GST 0.95 (9 % of 10.56 = 0.9504) = 11.51: 10.00 credit + 151 points at 0.01.
    const res = await place(token, {
      payments: [
        { type: 'storeValue', amount: '10' },
        { type: 'loyalty', amount: '151' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const order = (await call(token, 'GET', `/api/orders/${res.json().data._id}`)).json().data;
    expect(order).toMatchObject({ paymentStatus: 'PAID', paidAmount: '11.51', total: { due: '0.00' }, status: 0 });
    expect(order.payments).toEqual([
      expect.objectContaining({ type: 'storeValue', amount: '10.00', status: 'PAID' }),
      expect.objectContaining({ type: 'loyalty', amount: '1.51', points: '151.00', status: 'PAID' }),
    ]);
    const after = await wallet(token);
    // The paid order earned alpha's 5 % cashback on $11.51 (issue 13): $0.58 of new store credit.
    expect([after.storeCredit.balance, after.points.active]).toEqual(['0.58', '349.00']);
  });

  it('reads and debits rewards on the server clock: an ordering clock moved back still sees a balance set just now', async () => {
    // A Tuesday morning already past: the balance below is posted after it on the server clock.
    await setOrderingClock(t, 'alpha', new Date('2026-11-17T10:00:00+08:00').toISOString());
    try {
      const token = await newMember({ points: '2000' });
      await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 2));
      const res = await place(token, { payments: [{ type: 'loyalty', amount: '1151' }] });
      expect(res.statusCode).toBe(201);
      expect((await wallet(token)).points.active).toBe('849.00');
    } finally {
      await setOrderingClock(t, 'alpha', ubTuesday('10:00'));
    }
  });

  it('the rest is paid by card through the payment gateway: credit covers part, the sandbox the due amount', async () => {
    const token = await newMember({ credit: '5' });
    await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 2));
    // 11.51 as above: 5.00 store credit at placement leaves 6.51 due, so the order waits for payment.
    const placed = await place(token, { payments: [{ type: 'storeValue', amount: '5' }] });
    const orderUrl = `/api/orders/${placed.json().data._id}`;
    const pending = (await call(token, 'GET', orderUrl)).json().data;
    expect(pending).toMatchObject({ paymentStatus: 'PARTIALLY_PAID', paidAmount: '5.00', total: { due: '6.51' } });
    expect(pending.status).toBe(10); // PENDING PAYMENT

    const attempt = await call(token, 'POST', `${orderUrl}/payments`, { provider: 'sandbox' });
    expect(attempt.statusCode).toBe(201);
    expect(attempt.json().data.amount).toBe('6.51');
    await call(token, 'POST', `${orderUrl}/payments/${attempt.json().data._id}/confirm`);

    const paid = (await call(token, 'GET', orderUrl)).json().data;
    expect(paid).toMatchObject({ paymentStatus: 'PAID', paidAmount: '11.51', total: { due: '0.00' }, status: 0 });
  });

  it('refuses rewards above the caps (more than the order, more than the balance)', async () => {
    const token = await newMember({ credit: '50' });
    await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
    const tooMuch = await place(token, { payments: [{ type: 'storeValue', amount: '20' }] });
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([400, 'REWARD_ABOVE_CAP']);
    const poor = await newMember({ credit: '1' });
    await call(poor, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
    const overdraw = await place(poor, { payments: [{ type: 'storeValue', amount: '2' }] });
    expect(overdraw.json().code).toBe('REWARD_ABOVE_CAP');
  });

  it('50 concurrent placements spending one balance never overdraw (ledger sum = balance)', async () => {
    // 50 members' carts would not share a balance: one member, 50 outlets' carts is the shared-balance case.
    const token = await newMember({ credit: '30' });
    const outlets: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      const res = await t.call('alpha', {
        method: 'POST',
        url: '/api/dev/ordering/outlets',
        payload: {
          _id: `alpha-burst-${i}`,
          name: `Burst ${i}`,
          operationTimes: [{ startTime: '00:00', endTime: '24:00', values: [1, 2, 3, 4, 5, 6, 7] }],
          pickupSettings: {
            mode: 'weekly',
            times: [{ startTime: '00:00', endTime: '24:00', values: [1, 2, 3, 4, 5, 6, 7] }],
            paddingDay: 0,
          },
          orderSettings: { isAllowStoreCreditRedeem: true },
        },
      });
      outlets.push(res.json().data._id);
      await call(token, 'POST', `/api/order/cart/${outlets[i]}/items`, simpleLine('Banana bread', 1));
    }
    // Each cart is 4.80 (no tax, no service at these outlets): at most 6 fit in 30.00.
    const burst = await atOnce(
      outlets.map(
        (outlet) => () =>
          call(
            token,
            'POST',
            `/api/order/cart/${outlet}/place`,
            { payments: [{ type: 'storeValue', amount: '4.80' }] },
            {
              'idempotency-key': randomUUID(),
            },
          ),
      ),
    );
    const placed = burst.count(201);
    expect(placed).toBe(6);
    expect(burst.count(201) + burst.count(409) + burst.count(400)).toBe(50);
    expect((await wallet(token)).storeCredit.balance).toBe('1.20');
  });
});

describe('after placement', () => {
  it('cancel refunds credit and points through the ledger and gives the stock back', async () => {
    const token = await newMember({ credit: '5' });
    await call(token, 'POST', `${cartUrl}/items`, simpleLine('Almond croissant', 2));
    const stockBefore = await stockOf('Almond croissant');
    const { _id } = (await place(token, { payments: [{ type: 'storeValue', amount: '5' }] })).json().data;
    expect((await wallet(token)).storeCredit.balance).toBe('0.00');
    const cancelled = await call(token, 'POST', `/api/orders/${_id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 6, paymentStatus: 'CANCELED', actions: { cancel: false } });
    expect((await wallet(token)).storeCredit.balance).toBe('5.00');
    expect(await stockOf('Almond croissant')).toBe(stockBefore);
    const again = await call(token, 'POST', `/api/orders/${_id}/cancel`);
    expect([again.statusCode, again.json().orderSystemCode]).toEqual([409, 416]);
  });

  it('passes to the counter only under the five conditions (own order system refused)', async () => {
    const token = await newMember();
    await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
    const { _id } = (await place(token)).json().data;
    // The café's order system is 'brewpos' (not '{product}'), it allows pass to counter, the order is for today.
    const order = (await call(token, 'GET', `/api/orders/${_id}`)).json().data;
    expect(order.actions.passToCounter).toBe(true);
    const passed = await call(token, 'POST', `/api/orders/${_id}/pass-to-counter`);
    expect(passed.json().data).toMatchObject({ status: 0, actions: { passToCounter: false } });
    const twice = await call(token, 'POST', `/api/orders/${_id}/pass-to-counter`);
    expect([twice.statusCode, twice.json().orderSystemCode]).toEqual([409, 426]);
    const own = await t.call('alpha', {
      method: 'POST',
      url: '/api/dev/ordering/outlets',
      payload: {
        _id: 'alpha-own-system',
        name: 'Own system',
        operationTimes: [{ startTime: '00:00', endTime: '24:00', values: [1, 2, 3, 4, 5, 6, 7] }],
        pickupSettings: {
          mode: 'weekly',
          times: [{ startTime: '00:00', endTime: '24:00', values: [1, 2, 3, 4, 5, 6, 7] }],
          paddingDay: 0,
        },
        orderSettings: { isAllowPassToCounter: true, mode: '{product}' },
      },
    });
    expect(own.statusCode).toBe(200);
    await call(token, 'POST', '/api/order/cart/alpha-own-system/items', simpleLine('Banana bread', 1));
    const ownOrder = (
      await call(
        token,
        'POST',
        '/api/order/cart/alpha-own-system/place',
        { payments: [] },
        { 'idempotency-key': randomUUID() },
      )
    ).json().data;
    const refused = await call(token, 'POST', `/api/orders/${ownOrder._id}/pass-to-counter`);
    expect(refused.json().message).toMatch(/ownOrderSystem/);
  });

  it('reorder asks first when the cart holds other lines (0), then replaces it (1)', async () => {
    const token = await newMember();
    await call(token, 'POST', `${cartUrl}/items`, flatWhite(1));
    const { _id } = (await place(token)).json().data;
    await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
    const ask = await call(token, 'POST', `/api/orders/${_id}/reorder`, {});
    expect(ask.json()).toEqual({ status: 0, outlet: ALPHA_FLAGSHIP, data: null });
    const done = await call(token, 'POST', `/api/orders/${_id}/reorder`, { force: true });
    expect(done.json()).toEqual({
      status: 1,
      outlet: ALPHA_FLAGSHIP,
      data: { merchant: 'alpha', outlet: ALPHA_FLAGSHIP },
    });
    const items = (await call(token, 'GET', cartUrl)).json().data.items;
    expect(items.map((i: { product: { _id: string } }) => i.product._id)).toEqual([alphaProduct('Flat white')]);
  });

  it("lists the caller's orders newest first, 10 a page; another member's or tenant's order is 404", async () => {
    const token = await newMember();
    for (let i = 0; i < 11; i += 1) {
      await call(token, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
      await place(token);
    }
    const first = (await call(token, 'GET', '/api/orders')).json();
    expect([first.data.length, first.total]).toEqual([10, 11]);
    const numbers = first.data.map((o: { dailyOrderNumber: number }) => o.dailyOrderNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const other = await newMember();
    const res = await call(other, 'GET', `/api/orders/${first.data[0]._id}`);
    expect([res.statusCode, res.json().orderSystemCode]).toEqual([404, 413]);
    const bravo = await t.demoToken('bravo');
    const cross = await t.call('bravo', { method: 'GET', url: `/api/orders/${first.data[0]._id}`, token: bravo });
    expect(cross.statusCode).toBe(404);
  });
});

describe('child orders of a table session', () => {
  it("orders placed on one table token show as child orders of the session's first order", async () => {
    const tableToken = (
      await t.call('alpha', {
        method: 'POST',
        url: '/api/dev/ordering/table-tokens',
        payload: { outletId: ALPHA_FLAGSHIP, tableNumber: '12' },
      })
    ).json().data.token;
    const [first, second] = [await newMember(), await newMember()];
    const placeAtTable = async (token: string, name: string) => {
      await call(token, 'PUT', `${cartUrl}/order-mode`, { orderMode: 'dine_in', tableToken });
      await call(token, 'POST', `${cartUrl}/items`, simpleLine(name, 1));
      return (await place(token)).json().data;
    };
    const parent = await placeAtTable(first, 'Banana bread');
    expect(parent.parentOrder).toBeNull();
    const added = await placeAtTable(second, 'Butter croissant');
    expect(added.parentOrder).toBe(parent._id);
    const again = await placeAtTable(first, 'Banana bread');
    expect(again.parentOrder).toBe(parent._id);
    const detail = (await call(first, 'GET', `/api/orders/${parent._id}`)).json().data;
    expect(detail.childOrders.map((c: { _id: string }) => c._id)).toEqual([added._id, again._id]);
    expect(detail.childOrders[0]).toMatchObject({ final_price: expect.stringMatching(/^\d+\.\d{2}$/) });
    // An order without a table token starts no session and joins none.
    await call(first, 'PUT', `${cartUrl}/order-mode`, { orderMode: 'pick_up' });
    await call(first, 'POST', `${cartUrl}/items`, simpleLine('Banana bread', 1));
    expect((await place(first)).json().data.parentOrder).toBeNull();
  });
});
