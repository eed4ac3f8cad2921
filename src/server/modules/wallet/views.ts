/** The wallet's answers as src/shared/api/wallet.ts shapes them. */
import { maskIdentity } from '../../../shared/auth/identity';
import type { GiftRecipient, WalletEntry } from '../../../shared/api/wallet';
import type { LoyaltyUnit } from '../../../shared/api/loyalty';
import { fromCents } from '../../../shared/rules/money';
import { centsOfNumeric } from '../../db/sql-values';
import type { MerchantRow as MerchantDbRow } from '../merchants/repository';
import type { EntryRow, UserRow } from './repository';

export const displayName = (user: Pick<UserRow, 'firstname' | 'lastname'>): string =>
  [user.firstname, user.lastname].filter(Boolean).join(' ').trim() || 'Member';

export const maskedPhone = (phone: string): string => maskIdentity({ kind: 'phone', value: phone });

/** Another member as the wallet may show them: name and avatar, nothing more (issue 10 tenant isolation). */
export const recipientView = (user: Pick<UserRow, 'firstname' | 'lastname'>): GiftRecipient => ({
  name: displayName(user),
  avatar: null,
});

export const walletMerchantView = (m: MerchantDbRow) => ({
  _id: m.id,
  name: m.name,
  logo: m.logo,
  color: m.color,
  subdomain: m.subdomain,
});

export const loyaltyUnitView = (m: MerchantDbRow): LoyaltyUnit => m.loyaltyUnit;

export function entryView(
  row: {
    entry: EntryRow;
    voidId: string | null;
    counterpart: { firstname: string | null; lastname: string | null; phone: string | null } | null;
  },
  now: Date,
): WalletEntry {
  const { entry, counterpart } = row;
  const cents = centsOfNumeric(entry.amount);
  const sent = entry.kind === 'gift_sent';
  return {
    _id: entry.id,
    asset: entry.asset,
    kind: entry.kind,
    amount: fromCents(Math.abs(cents)),
    sign: cents < 0 ? '-' : '+',
    isVoid: row.voidId !== null,
    createdAt: entry.createdAt.toISOString(),
    availableDate: entry.availableAt.toISOString(),
    isAvailable: cents < 0 || entry.availableAt <= now,
    counterpart:
      counterpart && counterpart.phone !== null && (sent || entry.kind === 'gift_received')
        ? { name: displayName(counterpart), phone: sent ? counterpart.phone : maskedPhone(counterpart.phone) }
        : null,
    reference: entry.reference,
    posAmount: entry.posAmount === null ? null : fromCents(centsOfNumeric(entry.posAmount)),
  };
}
