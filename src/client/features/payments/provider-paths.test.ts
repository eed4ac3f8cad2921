import { generatePath } from 'react-router';
import { PROVIDER_ROUTE_PATTERNS, isInPlaceProvider, providerPath } from './provider-paths';

describe('provider paths', () => {
  it('gives the seed’s address of each in-place provider screen', () => {
    expect(providerPath('stripe', 'm1', 'o1')).toBe('/order/stripe/m1/o1');
    expect(providerPath('adyen', 'm1', 'o1')).toBe('/order/adyen/o1/merchant/m1');
    expect(providerPath('fiuu', 'm1', 'o1')).toBe('/order/fiuu/m1/o1');
    expect(providerPath('paynow', 'm1', 'o1')).toBe('/order/paynow/m1/o1');
    expect(providerPath('t05', 'm1', 'o1')).toBe('/order/t05/m1/o1');
  });

  it('has no screen for the hosted-page sandbox', () => {
    expect(providerPath('sandbox', 'm1', 'o1')).toBeNull();
    expect(isInPlaceProvider('toString')).toBe(false);
  });

  it('matches the route patterns the screens are registered on', () => {
    for (const [provider, pattern] of Object.entries(PROVIDER_ROUTE_PATTERNS)) {
      const expected = `/${generatePath(pattern, { merchantId: 'm 1', orderId: 'o/1' })}`;
      expect(providerPath(provider as keyof typeof PROVIDER_ROUTE_PATTERNS, 'm 1', 'o/1')).toBe(expected);
    }
  });
});
