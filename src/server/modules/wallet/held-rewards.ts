/**
 * The member's rewards at a merchant for the rewards area's My Voucher, Stamp and Packages tabs (seed 001 §2
 * screen 6): the vouchers and stamp cards they hold, and the package programs open to them (every member, or their
 * tier).
 */
import type { WalletReward, WalletRewardKind } from '../../../shared/api/wallet';
import { fromCents } from '../../../shared/rules/money';
import type { ServerContext } from '../../context';
import { centsOfNumeric } from '../../db/sql-values';
import type { programs, stampCards } from '../../db/schema';
import * as repo from './repository';
import { reachedTier } from './service';

type ProgramRow = typeof programs.$inferSelect;
type StampCardRow = typeof stampCards.$inferSelect;
type Page = { data: WalletReward[]; total: number; offset: number; limit: number };

const isPast = (at: Date | null, now: Date) => at !== null && at <= now;

/** A card of the member: the program's steps, and how many of them this card has collected. */
function stampCardReward(card: StampCardRow, program: ProgramRow, now: Date): WalletReward {
  return {
    _id: card.id,
    kind: 'stamp',
    voucherId: null,
    programId: program.id,
    stamps: { collected: card.collected, total: card.total, isFilled: card.filledAt !== null },
    name: program.name,
    description: program.description,
    image: program.image,
    value: null,
    expiresAt: card.expiresAt?.toISOString() ?? null,
    isExpired: isPast(card.expiresAt, now),
    steps:
      program.rule.kind === 'stamp'
        ? program.rule.challenges.map(({ level, description, hasGift }) => ({ level, description, hasGift }))
        : [],
  };
}

function packageReward(program: ProgramRow, now: Date): WalletReward {
  return {
    _id: program.id,
    kind: 'package',
    voucherId: null,
    programId: null,
    stamps: null,
    name: program.name,
    description: program.description,
    image: program.image,
    value: null,
    expiresAt: program.expiresAt?.toISOString() ?? null,
    isExpired: isPast(program.expiresAt, now),
    steps: [],
  };
}

export async function heldRewards(
  ctx: Pick<ServerContext, 'db' | 'clock'>,
  query: repo.Member & { merchantId: string; kind: WalletRewardKind; offset: number; limit: number },
): Promise<Page> {
  const now = ctx.clock();
  const { kind, merchantId, offset, limit } = query;
  const member = { tenantId: query.tenantId, userId: query.userId };
  const page = { offset, limit };
  if (kind === 'voucher') {
    const { rows, total } = await repo.heldVouchers(ctx.db, member, merchantId, page);
    const data = rows.map(({ held, voucher }) => ({
      _id: held.id,
      kind,
      voucherId: voucher.id,
      programId: null,
      stamps: null,
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
  if (kind === 'stamp') {
    const { rows, total } = await repo.heldStampCards(ctx.db, member, merchantId, page);
    return { data: rows.map(({ card, program }) => stampCardReward(card, program, now)), total, offset, limit };
  }
  const { tierId } = await reachedTier(ctx.db, member, merchantId);
  const { rows, total } = await repo.heldPackages(ctx.db, member, merchantId, tierId, now, page);
  return { data: rows.map((program) => packageReward(program, now)), total, offset, limit };
}
