import { parseScanPayload } from './scan-payload';
import { validateReceiptForm } from './receipt-form';

describe('scanned codes: PDF417 or QR; QR JSON x/y or URL with redeemID; else Failed to read (section 5)', () => {
  it('reads a QR in JSON: x is the reference id, y the order number', () => {
    expect(parseScanPayload('{"x":"REF-1","y":"1024"}', 'QR_CODE')).toEqual({
      ok: true,
      format: 'QR_CODE',
      payload: { kind: 'receipt', referenceId: 'REF-1', orderNumber: '1024' },
    });
    expect(parseScanPayload(' {"x": 77, "y": 5} ', 'QR_CODE')).toMatchObject({
      payload: { referenceId: '77', orderNumber: '5' },
    });
    expect(parseScanPayload('{"x":"REF-1"}', 'QR_CODE')).toMatchObject({
      payload: { referenceId: 'REF-1', orderNumber: null },
    });
  });

  it('reads a URL with a redeemID parameter', () => {
    expect(parseScanPayload('https://shop.example.com/claim?redeemID=abc123&x=1', 'QR_CODE')).toEqual({
      ok: true,
      format: 'QR_CODE',
      payload: { kind: 'redeem', redeemId: 'abc123', url: 'https://shop.example.com/claim?redeemID=abc123&x=1' },
    });
  });

  it("answers 'Failed to read' for anything else, with the reason", () => {
    for (const text of [
      'hello',
      '{"z":1}',
      '{"x":""}',
      '[1,2]',
      '{broken',
      'https://a.example/?redeemid=1',
      'ftp://a/?redeemID=1',
      '',
    ]) {
      const result = parseScanPayload(text, 'QR_CODE');
      expect(result).toMatchObject({ ok: false, error: 'Failed to read' });
    }
    expect(parseScanPayload('', 'QR_CODE')).toMatchObject({ reason: 'the code is empty' });
  });

  it('accepts only PDF417 or QR', () => {
    expect(parseScanPayload('{"x":"1","y":"2"}', 'EAN_13')).toEqual({
      ok: false,
      error: 'Failed to read',
      reason: 'format EAN_13 is not accepted; scan a QR_CODE or PDF_417 code',
    });
  });

  it('reads a PDF417 as JSON, a redeem URL, or else the receipt number', () => {
    expect(parseScanPayload('{"x":"R","y":"9"}', 'PDF_417')).toMatchObject({ ok: true, payload: { kind: 'receipt' } });
    expect(parseScanPayload(' 0012-3344 ', 'PDF_417')).toEqual({
      ok: true,
      format: 'PDF_417',
      payload: { kind: 'receiptNumber', receiptNumber: '0012-3344' },
    });
  });
});

describe('receipt form (section 5)', () => {
  it('has the exact messages', () => {
    expect(validateReceiptForm({})).toEqual({ form: 'Please fill receipt info' });
    expect(validateReceiptForm({ referenceId: 'R1' })).toEqual({ receiptNumber: 'Please_input_number' });
    expect(validateReceiptForm({ receiptNumber: '12', referenceId: ' ' })).toEqual({
      referenceId: 'Please input reference id',
    });
    expect(validateReceiptForm({ receiptNumber: '12', referenceId: 'R1' })).toBeNull();
  });
});
