import type { BundledItem } from '../../../../shared/api/ordering-catalogue';
import { sampleModifier, sampleProduct, text } from '../../../testing/ordering-fixtures';
import { choicesComplete, initialChoices, toCartLine } from './popup-choices';

const size = sampleModifier();
const drink: BundledItem = {
  id: 'drink',
  name: text('Drink'),
  min_quantity: 1,
  max_quantity: 1,
  has_default_product: true,
  default_product_id: 'latte',
  product_list: [
    {
      product_id: 'latte',
      sourceId: null,
      product_display_name: text('Latte'),
      image: null,
      quantity: 1,
      price: '0.00',
      is_dine_in: true,
      is_takeout: true,
      is_delivery: false,
      modifier_list: [size],
    },
  ],
};
const brunch = sampleProduct({ type: 1, modifier_list: [size], bundled_item_list: [drink] });

describe('the popup’s choices as a cart line', () => {
  it('opens with the defaults and sends them as the line, bundle picks with their own modifiers', () => {
    const choices = initialChoices(brunch, 'dine_in');
    expect(choicesComplete(brunch, choices)).toBe(true);
    expect(toCartLine(brunch, choices, 2)).toEqual({
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

  it('is incomplete where the mode leaves a required bundle item without its default', () => {
    const choices = initialChoices(brunch, 'delivery');
    expect(choicesComplete(brunch, choices)).toBe(false);
    expect(toCartLine(brunch, choices, 1).bundled_item_list).toEqual([]);
  });
});
