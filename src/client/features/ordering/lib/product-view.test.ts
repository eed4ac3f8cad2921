import { sampleModifier, sampleProduct } from '../../../testing/ordering-fixtures';
import { cardName, isSimpleProduct, localised, modePrice, showsPrices, unitsInCart } from './product-view';

describe('product card rules (seed 002 §2)', () => {
  it('cuts a name to 15 characters plus an ellipsis', () => {
    expect(cardName('Iced Caramel Macchiato')).toBe('Iced Caramel Ma…');
    expect(cardName('Flat White')).toBe('Flat White');
  });

  it('acts directly on simple products only: modifiers or a bundle open the popup', () => {
    expect(isSimpleProduct(sampleProduct())).toBe(true);
    expect(isSimpleProduct(sampleProduct({ modifier_list: [sampleModifier()] }))).toBe(false);
    expect(isSimpleProduct(sampleProduct({ type: 1 }))).toBe(false);
  });

  it('prices by mode: pick-up is the takeout price, delivery its own', () => {
    const product = sampleProduct({ price: { dine_in: '4.00', takeout: '4.50', delivery: '5.00' } });
    expect([modePrice(product, 'dine_in'), modePrice(product, 'pick_up'), modePrice(product, 'delivery')]).toEqual([
      '4.00',
      '4.50',
      '5.00',
    ]);
  });

  it('hides prices only where menuPriceControl is hide and ordering is off', () => {
    expect(showsPrices('hide', false)).toBe(false);
    expect(showsPrices('hide', true)).toBe(true);
    expect(showsPrices('show', false)).toBe(true);
  });

  it('reads the app language with English as the fallback, and counts units over lines', () => {
    expect(localised({ en_US: 'Tea', zh_CN: '茶' }, 'cn')).toBe('茶');
    expect(localised({ en_US: 'Tea', mn_MN: ' ' }, 'mn')).toBe('Tea');
    const items = [
      { product: { _id: 'p1' }, quantity: 2 },
      { product: { _id: 'p2' }, quantity: 1 },
      { product: { _id: 'p1' }, quantity: 3 },
    ];
    expect(unitsInCart(items, 'p1')).toBe(5);
  });
});
