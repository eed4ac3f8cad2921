import { baseHostname, isMerchantGone, merchantSiteUrl, publicSiteUrl } from './landing-target';

const onBrewLane = { protocol: 'http:', hostname: 'brewlane.localhost', port: '8080' };

describe('merchant landing targets', () => {
  it('finds the base host behind the tenant subdomain, and keeps a bare host', () => {
    expect(baseHostname(onBrewLane, 'brewlane')).toBe('localhost');
    expect(baseHostname({ protocol: 'https:', hostname: 'sunny.livery.app', port: '' }, 'sunny')).toBe('livery.app');
    expect(baseHostname({ protocol: 'http:', hostname: 'localhost', port: '8080' }, 'brewlane')).toBe('localhost');
  });

  it('sends a merchant with a subdomain to its own site, keeping the port and the referral code', () => {
    expect(merchantSiteUrl(onBrewLane, 'brewlane', { _id: 'sunny-mart', subdomain: 'sunny' }, 'DEMO 1')).toBe(
      'http://sunny.localhost:8080/merchant-detail/sunny-mart?referralCode=DEMO%201',
    );
    expect(
      merchantSiteUrl({ protocol: 'https:', hostname: 'brewlane.livery.app', port: '' }, 'brewlane', {
        _id: 'brew-lane',
        subdomain: 'brewlane',
      }),
    ).toBe('https://brewlane.livery.app/merchant-detail/brew-lane');
  });

  it('keeps a merchant without a subdomain on this site', () => {
    expect(merchantSiteUrl(onBrewLane, 'brewlane', { _id: 'brew-lane-m01', subdomain: null })).toBe(
      'http://brewlane.localhost:8080/merchant-detail/brew-lane-m01',
    );
  });

  it('uses the bare host as the public site', () => {
    expect(publicSiteUrl(onBrewLane, 'brewlane')).toBe('http://localhost:8080/');
  });

  it('treats 404 and an inactive merchant as gone, other failures not', () => {
    expect(isMerchantGone({ status: 404, message: 'Merchant not found' })).toBe(true);
    expect(isMerchantGone({ status: 403, message: 'merchant is inactive' })).toBe(true);
    expect(isMerchantGone({ status: 500, message: 'Something went wrong' })).toBe(false);
    expect(isMerchantGone(null)).toBe(false);
  });
});
