/**
 * How an activity entry reads (seed 001 §4): store credit shows Redeemed, Voided or Top up (creditEntryLabel of the
 * shared rules); points name their kind. Amounts are green when they came in and red when they went out; a voided
 * redeem stays in the list, struck through and not counted.
 */
import type { MessageDescriptor } from 'react-intl';
import type { LedgerKind } from '../../../../shared/api/wallet';
import { creditEntryLabel } from '../../../../shared/rules/wallet';
import type { WalletEntry } from '../../../api/wallet';
import { walletMessages as m } from '../messages';

const KIND_LABELS: Record<LedgerKind, MessageDescriptor> = {
  receipt_claim: m.kindReceiptClaim,
  gift_sent: m.kindGiftSent,
  gift_received: m.kindGiftReceived,
  redeem: m.kindRedeemed,
  redeem_void: m.kindVoided,
  top_up: m.kindTopUp,
  register_checkout: m.kindRegister,
  referral_reward: m.kindReferral,
  cashback: m.kindCashback,
  opening_balance: m.kindOpening,
  adjustment: m.kindAdjustment,
};

const CREDIT_LABELS = { Redeemed: m.kindRedeemed, Voided: m.kindVoided, 'Top up': m.kindTopUp } as const;

export interface EntryLook {
  label: MessageDescriptor;
  tone: 'positive' | 'negative';
  /** Shown but not part of the balance. */
  counted: boolean;
}

export function entryLook(entry: Pick<WalletEntry, 'asset' | 'kind' | 'isVoid' | 'sign'>): EntryLook {
  const counted = !entry.isVoid;
  if (entry.asset === 'credit') {
    const { label, tone } = creditEntryLabel(entry);
    return { label: CREDIT_LABELS[label], tone, counted };
  }
  return {
    label: entry.isVoid ? m.kindVoided : KIND_LABELS[entry.kind],
    tone: entry.sign === '+' ? 'positive' : 'negative',
    counted,
  };
}
