import { forgetPaymentReturn, paymentReturnOf, rememberPaymentReturn } from './payment-return';

describe('the payment this tab left to make', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is known on its own order only, until forgotten', () => {
    rememberPaymentReturn({ orderId: 'o1', paymentId: 'p1' });
    expect(paymentReturnOf('o1')).toBe('p1');
    expect(paymentReturnOf('o2')).toBeNull();
    forgetPaymentReturn();
    expect(paymentReturnOf('o1')).toBeNull();
  });

  it('a newer attempt replaces the older one', () => {
    rememberPaymentReturn({ orderId: 'o1', paymentId: 'p1' });
    rememberPaymentReturn({ orderId: 'o2', paymentId: 'p2' });
    expect(paymentReturnOf('o1')).toBeNull();
    expect(paymentReturnOf('o2')).toBe('p2');
  });

  it('ignores what it cannot read', () => {
    window.sessionStorage.setItem('livery:payment:return', '{not json');
    expect(paymentReturnOf('o1')).toBeNull();
  });
});
