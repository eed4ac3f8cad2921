import type { WalletEntry } from '../../../api/wallet';
import { walletMessages as m } from '../messages';
import { entryLook } from './entry-view';

const entry = (fields: Partial<WalletEntry>) =>
  ({ asset: 'credit', kind: 'top_up', isVoid: false, sign: '+', ...fields }) as WalletEntry;

describe('activity entries', () => {
  it('labels store credit Redeemed, Voided or Top up, green in and red out', () => {
    expect(entryLook(entry({ kind: 'redeem', sign: '-' }))).toEqual({
      label: m.kindRedeemed,
      tone: 'negative',
      counted: true,
    });
    expect(entryLook(entry({ kind: 'redeem', sign: '-', isVoid: true }))).toEqual({
      label: m.kindVoided,
      tone: 'negative',
      counted: false,
    });
    expect(entryLook(entry({ kind: 'gift_received' }))).toEqual({
      label: m.kindTopUp,
      tone: 'positive',
      counted: true,
    });
    expect(entryLook(entry({ kind: 'gift_sent', sign: '-' })).tone).toBe('negative');
  });

  it('names each kind of point entry, a voided one as Voided and not counted', () => {
    expect(entryLook(entry({ asset: 'points', kind: 'receipt_claim' })).label).toBe(m.kindReceiptClaim);
    expect(entryLook(entry({ asset: 'points', kind: 'gift_sent', sign: '-' }))).toEqual({
      label: m.kindGiftSent,
      tone: 'negative',
      counted: true,
    });
    expect(entryLook(entry({ asset: 'points', kind: 'redeem', sign: '-', isVoid: true }))).toMatchObject({
      label: m.kindVoided,
      counted: false,
    });
  });
});
