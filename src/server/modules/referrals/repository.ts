import { aliasedTable, and, count, desc, eq, exists, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, memberships, merchants, programs, referralRewards, users } from '../../db/schema';
import { withTotal } from '../../db/paging';
import { ofTenant } from '../../db/scopes';
import { programLiveAt } from '../program-cards/repository';
import type { ReferralHistoryTab } from '../../../shared/api/referrals';

type Member = { tenantId: string; userId: string };
type Page = { offset: number; limit: number };

const merchantColumns = { _id: merchants.id, name: merchants.name, logo: merchants.logo, color: merchants.color };
const personColumns = { firstname: users.firstname, lastname: users.lastname, phone: users.phone };

/** The live referral programs of a merchant with what the member received from each. */
export async function programsWithStanding(db: DbOrTx, member: Member, merchantId: string, now: Date) {
  const mine = and(eq(referralRewards.programId, programs.id), eq(referralRewards.referrerId, member.userId));
  return db
    .select({
      program: programs,
      gifted: sql<string>`(select coalesce(sum(${referralRewards.amount}), 0)::text from ${referralRewards} where ${mine})`,
      rewarded: sql<number>`(select count(*)::int from ${referralRewards} where ${mine} and ${referralRewards.amount} > 0)`,
    })
    .from(programs)
    .where(
      ofTenant(
        programs,
        member.tenantId,
        eq(programs.merchantId, merchantId),
        eq(programs.type, 'referral'),
        eq(programs.isActive, true),
        programLiveAt(now),
      ),
    )
    .orderBy(programs.sortOrder, programs.id);
}

/** Friends who joined through the member's referrals: every join, or those that gave points or store credit. */
export async function history(
  db: DbOrTx,
  member: Member,
  query: Page & { tab: ReferralHistoryTab; merchantId?: string },
) {
  const where = ofTenant(
    referralRewards,
    member.tenantId,
    eq(referralRewards.referrerId, member.userId),
    query.merchantId ? eq(referralRewards.merchantId, query.merchantId) : undefined,
    query.tab === 'point' ? and(eq(referralRewards.giftType, 'point'), gt(referralRewards.amount, '0')) : undefined,
    query.tab === 'credit'
      ? and(eq(referralRewards.giftType, 'storeValue'), gt(referralRewards.amount, '0'))
      : undefined,
  );
  return withTotal(
    db
      .select({ reward: referralRewards, friend: personColumns, merchant: merchantColumns })
      .from(referralRewards)
      .innerJoin(users, eq(users.id, referralRewards.friendId))
      .innerJoin(merchants, eq(merchants.id, referralRewards.merchantId))
      .where(where)
      .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(referralRewards).where(where),
  );
}

/** Everyone who signed up with the member's code, and whether they joined `merchantId`. */
export async function invitedFriends(db: DbOrTx, member: Member, merchantId: string, page: Page) {
  const where = ofTenant(users, member.tenantId, eq(users.referredBy, member.userId));
  const joined = exists(
    db
      .select({ one: sql`1` })
      .from(memberships)
      .where(and(eq(memberships.userId, users.id), eq(memberships.merchantId, merchantId))),
  );
  return withTotal(
    db
      .select({ id: users.id, ...personColumns, createdAt: users.createdAt, joined: sql<boolean>`${joined}` })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  );
}

const recipients = aliasedTable(users, 'recipient');

/** Points and store credit the member gifted (their gift_sent entries), newest first. */
export async function giftsSent(db: DbOrTx, member: Member, query: Page & { merchantId?: string }) {
  const where = ofTenant(
    ledgerEntries,
    member.tenantId,
    eq(ledgerEntries.userId, member.userId),
    eq(ledgerEntries.kind, 'gift_sent'),
    query.merchantId ? eq(ledgerEntries.merchantId, query.merchantId) : undefined,
  );
  return withTotal(
    db
      .select({
        entry: ledgerEntries,
        merchant: merchantColumns,
        to: { firstname: recipients.firstname, lastname: recipients.lastname, phone: recipients.phone },
      })
      .from(ledgerEntries)
      .innerJoin(merchants, eq(merchants.id, ledgerEntries.merchantId))
      .leftJoin(recipients, eq(recipients.id, ledgerEntries.counterpartUserId))
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(ledgerEntries).where(where),
  );
}
