/**
 * Stamping a member's card (seed 001 §4 Stamp): one stamp fills the next step of the member's open card of the
 * program, creating the card on the first stamp; the stamp that fills the last step closes the card (filled_at), so
 * the next stamp starts a new one. Parallel stamps of one member queue on the card row (FOR UPDATE), so every stamp
 * takes its own step and `collected` equals the number of stamp rows.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import { isCardFilled } from '../../../shared/rules/stamps';
import type { Tx } from '../../db/client';
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

/**
 * Adds one stamp; null when this source already stamped this member's card of the program. Two statements (issue
 * 14): the open card taken and locked in one upsert (created on the first stamp; the partial unique index keeps one
 * open card, so a parallel first stamp waits on it, then takes the other's card), then the stamp inserted and the
 * card moved on in one data-modifying CTE, which moves nothing when the stamp's source is taken.
 */
export async function addStamp(tx: Tx, input: StampInput): Promise<StampOutcome | null> {
  const { program } = input;
  const total = program.rule.challenges.length;
  if (total === 0) return null;
  const [card] = await tx
    .insert(stampCards)
    .values({
      id: newId(),
      tenantId: input.tenantId,
      merchantId: program.merchantId,
      programId: program.id,
      userId: input.userId,
      total,
      expiresAt: program.expiresAt,
      createdAt: input.at,
    })
    // A no-op update of the open card: it locks the row as `select … for update` did and answers it as it stands.
    .onConflictDoUpdate({
      target: [stampCards.programId, stampCards.userId],
      targetWhere: isNull(stampCards.filledAt),
      set: { collected: sql`${stampCards.collected}` },
    })
    .returning();
  const level = card.collected + 1;
  const hasGift = program.rule.challenges.find((c) => c.level === level)?.hasGift ?? level === card.total;
  const filled = isCardFilled(level, card.total);
  const stamped = tx.$with('stamped').as(
    tx
      .insert(stamps)
      .values({
        id: newId(),
        tenantId: input.tenantId,
        cardId: card.id,
        programId: program.id,
        userId: input.userId,
        level,
        hasGift,
        source: input.source,
        actor: input.actor,
        createdAt: input.at,
      })
      .onConflictDoNothing()
      .returning({ id: stamps.id }),
  );
  const moved = await tx
    .with(stamped)
    .update(stampCards)
    .set({ collected: sql`${stampCards.collected} + 1`, ...(filled && { filledAt: input.at }) })
    .from(stamped)
    .where(eq(stampCards.id, card.id))
    .returning({ id: stampCards.id });
  if (moved.length === 0) return null;
  return { cardId: card.id, level, total: card.total, hasGift, filled };
}
