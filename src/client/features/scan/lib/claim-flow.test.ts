import { ApiError } from '../../../api/api-error';
import { scanMessages as m } from '../messages';
import { claimErrorMessage, orderPagePath, receiptKeyOfPayload } from './claim-flow';
import { parseScanPayload } from '../../../../shared/rules/scan-payload';

describe('receiptKeyOfPayload', () => {
  it('maps the three payload kinds of a scanned code', () => {
    const json = parseScanPayload('{"x":"R-1","y":"A-001"}', 'QR_CODE');
    const url = parseScanPayload('https://brewlane.example/next/qr?redeemID=abc', 'QR_CODE');
    const pdf = parseScanPayload('A-009', 'PDF_417');
    if (!json.ok || !url.ok || !pdf.ok) throw new Error('fixtures must parse');
    expect(receiptKeyOfPayload(json.payload)).toEqual({ referenceId: 'R-1', receiptNumber: 'A-001' });
    expect(receiptKeyOfPayload(url.payload)).toEqual({ redeemId: 'abc' });
    expect(receiptKeyOfPayload(pdf.payload)).toEqual({ receiptNumber: 'A-009' });
    const half = parseScanPayload('{"x":"R-2"}', 'QR_CODE');
    if (!half.ok) throw new Error('one field is enough');
    expect(receiptKeyOfPayload(half.payload)).toEqual({ referenceId: 'R-2', receiptNumber: undefined });
  });

  it('leaves other codes to "Failed to read"', () => {
    expect(parseScanPayload('hello', 'QR_CODE')).toMatchObject({ ok: false, error: 'Failed to read' });
    expect(parseScanPayload('{"x":"R"}', 'EAN_13')).toMatchObject({ ok: false, error: 'Failed to read' });
  });
});

describe('claimErrorMessage', () => {
  it('names the known server answers and falls back to the spec message', () => {
    expect(claimErrorMessage(new ApiError(409, 'CONFLICT', 'You have already claimed this receipt'))).toBe(
      m.alreadyClaimedByYou,
    );
    expect(claimErrorMessage(new ApiError(409, 'CONFLICT', 'This receipt has already been claimed'))).toBe(
      m.alreadyClaimed,
    );
    expect(claimErrorMessage(new ApiError(404, 'NOT_FOUND', 'Receipt not found'))).toBe(m.notFound);
    expect(claimErrorMessage(new ApiError(403, 'NOT_JOINED', 'You need to join to merchant'))).toBe(m.needToJoin);
    expect(claimErrorMessage(new ApiError(400, 'BAD_REQUEST', 'Please fill receipt info', 'receiptNumber'))).toBe(
      m.fillReceiptInfo,
    );
    expect(claimErrorMessage(new ApiError(500, 'HTTP', 'Something went wrong'))).toBe(m.claimError);
    expect(claimErrorMessage(new TypeError('boom'))).toBe(m.claimError);
    expect(m.claimError.defaultMessage).toBe('An error occurred while claiming the receipt.');
  });
});

describe('orderPagePath', () => {
  it('is the ordering seed route, or null without an order id', () => {
    expect(orderPagePath('abc 1')).toBe('/order/s/abc%201');
    expect(orderPagePath('')).toBeNull();
    expect(orderPagePath(undefined)).toBeNull();
  });
});
