import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { programs } from './programs';
import { users } from './users';
import { cascadingRef, createdAtColumn, entityColumns } from './columns';

/**
 * A member's stamp card of a stamp program (seed 001 §2 screen 12, §3 Stamp program): `collected` of `total` steps.
 * A member has at most one open card per program (filled_at null); the stamp that fills it sets filled_at, and the
 * next stamp starts a new card, so full cards stay listed under 'Filled stamps'. `collected` only moves in the
 * transaction that inserts the stamp row, with the card row locked (src/server/modules/stamps/stamping.ts).
 */
export const stampCards = pgTable(
  'stamp_cards',
  {
    ...entityColumns(),
    merchantId: cascadingRef('merchant_id', () => merchants.id),
    programId: cascadingRef('program_id', () => programs.id),
    userId: cascadingRef('user_id', () => users.id),
    total: integer('total').notNull(),
    collected: integer('collected').notNull().default(0),
    /** The program's end when the card was started; null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('stamp_cards_open_uq')
      .on(t.programId, t.userId)
      .where(sql`${t.filledAt} is null`),
    index('stamp_cards_member_idx').on(t.tenantId, t.userId, t.merchantId),
    check('stamp_cards_collected_in_range', sql`${t.collected} >= 0 and ${t.collected} <= ${t.total}`),
  ],
);

/**
 * One collected stamp (seed 001 §3 stamps: challengeLevel, isUsed, createdAt). `level` is the 1-based step it
 * filled; a step with a gift can be used once at the counter (`gift_used_at`). `source` names what earned it
 * (receipt:<id>, order:<id>, register:<id>:<key>): unique per program and member, so one purchase stamps once.
 */
export const stamps = pgTable(
  'stamps',
  {
    ...entityColumns(),
    cardId: cascadingRef('card_id', () => stampCards.id),
    programId: cascadingRef('program_id', () => programs.id),
    userId: cascadingRef('user_id', () => users.id),
    level: integer('level').notNull(),
    hasGift: boolean('has_gift').notNull().default(false),
    giftUsedAt: timestamp('gift_used_at', { withTimezone: true }),
    source: text('source').notNull(),
    /** Who stamped: member:<id> (a claim), register:<id>, seed, dev. */
    actor: text('actor').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('stamps_card_level_uq').on(t.cardId, t.level),
    uniqueIndex('stamps_source_uq').on(t.programId, t.userId, t.source),
  ],
);
