import { isEatIn, parseTableQr, readTableParams } from './table-qr';

describe('table QR codes', () => {
  it('reads the table, the buzzer and the outlet from an ordering-flow link', () => {
    expect(
      parseTableQr('https://saffron-kitchen.example.com/order/merchant/m-7?outlet=o-3&table=12&extId2=B4'),
    ).toEqual({
      ok: true,
      kind: 'table',
      merchantId: 'm-7',
      tableNumber: '12',
      pagerNumber: 'B4',
      outletId: 'o-3',
      tableToken: null,
    });
  });

  it('accepts extId for the table, pager for the buzzer, tableOutlet or the outlet path for the outlet', () => {
    expect(parseTableQr('http://localhost:8080/order/merchant/m-7/outlet/o-9?extId=T5&pager=7')).toMatchObject({
      ok: true,
      tableNumber: 'T5',
      pagerNumber: '7',
      outletId: 'o-9',
    });
    expect(parseTableQr('https://x.test/order/merchant/m-7?tableOutlet=o-2&table=3')).toMatchObject({
      outletId: 'o-2',
    });
  });

  it("a code without table or extId: 'Please scan table QR code with a table number'", () => {
    expect(parseTableQr('https://x.test/order/merchant/m-7?outlet=o-3')).toEqual({
      ok: false,
      problem: 'noTableNumber',
    });
    expect(parseTableQr('https://x.test/order/merchant/m-7?table=%20')).toEqual({
      ok: false,
      problem: 'noTableNumber',
    });
  });

  it('a scan-to-order link carries a table token for the server to exchange', () => {
    expect(parseTableQr('https://x.test/order/table/tok%2D42')).toEqual({
      ok: true,
      kind: 'tableToken',
      token: 'tok-42',
    });
  });

  it('text that is not a web link is not a table code', () => {
    expect(parseTableQr('table 12')).toEqual({ ok: false, problem: 'notALink' });
    expect(parseTableQr('javascript:alert(1)?table=1')).toEqual({ ok: false, problem: 'notALink' });
  });
});

describe('ordering-flow table parameters', () => {
  it('takes table before extId and extId2 before pager; EATIN means eat in without a table', () => {
    const params = readTableParams(new URLSearchParams('extId=9&table=4&pager=2&extId2=1&tableToken=t'));
    expect(params).toEqual({ tableNumber: '4', pagerNumber: '1', outletId: null, tableToken: 't' });
    expect(isEatIn(readTableParams(new URLSearchParams('table=EATIN')).tableNumber)).toBe(true);
    expect(isEatIn('12')).toBe(false);
  });
});
