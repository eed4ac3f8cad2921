import { tableNumberOfQr } from './table-qr';

describe('table QR (seed 002 §2, §5)', () => {
  it('reads the table number from table or extId', () => {
    expect(tableNumberOfQr('https://saffron-kitchen.example/order/merchant/saffron-kitchen?outlet=o1&table=12')).toBe(
      '12',
    );
    expect(tableNumberOfQr('http://x.localhost/order/merchant/m?extId=T4')).toBe('T4');
    expect(tableNumberOfQr('?table=7')).toBe('7');
  });

  it('finds no table in a code without one (the seed warns)', () => {
    expect(tableNumberOfQr('https://x.example/order/merchant/m?outlet=o1')).toBeNull();
    expect(tableNumberOfQr('https://x.example/?table=%20')).toBeNull();
    expect(tableNumberOfQr('just text')).toBeNull();
  });
});
