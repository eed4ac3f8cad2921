/** Development fixtures of the wallet (not in production; docs/api.md): balances through the ledger. */
import { normalizePhone } from '../../../shared/auth/identity';
import type { WalletAsset } from '../../../shared/api/money';
import { fromCents, toCents } from '../../../shared/rules/money';
import type { ServerContext } from '../../context';
import { balancesOf, post } from '../../ledger/ledger';
import { badRequest, notFound } from '../../lib/app-error';
import * as repo from './repository';

/**
 * Brings a member's points (the active ones) or store credit at a merchant to `balance` with one adjustment entry,
 * so the ledger still sums to the balance. No entry when it is already there.
 */
export async function setBalance(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  input: { tenantId: string; phone: string; merchantId: string; asset: WalletAsset; balance: string },
) {
  const phone = normalizePhone(input.phone);
  if (!phone) throw badRequest('phone must be a phone number with its dial code', 'phone');
  const target = toCents(input.balance);
  if (target === null) throw badRequest('balance must be a decimal amount with at most 2 decimals', 'balance');
  const user = await repo.memberByPhone(ctx.db, input.tenantId, phone);
  if (!user) throw notFound('Member with this phone');
  const now = ctx.clock();
  const member = { tenantId: input.tenantId, userId: user.id, merchantId: input.merchantId };
  return ctx.db.transaction(async (tx) => {
    const balances = await balancesOf(tx, member, now);
    if (!balances) throw notFound('Membership at this merchant');
    const current = input.asset === 'points' ? balances.activePointCents : balances.creditCents;
    if (current === target) return { balance: fromCents(target), entryId: null };
    const { entryId } = await post(tx, {
      ...member,
      asset: input.asset,
      kind: 'adjustment',
      amountCents: target - current,
      actor: 'dev',
      at: now,
      overdraft: 'allow',
    });
    return { balance: fromCents(target), entryId };
  });
}
