import { parseT05Return, t05ReturnTarget } from './t05-return';

const at = (hostname: string, port = '') => ({ hostname, protocol: 'https:', port });

describe('t05 return', () => {
  it('splits customOrderId on dots: sub-host, then order (an attempt segment after it is ignored)', () => {
    expect(parseT05Return('brew.ord-1')).toEqual({ subHost: 'brew', orderId: 'ord-1' });
    expect(parseT05Return('brew.ord-1.pay-9')).toEqual({ subHost: 'brew', orderId: 'ord-1' });
    expect(parseT05Return('nodot')).toBeNull();
    expect(parseT05Return(null)).toBeNull();
  });

  it('opens the order here on localhost or on the same sub-host, else on the sub-host’s site', () => {
    const parsed = { subHost: 'brew', orderId: 'ord-1' };
    expect(t05ReturnTarget(parsed, at('localhost', '8080'))).toBe('/order/s/ord-1');
    expect(t05ReturnTarget(parsed, at('sunny.localhost', '8080'))).toBe('/order/s/ord-1');
    expect(t05ReturnTarget(parsed, at('brew.livery.app'))).toBe('/order/s/ord-1');
    expect(t05ReturnTarget(parsed, at('pay.livery.app'))).toBe('https://brew.livery.app/order/s/ord-1');
  });
});
