import { randomUUID } from 'node:crypto';
import { demoIds } from '../../db/seed/demo-catalogues';
import { useTestApp } from '../../test-support/build-test-app';
import { atOnce } from '../../test-support/concurrency';
import { ALPHA_FLAGSHIP, alphaProduct, setOrderingClock, simpleLine, ubTuesday } from '../../test-support/ordering';
import { voucherKit } from '../vouchers/voucher-test-kit';

// Vouchers in the cart of alpha's demo café (seed 002 §4 Voucher application, §5, §8): 10 % service, GST 9 %.
const t = useTestApp();
const kit = voucherKit(t);
const SECOND_BRANCH = demoIds('alpha').outlet(1);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const cartOf = (outletId: string) => `/api/order/cart/${outletId}`;
const call = (token: string, method: Method, url: string, payload?: object, headers?: Record<string, string>) =>
  t.call('alpha', { method, url, payload, token, headers });
const apply = (token: string, discountList: object[], outletId = ALPHA_FLAGSHIP) =>
  call(token, 'PUT', `${cartOf(outletId)}/discounts`, { discountList });
const voucherEntry = (id: string, products?: string[]) => ({
  discount_code: 'VOUCHER',
  reference_id: id,
  ...(products && { products }),
});
const place = (token: string, outletId = ALPHA_FLAGSHIP) =>
  call(token, 'POST', `${cartOf(outletId)}/place`, { payments: [] }, { 'idempotency-key': randomUUID() });
const cards = async (token: string, outletId = ALPHA_FLAGSHIP) =>
  (await call(token, 'GET', `${cartOf(outletId)}/vouchers`)).json().data as { _id: string }[];

/** A member of alpha holding one copy of a new voucher with these fields; answers the member and the copy id. */
async function memberWithVoucher(fields: Record<string, unknown>) {
  const member = await kit.newMember();
  const copy = await giveVoucher(member.phone, fields);
  return { ...member, copy };
}
async function giveVoucher(phone: string, fields: Record<string, unknown>) {
  const { voucherId } = await kit.newVoucher({ isPurchase: false, ...fields });
  const issued = await kit.post('/dev/vouchers/issue', { payload: { voucherId, phone } });
  if (issued.statusCode !== 201) throw new Error(issued.body);
  return issued.json().data.issuedId as string;
}

const croissant = alphaProduct('Butter croissant');
const bananaBread = alphaProduct('Banana bread');
const freePastry = (productCount = 1) => ({
  name: 'Free pastry',
  voucherType: 'feeItem',
  value: 0,
  productSelectType: 'product',
  products: [croissant, bananaBread],
  productCount,
});

beforeAll(() => setOrderingClock(t, 'alpha', ubTuesday('10:00')));

describe('cart vouchers', () => {
  it('takes a cash voucher off before service charge and tax; an unchanged list is a silent 409', async () => {
    const { token, copy } = await memberWithVoucher({ name: '$5 off', voucherType: 'cash', value: 5 });
    await call(token, 'POST', `${cartOf(ALPHA_FLAGSHIP)}/items`, simpleLine('Banana bread', 3));
    const listed = await cards(token);
    expect(listed).toEqual([
      expect.objectContaining({ _id: copy, name: '$5 off', voucherType: 'cash', isApplied: false, block: null }),
    ]);
    const res = await apply(token, [voucherEntry(copy)]);
    expect(res.statusCode).toBe(200);
    // 14.40 − 5.00 = 9.40; service 0.94; GST 9 % of 10.34 = 0.9306 → 0.93; 11.27.
    expect(res.json().data.discountList).toEqual([
      { discount_code: 'VOUCHER', reference_id: copy, discounted_amount: '5.00', description: '$5 off' },
    ]);
    expect(res.json().data.total).toMatchObject({
      total_price: '14.40',
      discount: '5.00',
      service_charge: '0.94',
      final_price: '11.27',
    });
    const again = await apply(token, [voucherEntry(copy)]);
    expect([again.statusCode, again.json().code]).toEqual([409, 'CONFLICT']);
    const off = await apply(token, []);
    expect(off.json().data).toMatchObject({ discountList: [], total: { discount: '0.00' } });
  });

  it('refuses a voucher of another outlet or channel with the seed words and code 579; 563 for no voucher', async () => {
    const member = await kit.newMember();
    const otherOutlet = await giveVoucher(member.phone, { voucherType: 'cash', value: 2, outlets: [SECOND_BRANCH] });
    const deliveryOnly = await giveVoucher(member.phone, { voucherType: 'cash', value: 2, channels: ['delivery'] });
    const outletRes = await apply(member.token, [voucherEntry(otherOutlet)]);
    expect(outletRes.statusCode).toBe(400);
    expect(outletRes.json()).toMatchObject({
      code: 'VOUCHER_WRONG_OUTLET',
      message: 'This voucher is not applicable to the selected outlet.',
      orderSystemCode: 579,
    });
    expect((await apply(member.token, [voucherEntry(deliveryOnly)])).json()).toMatchObject({
      code: 'VOUCHER_WRONG_CHANNEL',
      message: 'This voucher is not applicable to the selected channel.',
    });
    const blocks = Object.fromEntries(
      ((await cards(member.token)) as unknown as { _id: string; block: string }[]).map((c) => [c._id, c.block]),
    );
    expect(blocks).toEqual({ [otherOutlet]: 'wrongOutlet', [deliveryOnly]: 'wrongChannel' });
    const stranger = await kit.newMember();
    const notMine = await apply(stranger.token, [voucherEntry(otherOutlet)]);
    expect([notMine.statusCode, notMine.json().orderSystemCode, notMine.json().field]).toEqual([
      400,
      563,
      'discountList[0].reference_id',
    ]);
  });

  it('an item voucher needs exactly productCount chosen products, priced free; the free line keeps its quantity', async () => {
    const { token, copy } = await memberWithVoucher(freePastry(1));
    const none = await apply(token, [voucherEntry(copy)]);
    expect(none.json()).toMatchObject({ message: 'Please choose 1 item', field: 'discountList[0].products' });
    const two = await apply(token, [voucherEntry(copy, [croissant, bananaBread])]);
    expect(two.json().message).toBe('All products has chosen');
    const mocha = await apply(token, [voucherEntry(copy, [alphaProduct('Mocha')])]);
    expect(mocha.json().message).toBe('product is not avialable');
    const cart = (await apply(token, [voucherEntry(copy, [croissant])])).json().data;
    expect(cart.items).toEqual([
      expect.objectContaining({
        freeItemVoucherValueId: copy,
        voucherValueType: 'feeItem',
        total: '4.20',
        discount: '4.20',
        isAutoAdded: false,
      }),
    ]);
    expect(cart.total.final_price).toBe('0.00');
    const line = cart.items[0];
    const grow = await call(token, 'PUT', `${cartOf(ALPHA_FLAGSHIP)}/items/${line._id}`, {
      ...simpleLine('Butter croissant', 2),
      freeItemVoucherValueId: copy,
    });
    expect([grow.statusCode, grow.json().code]).toEqual([400, 'FREE_ITEM_QUANTITY_FIXED']);
    const extra = await call(token, 'POST', `${cartOf(ALPHA_FLAGSHIP)}/items`, {
      ...simpleLine('Banana bread', 1),
      freeItemVoucherValueId: copy,
    });
    expect(extra.json().message).toBe('All products has chosen');
    // A chosen line may go; the voucher then waits for a product again and placement says so.
    await call(token, 'DELETE', `${cartOf(ALPHA_FLAGSHIP)}/items/${line._id}`);
    await call(token, 'POST', `${cartOf(ALPHA_FLAGSHIP)}/items`, simpleLine('Banana bread', 1));
    const placed = await place(token);
    expect([placed.statusCode, placed.json().message]).toEqual([400, 'Please choose 1 item']);
  });

  it('productCount 0 adds its products by itself; those lines cannot be deleted and leave with the voucher', async () => {
    const { token, copy } = await memberWithVoucher(freePastry(0));
    const cart = (await apply(token, [voucherEntry(copy)])).json().data;
    expect(
      cart.items.map((i: { product: { _id: string }; isAutoAdded: boolean }) => [i.product._id, i.isAutoAdded]),
    ).toEqual(
      expect.arrayContaining([
        [croissant, true],
        [bananaBread, true],
      ]),
    );
    expect(cart.total.final_price).toBe('0.00');
    const del = await call(token, 'DELETE', `${cartOf(ALPHA_FLAGSHIP)}/items/${cart.items[0]._id}`);
    expect([del.statusCode, del.json().code]).toEqual([400, 'AUTO_ADDED_LINE']);
    expect((await apply(token, [])).json().data.items).toEqual([]);
  });

  it('stacks only free-item vouchers, and only at an outlet that allows multiple', async () => {
    const member = await kit.newMember();
    const a = await giveVoucher(member.phone, freePastry(0));
    const b = await giveVoucher(member.phone, { ...freePastry(0), products: [alphaProduct('Almond croissant')] });
    const cash = await giveVoucher(member.phone, { voucherType: 'cash', value: 1 });
    const single = await apply(member.token, [voucherEntry(a), voucherEntry(b)]);
    expect(single.json().message).toBe('You can use only double free item voucher');
    const stacking = (
      await kit.post('/dev/ordering/outlets', {
        payload: { name: 'Stacking kiosk', orderSettings: { stackVoucherType: 'multiple' } },
      })
    ).json().data._id as string;
    const both = await apply(member.token, [voucherEntry(a), voucherEntry(b)], stacking);
    expect(both.statusCode).toBe(200);
    expect(both.json().data.discountList).toHaveLength(2);
    const withCash = await apply(member.token, [voucherEntry(a), voucherEntry(cash)], stacking);
    expect(withCash.json().message).toBe('You can use only double free item voucher');
  });

  it('is refused in a table-token (scan-to-order) session', async () => {
    const { token, copy } = await memberWithVoucher({ voucherType: 'cash', value: 1 });
    const tableToken = (
      await kit.post('/dev/ordering/table-tokens', { payload: { outletId: ALPHA_FLAGSHIP, tableNumber: '4' } })
    ).json().data.token;
    await call(token, 'PUT', `${cartOf(ALPHA_FLAGSHIP)}/order-mode`, { orderMode: 'dine_in', tableToken });
    const res = await apply(token, [voucherEntry(copy)]);
    expect([res.statusCode, res.json().message]).toEqual([
      403,
      'Table-token sessions (scan-to-order) cannot use vouchers',
    ]);
  });

  it('placement marks the voucher used in its transaction; cancel gives it back', async () => {
    const { token, copy } = await memberWithVoucher({ name: '$2 off', voucherType: 'cash', value: 2 });
    await call(token, 'POST', `${cartOf(ALPHA_FLAGSHIP)}/items`, simpleLine('Banana bread', 1));
    await apply(token, [voucherEntry(copy)]);
    const placed = await place(token);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data._id;
    const order = (await call(token, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(order.discountList).toEqual([expect.objectContaining({ reference_id: copy, discounted_amount: '2.00' })]);
    expect(order.total.discount).toBe('2.00');
    expect(await cards(token)).toEqual([]);
    expect((await call(token, 'POST', `/api/orders/${orderId}/cancel`)).statusCode).toBe(200);
    expect((await cards(token)).map((c) => c._id)).toEqual([copy]);
  });

  it('a voucher in two carts placed at once is used once (566 for the other)', async () => {
    const { token, copy } = await memberWithVoucher({ voucherType: 'cash', value: 1 });
    for (const outletId of [ALPHA_FLAGSHIP, SECOND_BRANCH]) {
      await call(token, 'DELETE', cartOf(outletId));
      await call(token, 'POST', `${cartOf(outletId)}/items`, simpleLine('Banana bread', 1));
      expect((await apply(token, [voucherEntry(copy)], outletId)).statusCode).toBe(200);
    }
    const burst = await atOnce([() => place(token, ALPHA_FLAGSHIP), () => place(token, SECOND_BRANCH)]);
    const outcomes = burst.responses.map((r) => [r.statusCode, r.json().orderSystemCode ?? null]).sort();
    expect(outcomes).toEqual([
      [201, null],
      [409, 566],
    ]);
  });
});
