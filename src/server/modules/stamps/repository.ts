import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { programs, stampCards, stamps } from '../../db/schema';
import { ofTenant, ownedBy } from '../../db/scopes';

export type StampCardRow = typeof stampCards.$inferSelect;
export type StampRow = typeof stamps.$inferSelect;
export interface CardWithStamps {
  card: StampCardRow;
  program: { name: string; image: string | null };
  stamps: StampRow[];
}

type Member = { tenantId: string; userId: string };

/** A member's cards (of one program, one merchant or one card id), open first, then newest first, with stamps. */
export async function cardsOf(
  db: DbOrTx,
  member: Member,
  filter: { programId?: string; merchantId?: string; cardId?: string },
): Promise<CardWithStamps[]> {
  const rows = await db
    .select({ card: stampCards, program: { name: programs.name, image: programs.image } })
    .from(stampCards)
    .innerJoin(programs, eq(programs.id, stampCards.programId))
    .where(
      ownedBy(
        stampCards,
        member,
        filter.programId ? eq(stampCards.programId, filter.programId) : undefined,
        filter.merchantId ? eq(stampCards.merchantId, filter.merchantId) : undefined,
        filter.cardId ? eq(stampCards.id, filter.cardId) : undefined,
        eq(programs.isActive, true),
      ),
    )
    .orderBy(sql`${stampCards.filledAt} is not null`, desc(stampCards.createdAt), asc(stampCards.id));
  if (rows.length === 0) return [];
  const collected = await db
    .select()
    .from(stamps)
    .where(
      and(
        eq(stamps.tenantId, member.tenantId),
        inArray(
          stamps.cardId,
          rows.map((r) => r.card.id),
        ),
      ),
    )
    .orderBy(asc(stamps.level));
  return rows.map((row) => ({ ...row, stamps: collected.filter((s) => s.cardId === row.card.id) }));
}

/** Marks a gift stamp used (only once, only a gift step of a card of this register's merchant); null otherwise. */
export async function useGift(db: DbOrTx, tenantId: string, merchantId: string, stampId: string, at: Date) {
  const [row] = await db
    .update(stamps)
    .set({ giftUsedAt: at })
    .where(
      and(
        ofTenant(stamps, tenantId, eq(stamps.id, stampId), eq(stamps.hasGift, true)),
        sql`${stamps.giftUsedAt} is null`,
        sql`${stamps.cardId} in (select ${stampCards.id} from ${stampCards} where ${stampCards.merchantId} = ${merchantId})`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The stamp, whatever its state, when it belongs to this tenant and merchant (to tell 409 from 404). */
export async function stampOfMerchant(db: DbOrTx, tenantId: string, merchantId: string, stampId: string) {
  const [row] = await db
    .select({ stamp: stamps })
    .from(stamps)
    .innerJoin(stampCards, eq(stampCards.id, stamps.cardId))
    .where(ofTenant(stamps, tenantId, eq(stamps.id, stampId), eq(stampCards.merchantId, merchantId)));
  return row?.stamp ?? null;
}
