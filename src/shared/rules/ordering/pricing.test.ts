import fc from 'fast-check';
import type { PriceRule } from '../../api/ordering-catalogue';
import type { OrderMode } from '../../constants/ordering';
import { toCents } from '../money';
import {
  buildBundledItem,
  buildBundledProduct,
  buildModifier,
  buildModifierValue,
  buildOutlet,
  buildPriceRule,
  buildProduct,
} from './fixtures';
import { cartItemPrices, cartTotal, priceCart, type PricingInput, type PricingLine } from './pricing';
import type { LineSelection } from './selection';

// Ulaanbaatar (UTC+8). 2026-11-22 is a Sunday: Sunday 12:00 there is 04:00 UTC.
const SUNDAY_NOON = new Date('2026-11-22T04:00:00Z');
const MONDAY_NOON = new Date('2026-11-23T04:00:00Z');

const latte = buildProduct({
  _id: 'latte',
  category: 'coffee',
  price: { dine_in: '4.50', takeout: '4.00', delivery: '5.00' },
});
const oatMilk = buildModifierValue({ id: 'oat', price: { dine_in: '0.50', takeout: '0.60' } });
const extraShot = buildModifierValue({ id: 'shot', price: { dine_in: '0.80', takeout: '0.80' }, max_quantity: 3 });
const milk = buildModifier({ id: 'milk', min_quantity: 1, max_quantity: 1, modifier_value_list: [oatMilk] });
const shots = buildModifier({ id: 'shots', max_quantity: 3, modifier_value_list: [extraShot] });

const plain = (product = latte, quantity = 1): LineSelection => ({ product, quantity, modifiers: [], bundle: [] });

const line = (selection: LineSelection, overrides: Partial<PricingLine> = {}): PricingLine => ({
  key: `line-${selection.product._id}`,
  selection,
  hasTax: true,
  hasServiceCharge: true,
  voucherDiscountCents: 0,
  ...overrides,
});

function input(lines: PricingLine[], overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    lines,
    outlet: buildOutlet(),
    orderMode: 'pick_up',
    at: MONDAY_NOON,
    priceRules: [],
    pricingTiers: [],
    deliveryFeeCents: 0,
    ...overrides,
  };
}

const price = (lines: PricingLine[], overrides: Partial<PricingInput> = {}) => priceCart(input(lines, overrides));

describe('unit price: mode price, modifiers, bundle extras', () => {
  it.each<[OrderMode, number]>([
    ['dine_in', 450],
    ['pick_up', 400],
    ['delivery', 500],
  ])('a latte costs its %s price (%i cents)', (orderMode, cents) => {
    expect(price([line(plain())], { orderMode }).lines[0].unitPriceCents).toBe(cents);
  });

  it('adds modifier values × their quantity; delivery modifiers use the takeout price', () => {
    const selection: LineSelection = {
      ...plain(latte, 2),
      modifiers: [
        { modifier: milk, value: oatMilk, quantity: 1 },
        { modifier: shots, value: extraShot, quantity: 2 },
      ],
    };
    // dine-in: 4.50 + 0.50 + 2 × 0.80 = 6.60; two of them 13.20.
    const dineIn = price([line(selection)], { orderMode: 'dine_in' }).lines[0];
    expect([dineIn.unitPriceCents, dineIn.totalCents]).toEqual([660, 1320]);
    // delivery: 5.00 + 0.60 (takeout price of oat) + 1.60 = 7.20.
    const delivery = price([line(selection)], { orderMode: 'delivery' }).lines[0];
    expect(delivery.unitPriceCents).toBe(720);
    expect(delivery.modifiers.map((value) => value.unitPriceCents)).toEqual([60, 80]);
  });

  it('adds each bundle pick: quantity × (extra price + its modifiers)', () => {
    const hashBrown = buildBundledProduct({ product_id: 'hash-brown', price: '1.50' });
    const juice = buildBundledProduct({ product_id: 'juice', price: '0.00' });
    const side = buildBundledItem({ id: 'side', max_quantity: 2, product_list: [hashBrown] });
    const drink = buildBundledItem({ id: 'drink', product_list: [juice] });
    const brunch = buildProduct({
      _id: 'brunch',
      type: 1,
      price: { dine_in: '12.00', takeout: '11.00', delivery: '13.00' },
    });
    const selection: LineSelection = {
      ...plain(brunch),
      bundle: [
        { item: side, product: hashBrown, quantity: 2, modifiers: [] },
        { item: drink, product: juice, quantity: 1, modifiers: [{ modifier: milk, value: oatMilk, quantity: 1 }] },
      ],
    };
    // 12.00 + 2 × 1.50 + 1 × (0.00 + 0.50) = 15.50
    const priced = price([line(selection)], { orderMode: 'dine_in' }).lines[0];
    expect(priced.unitPriceCents).toBe(1550);
    expect(priced.bundle.map((pick) => [pick.productId, pick.quantity, pick.priceCents])).toEqual([
      ['hash-brown', 2, 150],
      ['juice', 1, 0],
    ]);
  });

  it('refuses a price that is not a decimal amount, naming the product', () => {
    const broken = buildProduct({ _id: 'broken', price: { dine_in: 'free', takeout: '1', delivery: '1' } });
    expect(() => price([line(plain(broken))], { orderMode: 'dine_in' })).toThrow(/product broken price.dine_in/);
  });
});

describe('price rules and tiers', () => {
  const tenPercent = (overrides: Partial<PriceRule> = {}) =>
    buildPriceRule({ _id: 'ten', effect: { type: 'percentOff', value: '10.00' }, ...overrides });
  const discountOf = (rule: PriceRule, overrides: Partial<PricingInput> = {}, selection = plain(latte, 2)) =>
    price([line(selection)], { priceRules: [rule], ...overrides }).lines[0].discountCents;

  it('percent off: 10 % of two pick-up lattes (8.00) is 0.80', () => {
    expect(discountOf(tenPercent())).toBe(80);
  });

  it('amount off per unit: 1.50 off each of two lattes is 3.00; never more than the line', () => {
    expect(discountOf(buildPriceRule({ _id: 'a', effect: { type: 'amountOff', value: '1.50' } }))).toBe(300);
    expect(discountOf(buildPriceRule({ _id: 'a', effect: { type: 'amountOff', value: '9.00' } }))).toBe(800);
  });

  it('tier price: each latte at 3.25 instead of 4.00 takes 0.75 × 2 off; a tier above the price takes nothing', () => {
    const tier = (value: string) => buildPriceRule({ _id: 't', minQuantity: 2, effect: { type: 'tierPrice', value } });
    expect(price([line(plain(latte, 2))], { pricingTiers: [tier('3.25')] }).lines[0].discountCents).toBe(150);
    expect(price([line(plain(latte, 1))], { pricingTiers: [tier('3.25')] }).lines[0].discountCents).toBe(0);
    expect(price([line(plain(latte, 2))], { pricingTiers: [tier('4.50')] }).lines[0].discountCents).toBe(0);
  });

  it('weekdays 1–7 with 7 = Sunday, read in the outlet zone', () => {
    const sundays = tenPercent({ weekdays: [7] });
    expect(discountOf(sundays, { at: SUNDAY_NOON })).toBe(80);
    expect(discountOf(sundays, { at: MONDAY_NOON })).toBe(0);
    // Sunday 23:30 UTC is already Monday 07:30 in Ulaanbaatar.
    expect(discountOf(sundays, { at: new Date('2026-11-22T23:30:00Z') })).toBe(0);
    expect(discountOf(tenPercent({ weekdays: [1] }), { at: new Date('2026-11-22T23:30:00Z') })).toBe(80);
  });

  it('start ≤ time < end: a 11:00–12:00 happy hour applies at 11:00 and 11:59, not at 12:00', () => {
    const happyHour = tenPercent({ startTime: '11:00', endTime: '12:00' });
    const local = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+08:00`);
    expect(discountOf(happyHour, { at: local('10:59') })).toBe(0);
    expect(discountOf(happyHour, { at: local('11:00') })).toBe(80);
    expect(discountOf(happyHour, { at: local('11:59') })).toBe(80);
    expect(discountOf(happyHour, { at: local('12:00') })).toBe(0);
    const lateNight = tenPercent({ startTime: '22:00', endTime: '02:00' });
    expect(discountOf(lateNight, { at: local('23:00') })).toBe(80);
    expect(discountOf(lateNight, { at: local('01:59') })).toBe(80);
    expect(discountOf(lateNight, { at: local('02:00') })).toBe(0);
  });

  it('channels are order modes; outlets; minimum line quantity', () => {
    expect(discountOf(tenPercent({ channels: ['dine_in'] }))).toBe(0);
    expect(discountOf(tenPercent({ channels: ['dine_in'] }), { orderMode: 'dine_in' })).toBe(90);
    expect(discountOf(tenPercent({ outlets: ['outlet-2'] }))).toBe(0);
    expect(discountOf(tenPercent({ outlets: ['outlet-1'] }))).toBe(80);
    expect(discountOf(tenPercent({ minQuantity: 3 }))).toBe(0);
    expect(discountOf(tenPercent({ minQuantity: 3 }), {}, plain(latte, 3))).toBe(120);
  });

  it('products (by _id, sourceId or product_uid) or their categories', () => {
    expect(discountOf(tenPercent({ productIds: ['mocha'] }))).toBe(0);
    expect(discountOf(tenPercent({ productIds: ['latte'] }))).toBe(80);
    expect(discountOf(tenPercent({ categoryIds: ['tea'] }))).toBe(0);
    expect(discountOf(tenPercent({ categoryIds: ['coffee'] }))).toBe(80);
    const sourced = buildProduct({ ...latte, _id: 'p-9', sourceId: 'SRC-LATTE', product_uid: 'uid-9' });
    expect(discountOf(tenPercent({ productIds: ['SRC-LATTE'] }), {}, plain(sourced, 2))).toBe(80);
  });

  it('leaves a product excluded from discount untouched', () => {
    const noDiscount = buildProduct({ ...latte, isExcludeFromDiscount: true });
    expect(discountOf(tenPercent(), {}, plain(noDiscount, 2))).toBe(0);
  });

  it('applies one effect per line: the one taking the most off, price rules before tiers on a tie', () => {
    const rules = [
      tenPercent(),
      buildPriceRule({ _id: 'one-off', effect: { type: 'amountOff', value: '1.00' } }),
      buildPriceRule({ _id: 'tier', effect: { type: 'tierPrice', value: '3.00' } }),
    ];
    const priced = price([line(plain(latte, 2))], { priceRules: rules.slice(0, 2), pricingTiers: rules.slice(2) });
    // 10 % = 0.80; 1.00 × 2 = 2.00; tier (4.00 − 3.00) × 2 = 2.00 → the rule listed first of the two best.
    expect(priced.lines[0]).toMatchObject({ discountCents: 200, priceRuleId: 'one-off' });
  });

  it('adds the voucher discount after the rule, the two never above the line', () => {
    const priced = price([line(plain(latte, 2), { voucherDiscountCents: 1000 })], { priceRules: [tenPercent()] });
    expect(priced.lines[0]).toMatchObject({
      priceRuleDiscountCents: 80,
      voucherDiscountCents: 720,
      discountCents: 800,
      netCents: 0,
    });
  });
});

describe('service charge, taxes, delivery fee and the final price', () => {
  const gstOutlet = (overrides: Parameters<typeof buildOutlet>[0] = {}) =>
    buildOutlet({
      serviceChargeRate: '0.10',
      taxes: [
        { display_name: 'GST', rate: '0.09' },
        { display_name: 'City tax', rate: '0.01' },
      ],
      ...overrides,
    });
  const cake = buildProduct({ _id: 'cake', price: { dine_in: '6.00', takeout: '6.00', delivery: '6.00' } });
  const bottle = buildProduct({ _id: 'bottle', price: { dine_in: '2.00', takeout: '2.00', delivery: '2.00' } });

  it('service charge = rate × lines with hasServiceCharge after discounts; each tax = rate × (taxable + service)', () => {
    const priced = price(
      [
        line(plain(latte, 2), { voucherDiscountCents: 100 }), // 8.00 − 1.00 = 7.00, service and tax
        line(plain(cake)), // 6.00, service and tax
        line(plain(bottle), { hasServiceCharge: false, hasTax: false }), // 2.00, neither
      ],
      { outlet: gstOutlet() },
    );
    // service = 10 % × 13.00 = 1.30; GST = 9 % × 14.30 = 1.287 → 1.29; city tax = 1 % × 14.30 = 0.143 → 0.14.
    expect(priced.serviceChargeCents).toBe(130);
    expect(priced.taxes).toEqual([
      { displayName: 'GST', amountCents: 129, isInclusive: false },
      { displayName: 'City tax', amountCents: 14, isInclusive: false },
    ]);
    // 16.00 − 1.00 + 1.30 + 1.29 + 0.14 = 17.73
    expect(cartTotal(priced)).toEqual({
      total_price: '16.00',
      discount: '1.00',
      service_charge: '1.30',
      tax: [
        { display_name: 'GST', tax_amount: '1.29', isInclusive: false },
        { display_name: 'City tax', tax_amount: '0.14', isInclusive: false },
      ],
      delivery_fee: '0.00',
      final_price: '17.73',
    });
  });

  it('shows one line per display name: two taxes named VAT add their rates before rounding', () => {
    const outlet = buildOutlet({
      taxes: [
        { display_name: 'VAT', rate: '0.005' },
        { display_name: 'VAT', rate: '0.005' },
      ],
    });
    // 1 % of 0.50 = 0.005 → 0.01 once (two separate roundings of 0.0025 would give 0.00).
    const priced = price([line(plain(buildProduct({ ...bottle, price: { ...bottle.price, takeout: '0.50' } })))], {
      outlet,
    });
    expect(priced.taxes).toEqual([{ displayName: 'VAT', amountCents: 1, isInclusive: false }]);
  });

  it('extracts inclusive tax (amount × rate / (1 + rate)) and does not add it', () => {
    const outlet = buildOutlet({
      taxes: [{ display_name: 'VAT', rate: '0.10' }],
      orderSettings: { ...buildOutlet().orderSettings, isTaxInclusive: true },
    });
    const priced = price([line(plain(buildProduct({ ...cake, price: { ...cake.price, takeout: '11.00' } })))], {
      outlet,
    });
    // 11.00 × 0.10 / 1.10 = 1.00, already inside the 11.00.
    expect(priced.taxes).toEqual([{ displayName: 'VAT', amountCents: 100, isInclusive: true }]);
    expect(priced.finalPriceCents).toBe(1100);
  });

  it('adds the delivery fee to the final price', () => {
    const priced = price([line(plain(latte))], { orderMode: 'delivery', deliveryFeeCents: 350 });
    expect(cartTotal(priced)).toMatchObject({ total_price: '5.00', delivery_fee: '3.50', final_price: '8.50' });
  });

  it('rounds half up in decimal, not binary: 5 % of 20.10 is 1.005 → 1.01', () => {
    // As a binary float, 1.005 is 1.00499999999999989…, which Math.round(x * 100) / 100 turns into 1.00.
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    const outlet = buildOutlet({ taxes: [{ display_name: 'Tax', rate: '0.05' }] });
    const item = buildProduct({ _id: 'plate', price: { dine_in: '20.10', takeout: '20.10', delivery: '20.10' } });
    expect(cartTotal(price([line(plain(item))], { outlet })).tax[0].tax_amount).toBe('1.01');
  });

  it('adds 0.10 and 0.20 to exactly 0.30', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const dime = buildProduct({ _id: 'dime', price: { dine_in: '0.10', takeout: '0.10', delivery: '0.10' } });
    const twenty = buildProduct({ _id: 'twenty', price: { dine_in: '0.20', takeout: '0.20', delivery: '0.20' } });
    const total = cartTotal(price([line(plain(dime)), line(plain(twenty))]));
    expect([total.total_price, total.final_price]).toEqual(['0.30', '0.30']);
  });

  it('writes each line as a CartItem does', () => {
    const priced = price([line(plain(latte, 3), { voucherDiscountCents: 50 })]);
    expect(cartItemPrices(priced.lines[0])).toEqual({
      unit_price: '4.00',
      total: '12.00',
      discount: '0.50',
      isDiscounted: true,
    });
  });

  it('refuses a voucher discount or delivery fee that is not whole cents ≥ 0', () => {
    expect(() => price([line(plain(latte), { voucherDiscountCents: -1 })])).toThrow(/voucherDiscountCents/);
    expect(() => price([line(plain(latte))], { deliveryFeeCents: 0.5 })).toThrow(/deliveryFeeCents/);
  });
});

describe('property: the cart total is the sum of its lines, for random carts', () => {
  const amount = fc.integer({ min: 0, max: 99_999 }).map((cents) => (cents / 100).toFixed(2));
  const rate = fc.integer({ min: 0, max: 2500 }).map((bp) => (bp / 10_000).toFixed(4));
  const randomLine = fc.record({
    dineIn: amount,
    takeout: amount,
    delivery: amount,
    modifierPrice: amount,
    modifierQuantity: fc.integer({ min: 0, max: 3 }),
    quantity: fc.integer({ min: 1, max: 200 }),
    voucherDiscountCents: fc.integer({ min: 0, max: 50_000 }),
    hasTax: fc.boolean(),
    hasServiceCharge: fc.boolean(),
    isExcludeFromDiscount: fc.boolean(),
  });
  const randomCart = fc.record({
    lines: fc.array(randomLine, { minLength: 0, maxLength: 12 }),
    mode: fc.constantFrom<OrderMode>('dine_in', 'pick_up', 'delivery'),
    serviceChargeRate: rate,
    taxRates: fc.array(rate, { maxLength: 3 }),
    isTaxInclusive: fc.boolean(),
    percentOff: fc.integer({ min: 0, max: 100 }),
    deliveryFeeCents: fc.integer({ min: 0, max: 2000 }),
  });

  it('total_price, discount and final_price add up from the lines, and nothing goes below 0', () => {
    fc.assert(
      fc.property(randomCart, (cart) => {
        const lines = cart.lines.map((random, index): PricingLine => {
          const value = buildModifierValue({
            id: `v${index}`,
            price: { dine_in: random.modifierPrice, takeout: random.modifierPrice },
          });
          const product = buildProduct({
            _id: `p${index}`,
            price: { dine_in: random.dineIn, takeout: random.takeout, delivery: random.delivery },
            isExcludeFromDiscount: random.isExcludeFromDiscount,
          });
          const modifiers =
            random.modifierQuantity > 0
              ? [{ modifier: buildModifier({ id: `m${index}` }), value, quantity: random.modifierQuantity }]
              : [];
          return {
            key: `l${index}`,
            selection: { product, quantity: random.quantity, modifiers, bundle: [] },
            hasTax: random.hasTax,
            hasServiceCharge: random.hasServiceCharge,
            voucherDiscountCents: random.voucherDiscountCents,
          };
        });
        const outlet = buildOutlet({
          serviceChargeRate: cart.serviceChargeRate,
          taxes: cart.taxRates.map((taxRate, index) => ({ display_name: `Tax ${index}`, rate: taxRate })),
          orderSettings: { ...buildOutlet().orderSettings, isTaxInclusive: cart.isTaxInclusive },
        });
        const rule = buildPriceRule({ _id: 'r', effect: { type: 'percentOff', value: `${cart.percentOff}.00` } });
        const priced = price(lines, {
          outlet,
          orderMode: cart.mode,
          priceRules: [rule],
          deliveryFeeCents: cart.deliveryFeeCents,
        });
        const total = cartTotal(priced);
        const cents = (text: string) => toCents(text)!;
        const items = priced.lines.map(cartItemPrices);
        const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

        expect(cents(total.total_price)).toBe(sumOf(items.map((item) => cents(item.total))));
        expect(cents(total.discount)).toBe(sumOf(items.map((item) => cents(item.discount))));
        const exclusiveTax = sumOf(total.tax.filter((tax) => !tax.isInclusive).map((tax) => cents(tax.tax_amount)));
        expect(cents(total.final_price)).toBe(
          sumOf(items.map((item) => cents(item.total) - cents(item.discount))) +
            cents(total.service_charge) +
            exclusiveTax +
            cents(total.delivery_fee),
        );
        for (const [index, item] of items.entries()) {
          expect(cents(item.total)).toBe(cents(item.unit_price) * lines[index].selection.quantity);
          expect(cents(item.discount)).toBeGreaterThanOrEqual(0);
          expect(cents(item.discount)).toBeLessThanOrEqual(cents(item.total));
        }
        expect(cents(total.final_price)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
