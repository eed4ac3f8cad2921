import type { CartLineInput } from '../../api/ordering-cart';
import { ORDER_SYSTEM_CODES } from '../../constants/ordering';
import { buildBundledItem, buildBundledProduct, buildModifier, buildModifierValue, buildProduct } from './fixtures';
import { type LineValidationContext, validateCartLine } from './line-validation';
import { menuViewContext } from './menu-visibility';

// Monday 2026-11-23 12:00 in Ulaanbaatar.
const NOON = new Date('2026-11-23T04:00:00Z');
const context = (overrides: Partial<LineValidationContext> = {}): LineValidationContext => ({
  ...menuViewContext({
    outletId: 'outlet-1',
    timeZone: 'Asia/Ulaanbaatar',
    orderMode: 'pick_up',
    at: NOON,
    birthday: null,
  }),
  ...overrides,
});

const whole = buildModifierValue({ id: 'whole', price: { dine_in: '0.00', takeout: '0.00' } });
const oat = buildModifierValue({ id: 'oat', price: { dine_in: '0.50', takeout: '0.60' } });
const almond = buildModifierValue({ id: 'almond', isActive: false });
const soy = buildModifierValue({ id: 'soy', is_track_quantity: true, remaining_quantity: 0 });
const milk = buildModifier({
  id: 'milk',
  min_quantity: 1,
  max_quantity: 1,
  modifier_value_list: [whole, oat, almond, soy],
});
const shot = buildModifierValue({ id: 'shot', max_quantity: 3, is_track_quantity: true, remaining_quantity: 10 });
const shots = buildModifier({ id: 'shots', min_quantity: 0, max_quantity: 3, modifier_value_list: [shot] });
const flatWhite = buildProduct({
  _id: 'flat-white',
  sourceId: 'SRC-FW',
  price: { dine_in: '4.50', takeout: '4.00', delivery: '5.00' },
  modifier_list: [milk, shots],
});

const hashBrown = buildBundledProduct({ product_id: 'hash-brown', price: '1.50' });
const salad = buildBundledProduct({ product_id: 'salad', is_takeout: false });
const juice = buildBundledProduct({ product_id: 'juice', modifier_list: [milk] });
const brunch = buildProduct({
  _id: 'brunch',
  type: 1,
  price: { dine_in: '12.00', takeout: '11.00', delivery: '13.00' },
  bundled_item_list: [
    buildBundledItem({ id: 'side', min_quantity: 1, max_quantity: 2, product_list: [hashBrown, salad] }),
    buildBundledItem({ id: 'drink', min_quantity: 1, max_quantity: 1, product_list: [juice] }),
  ],
});
const muffin = buildProduct({ _id: 'muffin', is_track_quantity: true, remaining_quantity: 5 });
const catalogue = [flatWhite, brunch, muffin];

const oatFlatWhite = (overrides: Partial<CartLineInput> = {}): CartLineInput => ({
  product_uid: 'flat-white',
  quantity: 1,
  modifier_list: [{ id: 'milk', modifier_value_list: [{ id: 'oat', quantity: 1 }] }],
  bundled_item_list: [],
  ...overrides,
});
const brunchLine = (bundled: CartLineInput['bundled_item_list']): CartLineInput => ({
  product_uid: 'brunch',
  quantity: 1,
  modifier_list: [],
  bundled_item_list: bundled,
});
const juiceWithMilk = {
  id: 'drink',
  product_list: [
    {
      product_id: 'juice',
      quantity: 1,
      modifier_list: [{ id: 'milk', modifier_value_list: [{ id: 'whole', quantity: 1 }] }],
    },
  ],
};
const sides = (...picks: Array<[string, number]>) => ({
  id: 'side',
  product_list: picks.map(([product_id, quantity]) => ({ product_id, quantity, modifier_list: [] })),
});

function refusalOf(input: CartLineInput, overrides: Partial<LineValidationContext> = {}) {
  const result = validateCartLine(input, catalogue, context(overrides));
  if (result.ok) throw new Error('expected a refusal');
  return result.refusal;
}

describe('a valid line comes back resolved against the menu', () => {
  it('an oat flat white with two shots, found by its sourceId', () => {
    const result = validateCartLine(
      oatFlatWhite({
        product_uid: 'SRC-FW',
        modifier_list: [
          { id: 'milk', modifier_value_list: [{ id: 'oat', quantity: 1 }] },
          { id: 'shots', modifier_value_list: [{ id: 'shot', quantity: 2 }] },
        ],
      }),
      catalogue,
      context(),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.selection.product).toBe(flatWhite);
    expect(result.selection.modifiers.map((chosen) => [chosen.value.id, chosen.quantity])).toEqual([
      ['oat', 1],
      ['shot', 2],
    ]);
  });

  it('a brunch bundle with two hash browns and a juice with whole milk', () => {
    const result = validateCartLine(brunchLine([sides(['hash-brown', 2]), juiceWithMilk]), catalogue, context());
    expect(result.ok && result.selection.bundle.map((pick) => [pick.product.product_id, pick.quantity])).toEqual([
      ['hash-brown', 2],
      ['juice', 1],
    ]);
  });
});

describe('refusals carry the order-system code of seed 002 §8 and the field', () => {
  it('402 unknown product', () => {
    expect(refusalOf(oatFlatWhite({ product_uid: 'cappuccino' }))).toMatchObject({
      orderSystemCode: 402,
      field: 'product_uid',
    });
  });

  it('401 quantity: 0 is Enter quantity, 201 is Quantity exceeded, and so is more than the stock left', () => {
    expect(refusalOf(oatFlatWhite({ quantity: 0 }))).toMatchObject({
      orderSystemCode: 401,
      field: 'quantity',
      message: expect.stringContaining('Enter quantity'),
    });
    expect(refusalOf(oatFlatWhite({ quantity: 201 }))).toMatchObject({
      orderSystemCode: 401,
      message: expect.stringContaining('Quantity exceeded'),
    });
    const muffins = (quantity: number) => ({ ...oatFlatWhite(), product_uid: 'muffin', quantity, modifier_list: [] });
    expect(validateCartLine(muffins(5), catalogue, context()).ok).toBe(true);
    expect(refusalOf(muffins(6)).message).toContain('Quantity exceeded');
    // Three muffins already sit in another line: only two more fit.
    expect(refusalOf(muffins(3), { quantityInOtherLines: 3 })).toMatchObject({ orderSystemCode: 401 });
  });

  it('410 sold out: a tracked product with nothing left', () => {
    const soldOut = buildProduct({ _id: 'scone', is_track_quantity: true, remaining_quantity: 0 });
    const result = validateCartLine(
      { product_uid: 'scone', quantity: 1, modifier_list: [], bundled_item_list: [] },
      [soldOut],
      context(),
    );
    expect(!result.ok && result.refusal.orderSystemCode).toBe(ORDER_SYSTEM_CODES.SOLD_OUT);
  });

  it('403 not orderable here: not shown in order, another outlet, or age restricted for a minor', () => {
    const hidden = buildProduct({ _id: 'secret', isShowInOrder: false });
    const elsewhere = buildProduct({ _id: 'elsewhere', outlets: ['outlet-2'] });
    const beer = buildProduct({ _id: 'beer', age_restriction: true });
    const line = (product_uid: string) => ({ product_uid, quantity: 1, modifier_list: [], bundled_item_list: [] });
    for (const uid of ['secret', 'elsewhere']) {
      const result = validateCartLine(line(uid), [hidden, elsewhere], context());
      expect(!result.ok && result.refusal.orderSystemCode).toBe(403);
    }
    expect(validateCartLine(line('beer'), [beer], context({ customerAge: 17 })).ok).toBe(false);
    // No birthday counts as 18.
    expect(validateCartLine(line('beer'), [beer], context()).ok).toBe(true);
  });

  it('411 mode not supported; 412 outside its operation time or past its end time', () => {
    const dineInOnly = buildProduct({ _id: 'dine-in-only', is_takeout: false, is_delivery: false });
    const breakfast = buildProduct({
      _id: 'breakfast',
      operation_time_list: [{ weekdays: [1, 2, 3, 4, 5], startTime: '07:00', endTime: '11:00' }],
    });
    const ended = buildProduct({ _id: 'ended', has_end_time: true, end_time: '2026-11-23T03:00:00Z' });
    const line = (product_uid: string) => ({ product_uid, quantity: 1, modifier_list: [], bundled_item_list: [] });
    const products = [dineInOnly, breakfast, ended];
    const codeOf = (uid: string, overrides: Partial<LineValidationContext> = {}) => {
      const result = validateCartLine(line(uid), products, context(overrides));
      return result.ok ? 0 : result.refusal.orderSystemCode;
    };
    expect(codeOf('dine-in-only')).toBe(411);
    expect(codeOf('dine-in-only', { orderMode: 'dine_in' })).toBe(0);
    expect(codeOf('breakfast')).toBe(412);
    expect(codeOf('ended')).toBe(412);
  });

  it('409 modifiers: unknown group or value, inactive value, a missing mandatory choice, over a maximum', () => {
    const withModifiers = (modifier_list: CartLineInput['modifier_list']) => oatFlatWhite({ modifier_list });
    expect(refusalOf(withModifiers([{ id: 'syrup', modifier_value_list: [] }]))).toMatchObject({
      orderSystemCode: 409,
      field: 'modifier_list[0].id',
    });
    expect(
      refusalOf(withModifiers([{ id: 'milk', modifier_value_list: [{ id: 'goat', quantity: 1 }] }])),
    ).toMatchObject({ orderSystemCode: 409, field: 'modifier_list[0].modifier_value_list[0].id' });
    expect(
      refusalOf(withModifiers([{ id: 'milk', modifier_value_list: [{ id: 'almond', quantity: 1 }] }])).message,
    ).toContain('inactive');
    // Milk is min 1 / max 1: none at all, or two, breaks it.
    expect(refusalOf(withModifiers([]))).toMatchObject({ orderSystemCode: 409, field: 'modifier_list' });
    expect(
      refusalOf(
        withModifiers([
          {
            id: 'milk',
            modifier_value_list: [
              { id: 'oat', quantity: 1 },
              { id: 'whole', quantity: 1 },
            ],
          },
        ]),
      ),
    ).toMatchObject({ orderSystemCode: 409, field: 'modifier_list[0].modifier_value_list' });
    // A shot goes up to 3 by itself.
    const fourShots = withModifiers([
      { id: 'milk', modifier_value_list: [{ id: 'oat', quantity: 1 }] },
      { id: 'shots', modifier_value_list: [{ id: 'shot', quantity: 4 }] },
    ]);
    expect(refusalOf(fourShots)).toMatchObject({
      orderSystemCode: 409,
      field: 'modifier_list[1].modifier_value_list[0].quantity',
    });
  });

  it('424 modifier value sold out, including a value with less stock than the line needs', () => {
    expect(
      refusalOf(oatFlatWhite({ modifier_list: [{ id: 'milk', modifier_value_list: [{ id: 'soy', quantity: 1 }] }] })),
    ).toMatchObject({ orderSystemCode: 424 });
    // 10 shots left: 4 flat whites × 3 shots need 12.
    const shotsLine = oatFlatWhite({
      quantity: 4,
      modifier_list: [
        { id: 'milk', modifier_value_list: [{ id: 'oat', quantity: 1 }] },
        { id: 'shots', modifier_value_list: [{ id: 'shot', quantity: 3 }] },
      ],
    });
    expect(refusalOf(shotsLine)).toMatchObject({ orderSystemCode: 424 });
  });

  it('408 item-level: bundle picks on a product that is not a bundle, or an id listed twice', () => {
    expect(refusalOf(oatFlatWhite({ bundled_item_list: [sides(['hash-brown', 1])] }))).toMatchObject({
      orderSystemCode: 408,
      field: 'bundled_item_list',
    });
    const twice = oatFlatWhite({
      modifier_list: [
        { id: 'milk', modifier_value_list: [{ id: 'oat', quantity: 1 }] },
        { id: 'milk', modifier_value_list: [{ id: 'oat', quantity: 1 }] },
      ],
    });
    expect(refusalOf(twice)).toMatchObject({ orderSystemCode: 408, field: 'modifier_list[1].id' });
  });

  it('407 bundle picks: unknown item or product, below the minimum or above the maximum, not for this mode', () => {
    expect(refusalOf(brunchLine([{ id: 'dessert', product_list: [] }, juiceWithMilk]))).toMatchObject({
      orderSystemCode: 407,
      field: 'bundled_item_list[0].id',
    });
    expect(refusalOf(brunchLine([sides(['toast', 1]), juiceWithMilk]))).toMatchObject({
      orderSystemCode: 407,
      field: 'bundled_item_list[0].product_list[0].product_id',
    });
    // The side takes 1 to 2 products; the drink is required.
    expect(refusalOf(brunchLine([sides(['hash-brown', 3]), juiceWithMilk]))).toMatchObject({
      orderSystemCode: 407,
      field: 'bundled_item_list[0].product_list',
    });
    expect(refusalOf(brunchLine([sides(['hash-brown', 1])]))).toMatchObject({
      orderSystemCode: 407,
      field: 'bundled_item_list',
    });
    // The salad is not sold for pick-up.
    expect(refusalOf(brunchLine([sides(['salad', 1]), juiceWithMilk]))).toMatchObject({ orderSystemCode: 407 });
    expect(
      validateCartLine(brunchLine([sides(['salad', 1]), juiceWithMilk]), catalogue, context({ orderMode: 'dine_in' }))
        .ok,
    ).toBe(true);
  });

  it("409 for a bundle pick's own modifiers (the juice needs its milk)", () => {
    const dryJuice = { id: 'drink', product_list: [{ product_id: 'juice', quantity: 1, modifier_list: [] }] };
    expect(refusalOf(brunchLine([sides(['hash-brown', 1]), dryJuice]))).toMatchObject({
      orderSystemCode: 409,
      field: 'bundled_item_list[1].product_list[0].modifier_list',
    });
  });
});
