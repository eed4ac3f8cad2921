import { defaultBundleChoice, toggleBundleProduct } from './bundle-selection';
import { buildBundledItem, buildBundledProduct, buildModifier, buildModifierValue, buildProduct } from './fixtures';
import { validateCartLine } from './line-validation';
import { menuViewContext } from './menu-visibility';
import { hasStockFor, inIdOrder, isBundleProductSoldOut, stockDemandOf } from './option-stock';

const syrup = buildModifierValue({ id: 'syrup', max_quantity: 3, is_track_quantity: true, remaining_quantity: 5 });
const group = buildModifier({ id: 'g', min_quantity: 0, max_quantity: 3, modifier_value_list: [syrup] });
const muffin = buildBundledProduct({
  product_id: 'muffin',
  quantity: 2,
  is_track_quantity: true,
  remaining_quantity: 5,
  modifier_list: [group],
});
const item = buildBundledItem({ id: 'pastry', min_quantity: 1, max_quantity: 1, product_list: [muffin] });
const latte = buildProduct({ _id: 'latte', modifier_list: [group] });
const box = buildProduct({ _id: 'box', type: 1, bundled_item_list: [item] });
const context = menuViewContext({
  outletId: 'o',
  timeZone: 'Asia/Ulaanbaatar',
  orderMode: 'pick_up',
  at: new Date('2026-12-01T02:00:00Z'),
  birthday: null,
});
const syrupLine = (quantity: number, syrups: number) => ({
  product_uid: 'latte',
  quantity,
  modifier_list: [{ id: 'g', modifier_value_list: [{ id: 'syrup', quantity: syrups }] }],
  bundled_item_list: [],
});
const boxLine = (quantity: number) => ({
  product_uid: 'box',
  quantity,
  modifier_list: [],
  bundled_item_list: [{ id: 'pastry', product_list: [{ product_id: 'muffin', quantity: 1, modifier_list: [] }] }],
});

describe('hasStockFor', () => {
  it('untracked always has; tracked has exactly up to what is left', () => {
    expect(hasStockFor({ is_track_quantity: false, remaining_quantity: 0 }, 99)).toBe(true);
    expect(hasStockFor({}, 99)).toBe(true);
    expect(hasStockFor({ is_track_quantity: true, remaining_quantity: 5 }, 5)).toBe(true);
    expect(hasStockFor({ is_track_quantity: true, remaining_quantity: 5 }, 6)).toBe(false);
    expect(isBundleProductSoldOut({ ...muffin, remaining_quantity: 0 })).toBe(true);
    expect(isBundleProductSoldOut(muffin)).toBe(false);
  });
});

describe('line validation of option stock', () => {
  it('424 when a line needs more of a modifier value than is left (quantity × value units)', () => {
    expect(validateCartLine(syrupLine(2, 2), [latte], context).ok).toBe(true); // 4 of 5
    const short = validateCartLine(syrupLine(2, 3), [latte], context); // 6 of 5
    expect(short).toMatchObject({
      ok: false,
      refusal: { orderSystemCode: 424, field: 'modifier_list[0].modifier_value_list[0].id' },
    });
  });

  it('410 when a bundle needs more of a picked product than is left (boxes × units per pick)', () => {
    expect(validateCartLine(boxLine(2), [box], context).ok).toBe(true); // 4 of 5
    expect(validateCartLine(boxLine(3), [box], context)).toMatchObject({
      ok: false,
      refusal: { orderSystemCode: 410, field: 'bundled_item_list[0].product_list[0].product_id' },
    });
  });
});

describe('the popup', () => {
  it('neither preselects nor picks a sold-out bundled product', () => {
    const soldOut = { ...muffin, remaining_quantity: 0 };
    const preset = { ...item, has_default_product: true, default_product_id: 'muffin', product_list: [soldOut] };
    expect(defaultBundleChoice({ ...box, bundled_item_list: [preset] }, 'pick_up')).toEqual({});
    expect(toggleBundleProduct({}, preset, soldOut, 'pick_up')).toEqual({ selection: {}, notice: 'unavailable' });
    expect(toggleBundleProduct({}, item, muffin, 'pick_up').notice).toBeNull();
  });
});

describe('stockDemandOf', () => {
  it('sums products, bundled products (units per pick) and modifier values (also inside bundles) across lines', () => {
    const lines = [syrupLine(2, 2), syrupLine(1, 1), boxLine(2)].map((line) => {
      const checked = validateCartLine(line, [latte, box], { ...context, quantityInOtherLines: 0 });
      if (!checked.ok) throw new Error(checked.refusal.message);
      return checked.selection;
    });
    // Give the box's muffin a syrup to count a modifier inside a bundle: 2 boxes × 1 pick × 1 syrup.
    lines[2].bundle[0].modifiers.push({ modifier: group, value: syrup, quantity: 1 });
    const demand = stockDemandOf(lines);
    expect(inIdOrder(demand.products)).toEqual([
      ['box', 2],
      ['latte', 3],
    ]);
    expect(inIdOrder(demand.bundleProducts)).toEqual([['muffin', 4]]);
    expect(inIdOrder(demand.modifierValues)).toEqual([['syrup', 2 * 2 + 1 + 2]]);
  });
});
