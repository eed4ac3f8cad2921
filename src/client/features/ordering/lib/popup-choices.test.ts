import type { BundledItem } from '../../../../shared/api/ordering-catalogue';
import { sampleModifier, sampleProduct, text } from '../../../testing/ordering-fixtures';
import {
  choicesComplete,
  initialChoices,
  toCartLine,
  toggleBundleModifier,
  toggleBundleProduct,
  toggleModifierValue,
} from './popup-choices';

const size = sampleModifier();
const milkValues = sampleModifier().modifier_value_list.map((value, i) => ({
  ...value,
  id: `milk${i}`,
  is_default: false,
}));
const extras = sampleModifier({
  id: 'extras',
  min_quantity: 0,
  max_quantity: 2,
  modifier_value_list: [
    { ...milkValues[0], id: 'shot' },
    { ...milkValues[1], id: 'syrup' },
    { ...milkValues[1], id: 'cream' },
    { ...milkValues[1], id: 'gone', isActive: false },
  ],
});

function bundleItem(overrides: Partial<BundledItem> = {}): BundledItem {
  const product = (id: string, extra = {}) => ({
    product_id: id,
    sourceId: null,
    product_display_name: text(id),
    image: null,
    quantity: 1,
    price: '0.00',
    is_dine_in: true,
    is_takeout: true,
    is_delivery: true,
    modifier_list: [],
    ...extra,
  });
  return {
    id: 'drink',
    name: text('Drink'),
    min_quantity: 1,
    max_quantity: 1,
    has_default_product: true,
    default_product_id: 'latte',
    product_list: [product('latte', { is_delivery: false, modifier_list: [size] }), product('tea')],
    ...overrides,
  };
}

describe('product popup choices (seed 002 §4, §5)', () => {
  it("preselects default values; a 'Mandatory' group (min 1 / max 1) replaces its choice", () => {
    const product = sampleProduct({ modifier_list: [size] });
    const start = initialChoices(product, 'pick_up');
    expect(start.modifiers).toEqual({ size: { small: 1 } });
    const next = toggleModifierValue(start.modifiers, size, 'large');
    expect(next).toEqual({ ok: true, choices: { size: { large: 1 } } });
  });

  it("refuses past the maximum ('You have reach the maximum selection of modifiers') and inactive values", () => {
    let choices = {};
    for (const id of ['shot', 'syrup']) {
      const result = toggleModifierValue(choices, extras, id);
      if (!result.ok) throw new Error('refused');
      choices = result.choices;
    }
    expect(toggleModifierValue(choices, extras, 'cream')).toEqual({ ok: false, refusal: 'maxModifiers' });
    expect(toggleModifierValue({}, extras, 'gone')).toEqual({ ok: false, refusal: 'inactive' });
    expect(toggleModifierValue(choices, extras, 'shot')).toEqual({ ok: true, choices: { extras: { syrup: 1 } } });
  });

  it('keeps Add grey until every required group reaches its minimum', () => {
    const product = sampleProduct({ modifier_list: [{ ...size, modifier_value_list: milkValues }] });
    const start = initialChoices(product, 'pick_up');
    expect(choicesComplete(product, start)).toBe(false);
    const chosen = toggleModifierValue(start.modifiers, product.modifier_list[0], 'milk1');
    expect(chosen.ok && choicesComplete(product, { ...start, modifiers: chosen.choices })).toBe(true);
  });

  it('preselects a bundle default only where it is available in the mode, with its default values', () => {
    const product = sampleProduct({ type: 1, bundled_item_list: [bundleItem()] });
    expect(initialChoices(product, 'pick_up').bundle).toEqual({
      drink: { latte: { quantity: 1, modifiers: { size: { small: 1 } } } },
    });
    const delivery = initialChoices(product, 'delivery');
    expect(delivery.bundle).toEqual({ drink: {} });
    expect(choicesComplete(product, delivery)).toBe(false);
  });

  it("keeps one pick in a max-1 item, refuses past the maximum ('You have reached the maximum quantity')", () => {
    const item = bundleItem();
    const single = toggleBundleProduct({ drink: { latte: { quantity: 1, modifiers: {} } } }, item, 'tea', 'pick_up');
    expect(single.ok && Object.keys(single.choices.drink)).toEqual(['tea']);
    const wide = bundleItem({
      max_quantity: 2,
      product_list: [...item.product_list, { ...item.product_list[1], product_id: 'juice' }],
    });
    let choices = {};
    for (const id of ['latte', 'tea']) {
      const result = toggleBundleProduct(choices, wide, id, 'dine_in');
      if (!result.ok) throw new Error('refused');
      choices = result.choices;
    }
    expect(toggleBundleProduct(choices, wide, 'juice', 'dine_in')).toEqual({ ok: false, refusal: 'maxQuantity' });
    const extrasItem = bundleItem({
      product_list: [{ ...item.product_list[1], modifier_list: [extras] }],
      default_product_id: 'tea',
    });
    let picks = initialChoices(sampleProduct({ type: 1, bundled_item_list: [extrasItem] }), 'dine_in').bundle;
    for (const id of ['shot', 'syrup']) {
      const result = toggleBundleModifier(picks, extrasItem, 'tea', extras, id);
      if (!result.ok) throw new Error('refused');
      picks = result.choices;
    }
    expect(toggleBundleModifier(picks, extrasItem, 'tea', extras, 'cream')).toEqual({
      ok: false,
      refusal: 'maxQuantity',
    });
  });

  it('sends the chosen values and picks as the cart line, leaving empty groups out', () => {
    const product = sampleProduct({ type: 1, modifier_list: [size, extras], bundled_item_list: [bundleItem()] });
    expect(toCartLine(product, initialChoices(product, 'dine_in'), 2)).toEqual({
      product_uid: 'p1',
      quantity: 2,
      modifier_list: [{ id: 'size', modifier_value_list: [{ id: 'small', quantity: 1 }] }],
      bundled_item_list: [
        {
          id: 'drink',
          product_list: [
            {
              product_id: 'latte',
              quantity: 1,
              modifier_list: [{ id: 'size', modifier_value_list: [{ id: 'small', quantity: 1 }] }],
            },
          ],
        },
      ],
    });
  });
});
