import type { MerchantSummary } from '../../../api/merchants';
import type { Promotion } from '../../../api/feed';
import { mixHomePage } from './mix-home-page';

const merchant = (id: string) => ({ type: 'merchant', _id: id }) as MerchantSummary;
const promotion = (id: string) => ({ type: 'promotion', _id: id, image: null }) as Promotion;

it('puts the promotion after the 5th merchant of a page', () => {
  const page = mixHomePage(['1', '2', '3', '4', '5', '6', '7'].map(merchant), [promotion('p')]);
  expect(page.map((e) => e._id)).toEqual(['1', '2', '3', '4', '5', 'p', '6', '7']);
});

it('puts it at the end of a short page, and leaves a page without promotions alone', () => {
  expect(mixHomePage([merchant('1')], [promotion('p')]).map((e) => e._id)).toEqual(['1', 'p']);
  expect(mixHomePage([merchant('1')], []).map((e) => e._id)).toEqual(['1']);
});
