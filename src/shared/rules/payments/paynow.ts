/**
 * PayNow's merchant-presented QR (issue 12): EMVCo fields with the PayNow merchant account template (tag 26:
 * SG.PAYNOW, proxy type 2 = UEN, the merchant's UEN, amount not editable, expiry date), Singapore dollars (702),
 * the amount with 2 decimals, and the order reference as the bill number of tag 62, so the bank transfer names it.
 */
import { fromCents } from '../money';
import { encodeEmvPayload, type EmvField } from './emvco';

export const PAYNOW_PROXY_UEN = '2';
/** ISO 4217 numeric code of SGD. */
export const SGD_NUMERIC = '702';
/** Bill numbers (tag 62 sub-tag 01) and merchant names (tag 59) are at most 25 characters. */
export const REFERENCE_MAX_LENGTH = 25;

export interface PayNowQrInput {
  uen: string;
  amountCents: number;
  /** The order reference the payer's bank sends back with the transfer (letters, digits, '-'). */
  reference: string;
  merchantName: string;
  /** Last day the QR may be paid, in Singapore: 'YYYYMMDD'. */
  expiryDate: string;
}

/** Printable ASCII only, as EMVCo's alphanumeric special set allows; at most `max` characters. */
const ans = (text: string, max: number) =>
  text
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim() || '-';

export function payNowQrPayload(input: PayNowQrInput): string {
  if (!/^[0-9A-Z]{9,10}$/.test(input.uen)) throw new RangeError(`uen must be a UEN of 9 or 10 characters`);
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new RangeError(`amountCents must be a positive whole number of cents, got ${input.amountCents}`);
  if (!/^[A-Za-z0-9-]{1,25}$/.test(input.reference))
    throw new RangeError(`reference must be 1 to 25 letters, digits or '-', got "${input.reference}"`);
  if (!/^\d{8}$/.test(input.expiryDate)) throw new RangeError(`expiryDate must be YYYYMMDD, got "${input.expiryDate}"`);
  const fields: EmvField[] = [
    { tag: '00', value: '01' },
    // 12: a dynamic QR, made for one payment.
    { tag: '01', value: '12' },
    {
      tag: '26',
      value: [
        { tag: '00', value: 'SG.PAYNOW' },
        { tag: '01', value: PAYNOW_PROXY_UEN },
        { tag: '02', value: input.uen },
        // 0: the payer cannot change the amount.
        { tag: '03', value: '0' },
        { tag: '04', value: input.expiryDate },
      ],
    },
    { tag: '52', value: '0000' },
    { tag: '53', value: SGD_NUMERIC },
    { tag: '54', value: fromCents(input.amountCents) },
    { tag: '58', value: 'SG' },
    { tag: '59', value: ans(input.merchantName, REFERENCE_MAX_LENGTH) },
    { tag: '60', value: 'Singapore' },
    { tag: '62', value: [{ tag: '01', value: input.reference }] },
  ];
  return encodeEmvPayload(fields);
}
