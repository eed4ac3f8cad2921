import { orderPagePath } from './order-path';

it('carries dine_in_outlet and the rest of the query string to the order page', () => {
  expect(orderPagePath('brew-lane', '?dine_in_outlet=o1&utm=qr')).toBe(
    '/order/merchant/brew-lane?dine_in_outlet=o1&utm=qr',
  );
  expect(orderPagePath('brew lane', '')).toBe('/order/merchant/brew%20lane');
});
