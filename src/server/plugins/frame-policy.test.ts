import { framePolicyHeaders } from './frame-policy';

describe('frame policy per route', () => {
  it('no page of the app may be framed…', () => {
    for (const url of ['/', '/home', '/profile/refer-friends/alpha', '/index.html', '/vendpayment-not'])
      expect(framePolicyHeaders(url)).toEqual({
        'Content-Security-Policy': "frame-ancestors 'none'",
        'X-Frame-Options': 'DENY',
      });
  });

  it('…except the register screens, by the origin the register names', () => {
    expect(framePolicyHeaders('/vendpayment?amount=12&origin=https%3A%2F%2Fshop.vendhq.com&register_id=r1')).toEqual({
      'Content-Security-Policy': "frame-ancestors 'self' https://shop.vendhq.com",
    });
    expect(framePolicyHeaders('/vend-otp?origin=http://localhost:9100')).toEqual({
      'Content-Security-Policy': "frame-ancestors 'self' http://localhost:9100",
    });
    expect(framePolicyHeaders('/sign-in-with-pos/Kzk3Njk5?origin=https://pos.example')).toEqual({
      'Content-Security-Policy': "frame-ancestors 'self' https://pos.example",
    });
  });

  it('a missing or unusable origin frames nothing (the screen says No origin)', () => {
    for (const origin of [
      '',
      'javascript:alert(1)',
      'https://a.example/path',
      "https://a.example 'unsafe-inline'",
      '*',
    ])
      expect(framePolicyHeaders(`/vendpayment?origin=${encodeURIComponent(origin)}`)).toEqual({
        'Content-Security-Policy': "frame-ancestors 'none'",
      });
    expect(framePolicyHeaders('/vendpayment')).toEqual({ 'Content-Security-Policy': "frame-ancestors 'none'" });
  });
});
