/**
 * Stamping a member's card (seed 001 §4 Stamp): one stamp fills the next step of the member's open card of the
 * program, creating the card on the first stamp; the stamp that fills the last step closes the card (filled_at), so
 * the next stamp starts a new one. Parallel stamps of one member queue on the card row (the upsert that moves it
 * locks it), so every stamp takes its own step and `collected` equals the number of stamp rows.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { StatementOnce } from '../../db/statement-once';
import { stampCards, stamps, type ProgramRule } from '../../db/schema';
import { newId } from '../../lib/ids';

export type StampRule = Extract<ProgramRule, { kind: 'stamp' }>;

export interface StampProgram {
  id: string;
  merchantId: string;
  expiresAt: Date | null;
  rule: StampRule;
}

export interface StampInput {
  tenantId: string;
  userId: string;
  program: StampProgram;
  /** What earned it (receipt:<id>, order:<id>, register:<id>:<key>): the same source stamps a program once. */
  source: string;
  actor: string;
  at: Date;
}

export interface StampOutcome {
  cardId: string;
  level: number;
  total: number;
  hasGift: boolean;
  filled: boolean;
}

interface StampValues {
  /** The id of the card this stamp opens, if it opens one. */
  newCardId: string;
  stampId: string;
  tenantId: string;
  merchantId: string;
  programId: string;
  userId: string;
  /** Steps of a card the stamp opens: the program's challenges. */
  total: number;
  /** See `giftAtLevel`. */
  giftAtLevel: (boolean | null)[];
  expiresAt: string | null;
  source: string;
  actor: string;
  at: string;
}

/**
 * Whether each level of the rule has a gift: element `level - 1` is the rule's challenge at that level's `hasGift`,
 * null where the rule has no challenge at that level (then the card's last step has the gift). The statement reads it
 * as a 1-based SQL array.
 */
function giftAtLevel(rule: StampRule): (boolean | null)[] {
  const gifts: (boolean | null)[] = [];
  // The first challenge at a level counts, as a lookup by level finds it.
  for (const { level, hasGift } of rule.challenges) if (level >= 1) gifts[level - 1] ??= hasGift;
  return Array.from(gifts, (gift) => gift ?? null);
}

/**
 * A stamp in one statement (issue 14: a statement and a round trip are the cost on PGlite and PostgreSQL). The card
 * moves in the upsert itself, because one statement cannot update a row twice (a later UPDATE of a row its own
 * upsert wrote is skipped): a first stamp inserts the card with its step collected; later ones meet the open card
 * (the partial unique index on open cards) and move it on, closing it when the step is its last. The upsert locks
 * the card, so parallel stamps of one member queue on it and each takes its own step; one waiting on a card that a
 * parallel stamp has just closed finds no open card any more, and opens the next. The stamp row is inserted from the
 * upsert's RETURNING, at the level the card reached.
 *
 * A source that already stamped this program for this member proposes no card row, so nothing moves. The check
 * sees the rows committed when the statement starts: the same source stamping twice at once is kept out before
 * (a purchase row, an idempotency key, taken first), and if it ever were not, the stamps' unique key on the source
 * fails the statement: the card never moves without its stamp.
 *
 * A card inserted already filled (one step) would not meet the partial index at all, so it is inserted filled only
 * when no open card is there to take the stamp (one opened under an earlier, longer rule).
 */
const stampStatement = new StatementOnce<StampValues, StampOutcome>('stamp_add', () => {
  const value = (name: keyof StampValues) => sql.placeholder(name);
  const at = sql`${value('at')}::timestamptz`;
  const total = sql`${value('total')}::integer`;
  const ofMember = (table: typeof stamps | typeof stampCards) =>
    sql`${table.programId} = ${value('programId')} and ${table.userId} = ${value('userId')}`;
  return sql`
    with card as (
      insert into ${stampCards} (id, tenant_id, merchant_id, program_id, user_id, total, collected, expires_at,
        filled_at, created_at)
      select ${value('newCardId')}, ${value('tenantId')}, ${value('merchantId')}, ${value('programId')},
        ${value('userId')}, ${total}, 1, ${value('expiresAt')}::timestamptz,
        case when ${total} = 1
          and not exists (select from ${stampCards} where ${ofMember(stampCards)} and ${stampCards.filledAt} is null)
          then ${at} end,
        ${at}
      where not exists (select from ${stamps} where ${ofMember(stamps)} and ${stamps.source} = ${value('source')})
      on conflict (program_id, user_id) where filled_at is null do update
        set collected = ${stampCards.collected} + 1,
          filled_at = case when ${stampCards.collected} + 1 >= ${stampCards.total} then ${at} end
      returning id, total, collected, filled_at is not null as filled
    ), stamped as (
      insert into ${stamps} (id, tenant_id, card_id, program_id, user_id, level, has_gift, source, actor, created_at)
      select ${value('stampId')}, ${value('tenantId')}, card.id, ${value('programId')}, ${value('userId')},
        card.collected, coalesce((${value('giftAtLevel')}::boolean[])[card.collected], card.collected = card.total),
        ${value('source')}, ${value('actor')}, ${at}
      from card
      returning level, has_gift
    )
    select card.id as "cardId", card.total, stamped.level, stamped.has_gift as "hasGift", card.filled
    from card, stamped`;
});

/** Adds one stamp; null when this source already stamped this member's card of the program. One statement. */
export async function addStamp(tx: Tx, input: StampInput): Promise<StampOutcome | null> {
  const { program } = input;
  const total = program.rule.challenges.length;
  if (total === 0) return null;
  const [stamp] = await stampStatement.rows(tx, {
    newCardId: newId(),
    stampId: newId(),
    tenantId: input.tenantId,
    merchantId: program.merchantId,
    programId: program.id,
    userId: input.userId,
    total,
    giftAtLevel: giftAtLevel(program.rule),
    expiresAt: program.expiresAt?.toISOString() ?? null,
    source: input.source,
    actor: input.actor,
    at: input.at.toISOString(),
  });
  return stamp ?? null;
}
