/**
 * The reward for a friend's join (seed 001 §3 Referral, §6; issue 13). When a member who signed up with a referral
 * code joins a merchant, each live referral program of that merchant records the join once and pays the referrer
 * `giftAmount`, cut by `giftAmountLimit` and `referralCountMax` (referralRewardCents), while the merchant has tickets:
 * a ticket is taken by a conditional UPDATE (tickets_left > 0), never below zero. The program row is locked first,
 * so parallel joins of one program run their cap checks one after another and never pay past a cap.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import { programs, referralRewards, users, type ProgramRule } from '../../db/schema';
import { centsOfNumeric } from '../../db/sql-values';
import { lockMembers, post } from '../../ledger/ledger';
import { newId } from '../../lib/ids';
import { fromCents, centsOfNumber } from '../../../shared/rules/money';
import { referralRewardCents } from '../../../shared/rules/referrals';
import { programLiveAt } from '../program-cards/repository';
import { announce, type News } from '../paid-purchases/news';

type ReferralRule = Extract<ProgramRule, { kind: 'referral' }>;

export interface FriendJoined {
  tenantId: string;
  friendId: string;
  merchantId: string;
  at: Date;
}

/** What the referrer has had from one program so far. */
async function standingOf(tx: Tx, programId: string, referrerId: string) {
  const [row] = await tx
    .select({ gifted: sql<string>`coalesce(sum(${referralRewards.amount}), 0)::text`, rewarded: count() })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.programId, programId),
        eq(referralRewards.referrerId, referrerId),
        gt(referralRewards.amount, '0'),
      ),
    );
  return { giftedCents: centsOfNumeric(row?.gifted), rewardedCount: row?.rewarded ?? 0 };
}

/** Records the join for every referral program of the merchant and pays what the caps allow; answers the news. */
export async function rewardJoinInTx(tx: Tx, join: FriendJoined): Promise<News[]> {
  const [friend] = await tx
    .select({ referredBy: users.referredBy, firstname: users.firstname })
    .from(users)
    .where(and(eq(users.tenantId, join.tenantId), eq(users.id, join.friendId)));
  const referrerId = friend?.referredBy;
  if (!referrerId || referrerId === join.friendId) return [];
  const live = await tx
    .select()
    .from(programs)
    .where(
      and(
        eq(programs.tenantId, join.tenantId),
        eq(programs.merchantId, join.merchantId),
        eq(programs.type, 'referral'),
        eq(programs.isActive, true),
        programLiveAt(join.at),
      ),
    )
    .orderBy(programs.id)
    .for('update');
  const news: News[] = [];
  for (const program of live) {
    if (program.rule.kind !== 'referral') continue;
    const rule: ReferralRule = program.rule;
    const [seen] = await tx
      .select({ id: referralRewards.id })
      .from(referralRewards)
      .where(and(eq(referralRewards.programId, program.id), eq(referralRewards.friendId, join.friendId)));
    if (seen) continue;
    const standing = await standingOf(tx, program.id, referrerId);
    const referrerJoined = (await lockMembers(tx, join, [referrerId])).size > 0;
    const payable = rule.giftType !== 'voucher' && referrerJoined;
    let cents = payable
      ? referralRewardCents(
          {
            giftAmountCents: centsOfNumber(rule.giftAmount),
            giftAmountLimitCents: centsOfNumber(rule.giftAmountLimit),
            referralCountMax: rule.referralCountMax ?? 0,
          },
          { ...standing, ticketsLeft: program.ticketsLeft ?? 0 },
        )
      : 0;
    if (cents > 0) {
      const ticket = await tx
        .update(programs)
        .set({ ticketsLeft: sql`${programs.ticketsLeft} - 1` })
        .where(and(eq(programs.id, program.id), gt(programs.ticketsLeft, 0)))
        .returning({ left: programs.ticketsLeft });
      if (ticket.length === 0) cents = 0;
    }
    const ledgerEntryId = cents > 0 ? newId() : null;
    await tx.insert(referralRewards).values({
      id: newId(),
      tenantId: join.tenantId,
      merchantId: join.merchantId,
      programId: program.id,
      referrerId,
      friendId: join.friendId,
      giftType: rule.giftType,
      amount: fromCents(cents),
      ledgerEntryId,
      createdAt: join.at,
    });
    if (ledgerEntryId) {
      await post(tx, {
        id: ledgerEntryId,
        tenantId: join.tenantId,
        userId: referrerId,
        merchantId: join.merchantId,
        asset: rule.giftType === 'point' ? 'points' : 'credit',
        kind: 'referral_reward',
        amountCents: cents,
        actor: 'system',
        at: join.at,
        reference: program.id,
        counterpartUserId: join.friendId,
        idempotencyKey: `referral:${program.id}:${join.friendId}`,
      });
    }
    const unit = rule.giftType === 'point' ? 'points' : 'store credit';
    news.push({
      tenantId: join.tenantId,
      userId: referrerId,
      notification: {
        type: 'referralAccepted',
        title: `${friend?.firstname || 'A friend'} joined with your referral`,
        description: cents > 0 ? `You received ${fromCents(cents)} ${unit}.` : '',
        merchantId: join.merchantId,
        ref: program.id,
        value: fromCents(cents),
      },
    });
  }
  return news;
}

/** After a join committed: the referral rewards in a transaction of their own, then the referrer is told. */
export async function rewardFriendJoin(ctx: Pick<ServerContext, 'db' | 'clock' | 'realtime'>, join: FriendJoined) {
  const news = await ctx.db.transaction((tx) => rewardJoinInTx(tx, join));
  await announce(ctx, news);
}
