import {
  PENDING_RECEIPT_KEY,
  clearPendingReceipt,
  readPendingReceipt,
  redeemIdFromSearch,
  storePendingReceipt,
} from './pending-receipt';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('pending receipt storage', () => {
  it('keeps a redeem id bare and printed fields as JSON, and clears them', () => {
    const s = memoryStorage();
    storePendingReceipt(s, { redeemId: 'abc-1' });
    expect(s.map.get(PENDING_RECEIPT_KEY)).toBe('abc-1');
    expect(readPendingReceipt(s)).toEqual({ redeemId: 'abc-1' });
    storePendingReceipt(s, { referenceId: 'R-1', receiptNumber: 'A-001' });
    expect(readPendingReceipt(s)).toEqual({ referenceId: 'R-1', receiptNumber: 'A-001' });
    clearPendingReceipt(s);
    expect(readPendingReceipt(s)).toBeNull();
  });

  it('ignores blank or broken values', () => {
    const s = memoryStorage();
    s.setItem(PENDING_RECEIPT_KEY, '   ');
    expect(readPendingReceipt(s)).toBeNull();
    s.setItem(PENDING_RECEIPT_KEY, '{nope');
    expect(readPendingReceipt(s)).toBeNull();
    s.setItem(PENDING_RECEIPT_KEY, '{"referenceId":5}');
    expect(readPendingReceipt(s)).toBeNull();
  });

  it('reads redeemID from a link in any case', () => {
    expect(redeemIdFromSearch('?redeemID=xyz')).toBe('xyz');
    expect(redeemIdFromSearch('?a=1&redeemid=%20q%20')).toBe('q');
    expect(redeemIdFromSearch('?redeemID=')).toBeNull();
    expect(redeemIdFromSearch('')).toBeNull();
  });
});
