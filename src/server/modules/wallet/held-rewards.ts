/**
 * The member's rewards at a merchant for the rewards area's My Voucher, Stamp and Packages tabs (seed 001 §2
 * screen 6): the vouchers they hold, and the stamp and package programs open to them (every member, or their tier).
 */
import type { WalletReward, WalletRewardKind } from '../../../shared/api/wallet';
import { fromCents } from '../../../shared/rules/money';
import type { ServerContext } from '../../context';
import { centsOfNumeric } from '../../db/sql-values';
import type { programs } from '../../db/schema';
import * as repo from './repository';
import { reachedTier } from './service';

type ProgramRow = typeof programs.$inferSelect;

const isPast = (at: Date | null, now: Date) => at !== null && at <= now;

function programReward(program: ProgramRow, kind: 'stamp' | 'package', now: Date): WalletReward {
  return {
    _id: program.id,
    kind,
    voucherId: null,
    name: program.name,
    description: program.description,
    image: program.image,
    value: null,
    expiresAt: program.expiresAt?.toISOString() ?? null,
    isExpired: isPast(program.expiresAt, now),
    steps:
      program.rule.kind === 'stamp'
        ? program.rule.challenges.map(({ level, description, hasGift }) => ({ level, description, hasGift }))
        : [],
  };
}

export async function heldRewards(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  query: repo.Member & { merchantId: string; kind: WalletRewardKind; offset: number; limit: number },
): Promise<{ data: WalletReward[]; total: number; offset: number; limit: number }> {
  const now = ctx.clock();
  const { kind, merchantId, offset, limit } = query;
  const member = { tenantId: query.tenantId, userId: query.userId };
  if (kind === 'voucher') {
    const { rows, total } = await repo.heldVouchers(ctx.db, member, merchantId, { offset, limit });
    const data = rows.map(({ held, voucher }) => ({
      _id: held.id,
      kind,
      voucherId: voucher.id,
      name: voucher.name,
      description: voucher.description,
      image: voucher.image,
      value: fromCents(centsOfNumeric(held.balance)),
      expiresAt: held.expiresAt?.toISOString() ?? null,
      isExpired: isPast(held.expiresAt, now),
      steps: [],
    }));
    return { data, total, offset, limit };
  }
  const { tierId } = await reachedTier(ctx.db, member, merchantId);
  const { rows, total } = await repo.heldPrograms(ctx.db, member, merchantId, kind, tierId, now, { offset, limit });
  return { data: rows.map((program) => programReward(program, kind, now)), total, offset, limit };
}
