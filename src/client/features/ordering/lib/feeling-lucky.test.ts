import { sampleCategory, sampleMenu } from '../../../testing/ordering-fixtures';
import { luckyProducts } from './feeling-lucky';

describe('Feeling Lucky (seed 002 §2)', () => {
  const recommended = sampleCategory({ _id: 'rec', isRecommended: true });

  it("draws from the first category's products when it is the recommended one and the merchant has it", () => {
    const menu = sampleMenu({ isFeelingLuckyEnabled: true, category_list: [recommended, sampleCategory()] });
    expect(luckyProducts(menu)).toBe(recommended.product_list);
  });

  it('is not offered when the flag is off, the recommended category is not first, or it is empty', () => {
    expect(luckyProducts(sampleMenu({ isFeelingLuckyEnabled: false, category_list: [recommended] }))).toBeNull();
    expect(
      luckyProducts(sampleMenu({ isFeelingLuckyEnabled: true, category_list: [sampleCategory(), recommended] })),
    ).toBeNull();
    expect(
      luckyProducts(sampleMenu({ isFeelingLuckyEnabled: true, category_list: [{ ...recommended, product_list: [] }] })),
    ).toBeNull();
  });
});
