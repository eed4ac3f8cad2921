import { crc16CcittFalse, crc16Hex } from './crc16';
import { hasValidCrc, parseEmvFields } from './emvco';
import { payNowQrPayload } from './paynow';

// Expected values computed independently with Python's binascii.crc_hqx(data, 0xFFFF) (CRC-16/CCITT-FALSE).
describe('CRC-16/CCITT-FALSE', () => {
  it.each([
    ['123456789', 0x29b1],
    ['', 0xffff],
    ['A', 0xb915],
    ['00020101021126', 0x204b],
  ])('crc(%j) = %s', (text, crc) => expect(crc16CcittFalse(text)).toBe(crc));

  it('is written as four upper-case hex digits', () => {
    expect(crc16Hex('123456789')).toBe('29B1');
    expect(crc16Hex('A')).toBe('B915');
  });
});

const input = {
  uen: '201912345K',
  amountCents: 1250,
  reference: 'LV-ABC123',
  merchantName: 'Brew Lane',
  expiryDate: '20261124',
};

describe('PayNow QR payload', () => {
  it('matches a payload built field by field and checksummed independently', () => {
    expect(payNowQrPayload(input)).toBe(
      '00020101021226490009SG.PAYNOW010120210201912345K03010040820261124520400005303702540512.505802SG5909Brew Lane6009Singapore62130109LV-ABC1236304F8DA',
    );
  });

  it('names PayNow, the UEN proxy, the amount with 2 decimals, SGD, the expiry and the reference in tag 62', () => {
    const payload = payNowQrPayload({ ...input, amountCents: 100000 });
    const fields = parseEmvFields(payload);
    const account = parseEmvFields(fields.get('26')!);
    expect(Object.fromEntries(account)).toEqual({
      '00': 'SG.PAYNOW',
      '01': '2',
      '02': '201912345K',
      '03': '0',
      '04': '20261124',
    });
    expect(fields.get('54')).toBe('1000.00');
    expect(fields.get('53')).toBe('702');
    expect(parseEmvFields(fields.get('62')!).get('01')).toBe('LV-ABC123');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(hasValidCrc(payload)).toBe(true);
  });

  it('a changed character breaks the CRC; a lower-case CRC is not accepted', () => {
    const payload = payNowQrPayload(input);
    expect(hasValidCrc(payload.replace('12.50', '12.60'))).toBe(false);
    expect(payload.slice(-4)).toBe('F8DA');
    expect(hasValidCrc(`${payload.slice(0, -4)}f8da`)).toBe(false);
  });

  it('merchant names lose characters EMVCo cannot carry and are cut to 25', () => {
    const fields = parseEmvFields(
      payNowQrPayload({ ...input, merchantName: 'Саффрон 咖喱 Kitchen of the Long Name Co' }),
    );
    expect(fields.get('59')).toBe('Kitchen of the Long Name');
  });

  it.each([
    [{ uen: 'abc' }, /uen/],
    [{ amountCents: 0 }, /amountCents/],
    [{ amountCents: 12.5 }, /amountCents/],
    [{ reference: 'x'.repeat(26) }, /reference/],
    [{ reference: 'has space' }, /reference/],
    [{ expiryDate: '2026-11-24' }, /expiryDate/],
  ])('refuses %j naming the field', (bad, message) => {
    expect(() => payNowQrPayload({ ...input, ...bad })).toThrow(message);
  });
});
