import { layoutProfile } from './layout-profiles';

describe('layout profiles', () => {
  it('file food apps under food and retail apps under shopping, each with its own demo goods', () => {
    expect(layoutProfile({ layout: 'food' })).toEqual({
      manifestCategories: ['food', 'lifestyle'],
      goods: 'food-and-drink',
    });
    expect(layoutProfile({ layout: 'retail' })).toEqual({
      manifestCategories: ['shopping', 'lifestyle'],
      goods: 'merchandise',
    });
  });
});
