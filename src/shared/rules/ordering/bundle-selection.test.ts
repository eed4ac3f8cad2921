import type { OrderMode } from '../../constants/ordering';
import {
  type BundleChoice,
  defaultBundleChoice,
  isBundleComplete,
  stepBundleModifierValue,
  stepBundleProduct,
  toggleBundleModifierValue,
  toggleBundleProduct,
} from './bundle-selection';
import { buildBundledItem, buildBundledProduct, buildModifier, buildModifierValue, buildProduct } from './fixtures';
import { validateCartLine } from './line-validation';
import { menuViewContext } from './menu-visibility';
import { canAddToCart, openPopup, toCartLineInput } from './product-popup';

const whole = buildModifierValue({ id: 'whole', is_default: true });
const oat = buildModifierValue({ id: 'oat', max_quantity: 1 });
const milk = buildModifier({ id: 'milk', min_quantity: 1, max_quantity: 1, modifier_value_list: [whole, oat] });
const sauce = buildModifierValue({ id: 'sauce', max_quantity: 1 });
const extras = buildModifier({ id: 'extras', min_quantity: 0, max_quantity: 3, modifier_value_list: [sauce] });

const eggs = buildBundledProduct({ product_id: 'eggs', modifier_list: [extras] });
// Salmon is a dine-in only main: never preselected for pick-up.
const salmon = buildBundledProduct({ product_id: 'salmon', is_takeout: false, is_delivery: false, price: '3.00' });
const hashBrown = buildBundledProduct({ product_id: 'hash-brown', price: '1.50' });
const toast = buildBundledProduct({ product_id: 'toast' });
const latte = buildBundledProduct({ product_id: 'latte', modifier_list: [milk] });

const main = buildBundledItem({
  id: 'main',
  has_default_product: true,
  default_product_id: 'salmon',
  product_list: [salmon, eggs],
});
const sides = buildBundledItem({ id: 'sides', min_quantity: 1, max_quantity: 2, product_list: [hashBrown, toast] });
const drink = buildBundledItem({
  id: 'drink',
  has_default_product: true,
  default_product_id: 'latte',
  product_list: [latte],
});
const brunch = buildProduct({
  _id: 'brunch',
  type: 1,
  price: { dine_in: '16.00', takeout: '15.00', delivery: '17.00' },
  bundled_item_list: [main, sides, drink],
});

describe('defaults are preselected only where available in the current mode', () => {
  it('dine-in: salmon and a latte with whole milk; pick-up: only the latte', () => {
    const salmonDefault = { main: [{ productId: 'salmon', quantity: 1, modifiers: {} }] };
    const latteDefault = { drink: [{ productId: 'latte', quantity: 1, modifiers: { milk: { whole: 1 } } }] };
    expect(defaultBundleChoice(brunch, 'dine_in')).toEqual({ ...salmonDefault, ...latteDefault });
    expect(defaultBundleChoice(brunch, 'pick_up')).toEqual(latteDefault);
  });
});

describe('picking products', () => {
  it('a max-1 item keeps a single selection: eggs replace salmon', () => {
    const choice = defaultBundleChoice(brunch, 'dine_in');
    const step = toggleBundleProduct(choice, main, eggs, 'dine_in');
    expect(step.selection.main.map((pick) => pick.productId)).toEqual(['eggs']);
  });

  it("past an item's maximum: 'You have reached the maximum quantity'", () => {
    let choice: BundleChoice = {};
    choice = toggleBundleProduct(choice, sides, hashBrown, 'pick_up').selection;
    choice = toggleBundleProduct(choice, sides, toast, 'pick_up').selection;
    expect(stepBundleProduct(choice, sides, toast, 'pick_up', 1)).toEqual({
      selection: choice,
      notice: 'maxQuantityReached',
    });
    // Two of the same side fill the item too.
    const twoHashBrowns = stepBundleProduct({}, sides, hashBrown, 'pick_up', 1).selection;
    const full = stepBundleProduct(twoHashBrowns, sides, hashBrown, 'pick_up', 1).selection;
    expect(full.sides).toEqual([{ productId: 'hash-brown', quantity: 2, modifiers: {} }]);
    expect(toggleBundleProduct(full, sides, toast, 'pick_up').notice).toBe('maxQuantityReached');
  });

  it('a product not sold in the mode cannot be picked', () => {
    expect(toggleBundleProduct({}, main, salmon, 'pick_up')).toEqual({ selection: {}, notice: 'unavailable' });
  });

  it("changes a pick's own modifiers, with the modifier notices", () => {
    const choice = toggleBundleProduct({}, main, eggs, 'pick_up').selection;
    const sauced = toggleBundleModifierValue(choice, main, 'eggs', extras, sauce).selection;
    expect(sauced.main[0].modifiers).toEqual({ extras: { sauce: 1 } });
    expect(stepBundleModifierValue(sauced, main, 'eggs', extras, sauce, 1).notice).toBe('maxQuantityReached');
  });
});

describe('Add is allowed only when the bundle is complete, and then the server accepts the line', () => {
  const view = (orderMode: OrderMode) =>
    menuViewContext({
      outletId: 'outlet-1',
      timeZone: 'Asia/Ulaanbaatar',
      orderMode,
      at: new Date('2026-11-23T04:00:00Z'),
      birthday: null,
    });

  it('pick-up opens incomplete (no main, no side); picking eggs and a side completes it', () => {
    let selection = openPopup(brunch, 'pick_up');
    expect(canAddToCart(brunch, selection)).toBe(false);
    selection = { ...selection, bundle: toggleBundleProduct(selection.bundle, main, eggs, 'pick_up').selection };
    expect(isBundleComplete(brunch, selection.bundle)).toBe(false);
    selection = { ...selection, bundle: toggleBundleProduct(selection.bundle, sides, toast, 'pick_up').selection };
    expect(canAddToCart(brunch, selection)).toBe(true);
    const line = toCartLineInput(brunch, 2, selection);
    expect(line).toEqual({
      product_uid: 'brunch',
      quantity: 2,
      modifier_list: [],
      bundled_item_list: [
        { id: 'main', product_list: [{ product_id: 'eggs', quantity: 1, modifier_list: [] }] },
        { id: 'sides', product_list: [{ product_id: 'toast', quantity: 1, modifier_list: [] }] },
        {
          id: 'drink',
          product_list: [
            {
              product_id: 'latte',
              quantity: 1,
              modifier_list: [{ id: 'milk', modifier_value_list: [{ id: 'whole', quantity: 1 }] }],
            },
          ],
        },
      ],
    });
    expect(validateCartLine(line, [brunch], view('pick_up')).ok).toBe(true);
  });

  it("a pick whose own mandatory modifier is empty keeps Add grey (the latte's milk)", () => {
    const selection = openPopup(brunch, 'dine_in');
    const withSide = toggleBundleProduct(selection.bundle, sides, toast, 'dine_in').selection;
    expect(isBundleComplete(brunch, withSide)).toBe(true);
    const noMilk = { ...withSide, drink: [{ productId: 'latte', quantity: 1, modifiers: {} }] };
    expect(isBundleComplete(brunch, noMilk)).toBe(false);
  });
});
