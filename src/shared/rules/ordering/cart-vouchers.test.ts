import {
  type VoucherTerms,
  chosenCountRefusal,
  isChoosable,
  priceCartWithVouchers,
  voucherDiscounts,
  voucherListRefusal,
  voucherProducts,
  voucherRefusalMessage,
  type VoucherLine,
} from './cart-vouchers';
import { buildOutlet, buildProduct } from './fixtures';
import { menuViewContext } from './menu-visibility';

const voucher = (overrides: Partial<VoucherTerms> & Pick<VoucherTerms, 'id' | 'voucherType'>): VoucherTerms => ({
  name: overrides.id,
  valueType: 'amount',
  value: '0',
  productCount: 0,
  channels: [],
  outlets: [],
  productSelectType: null,
  productCategory: [],
  productTags: [],
  products: [],
  ...overrides,
});

const order = { outletId: 'o1', orderMode: 'pick_up' as const, stackVoucherType: 'single' as const };

describe('which vouchers a cart takes', () => {
  it('refuses another outlet and another channel with the seed words, channel first', () => {
    const both = voucher({ id: 'v', voucherType: 'cash', outlets: ['o2'], channels: ['delivery'] });
    const refusal = voucherListRefusal([both], order)!;
    expect(refusal.reason).toBe('wrongChannel');
    expect(voucherRefusalMessage(refusal)).toBe('This voucher is not applicable to the selected channel.');
    const outletOnly = voucher({ id: 'v', voucherType: 'cash', outlets: ['o2'], channels: ['pick_up'] });
    expect(voucherRefusalMessage(voucherListRefusal([outletOnly], order)!)).toBe(
      'This voucher is not applicable to the selected outlet.',
    );
    expect(voucherListRefusal([voucher({ id: 'v', voucherType: 'cash', outlets: ['o1'] })], order)).toBeNull();
  });

  it('stacks only free-item vouchers, and only where the outlet allows multiple', () => {
    const free = [voucher({ id: 'a', voucherType: 'feeItem' }), voucher({ id: 'b', voucherType: 'feeItem' })];
    const single = voucherListRefusal(free, order)!;
    expect(single.reason).toBe('stacking');
    expect(voucherRefusalMessage(single)).toBe('You can use only double free item voucher');
    expect(voucherListRefusal(free, { ...order, stackVoucherType: 'multiple' })).toBeNull();
    const mixed = [free[0], voucher({ id: 'c', voucherType: 'cash' })];
    expect(voucherListRefusal(mixed, { ...order, stackVoucherType: 'multiple' })).toMatchObject({
      reason: 'stacking',
      voucherId: 'c',
    });
  });

  it('refuses a gift voucher, which is used at the counter', () => {
    expect(voucherListRefusal([voucher({ id: 'g', voucherType: 'gift' })], order)?.reason).toBe('notForCart');
  });

  it('needs exactly productCount chosen units', () => {
    const two = voucher({ id: 'v', voucherType: 'feeItem', productCount: 2 });
    expect(voucherRefusalMessage(chosenCountRefusal(two, 1)!)).toBe('Please choose 2 item');
    expect(voucherRefusalMessage(chosenCountRefusal(two, 3)!)).toBe('All products has chosen');
    expect(chosenCountRefusal(two, 2)).toBeNull();
    expect(chosenCountRefusal(voucher({ id: 'auto', voucherType: 'feeItem' }), 0)).toBeNull();
  });
});

describe('the products an item voucher names', () => {
  const muffin = buildProduct({ _id: 'muffin', category: 'bakery', tag: ['sweet'] });
  const scone = buildProduct({ _id: 'scone', sourceId: 'SC-1', category: 'bakery' });
  const tea = buildProduct({ _id: 'tea', category: 'drinks', tag: ['sweet'] });
  const catalogue = [muffin, scone, tea];
  const ids = (v: Partial<VoucherTerms>) =>
    voucherProducts(voucher({ id: 'v', voucherType: 'feeItem', ...v }), catalogue).map((p) => p._id);

  it('by product id or sourceId, category or tag; none without a select type', () => {
    expect(ids({ productSelectType: 'product', products: ['tea', 'SC-1'] })).toEqual(['scone', 'tea']);
    expect(ids({ productSelectType: 'category', productCategory: ['bakery'] })).toEqual(['muffin', 'scone']);
    expect(ids({ productSelectType: 'tag', productTags: ['sweet'] })).toEqual(['muffin', 'tea']);
    expect(ids({ products: ['tea'] })).toEqual([]);
  });

  it('can be chosen only in stock and within its time window', () => {
    const context = menuViewContext({
      outletId: 'o1',
      timeZone: 'Asia/Ulaanbaatar',
      orderMode: 'pick_up',
      at: new Date('2026-11-23T04:00:00Z'),
      birthday: null,
    });
    expect(isChoosable(muffin, context)).toBe(true);
    expect(isChoosable({ ...muffin, is_track_quantity: true, remaining_quantity: 0 }, context)).toBe(false);
    expect(isChoosable({ ...muffin, has_end_time: true, end_time: '2026-11-22T00:00:00Z' }, context)).toBe(false);
  });
});

describe('what the vouchers take off, in cents', () => {
  const lines: VoucherLine[] = [
    { key: 'coffee', quantity: 2, netCents: 900, isExcludeFromDiscount: false, voucherId: null },
    { key: 'wine', quantity: 1, netCents: 1500, isExcludeFromDiscount: true, voucherId: null },
    { key: 'cake', quantity: 1, netCents: 550, isExcludeFromDiscount: false, voucherId: null },
    { key: 'free-muffin', quantity: 1, netCents: 420, isExcludeFromDiscount: false, voucherId: 'free' },
  ];
  const off = (v: VoucherTerms) => voucherDiscounts([v], lines);

  it('a cash voucher takes its amount from the open lines in order, never from an excluded line', () => {
    const { byLine, byVoucher } = off(voucher({ id: 'cash', voucherType: 'cash', value: '10.00' }));
    expect(Object.fromEntries(byLine)).toEqual({ coffee: 900, cake: 100 });
    expect(byVoucher.get('cash')).toBe(1000);
    // More than the open lines cost: only what they cost.
    expect(off(voucher({ id: 'cash', voucherType: 'cash', value: '50' })).byVoucher.get('cash')).toBe(1450);
  });

  it('a percent voucher takes its percent of each open line, each rounded half up', () => {
    // 12.5 % of 9.00 = 1.125 → 1.13; of 5.50 = 0.6875 → 0.69.
    const { byLine } = off(voucher({ id: 'pct', voucherType: 'discount', valueType: 'percent', value: '12.5' }));
    expect(Object.fromEntries(byLine)).toEqual({ coffee: 113, cake: 69 });
  });

  it('item vouchers act on their own lines only', () => {
    const item = (v: Partial<VoucherTerms>) =>
      off(voucher({ id: 'free', voucherType: 'feeItem', ...v })).byLine.get('free-muffin');
    expect(item({})).toBe(420);
    expect(item({ voucherType: 'itemDiscount', valueType: 'percent', value: '50' })).toBe(210);
    expect(item({ voucherType: 'itemCash', value: '1.50' })).toBe(150);
    expect(item({ voucherType: 'itemCash', value: '9' })).toBe(420);
    expect(item({ voucherType: 'fixedPriceItem', value: '2.00' })).toBe(220);
    expect(item({ voucherType: 'fixedPriceItem', value: '5.00' })).toBe(0);
    expect(off(voucher({ id: 'free', voucherType: 'feeItem' })).byLine.get('coffee')).toBeUndefined();
  });
});

describe('a cart priced with its vouchers', () => {
  it('takes the voucher before service charge and tax', () => {
    const cake = buildProduct({ _id: 'cake', price: { dine_in: '10.00', takeout: '10.00', delivery: '10.00' } });
    const outlet = buildOutlet({ serviceChargeRate: '0.10', taxes: [{ display_name: 'GST', rate: '0.09' }] });
    const { priced, byVoucher } = priceCartWithVouchers(
      {
        lines: [
          {
            key: 'l1',
            selection: { product: cake, quantity: 2, modifiers: [], bundle: [] },
            hasTax: true,
            hasServiceCharge: true,
            voucherId: null,
          },
        ],
        outlet,
        orderMode: 'pick_up',
        at: new Date('2026-11-23T04:00:00Z'),
        priceRules: [],
        pricingTiers: [],
        deliveryFeeCents: 0,
      },
      [voucher({ id: 'five', voucherType: 'cash', value: '5' })],
    );
    // 20.00 − 5.00 = 15.00; service 1.50; GST 9 % of 16.50 = 1.485 → 1.49; total 17.99.
    expect(byVoucher.get('five')).toBe(500);
    expect(priced).toMatchObject({
      totalPriceCents: 2000,
      discountCents: 500,
      serviceChargeCents: 150,
      finalPriceCents: 1799,
    });
    expect(priced.taxes[0].amountCents).toBe(149);
  });
});
