/**
 * Stamping a member's card (seed 001 §4 Stamp): one stamp fills the next step of the member's open card of the
 * program, creating the card on the first stamp; the stamp that fills the last step closes the card (filled_at), so
 * the next stamp starts a new one. Parallel stamps of one member queue on the card row (FOR UPDATE), so every stamp
 * takes its own step and `collected` equals the number of stamp rows.
 */
import { sql } from 'drizzle-orm';
import { isCardFilled } from '../../../shared/rules/stamps';
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

interface OpenCardValues {
  id: string;
  tenantId: string;
  merchantId: string;
  programId: string;
  userId: string;
  total: number;
  expiresAt: string | null;
  createdAt: string;
}

/**
 * The member's open card of the program, created on the first stamp, locked and answered as it stands: a no-op
 * update of the open card locks the row as `select … for update` would. Built once (issue 14).
 */
const openCardStatement = new StatementOnce<OpenCardValues, { id: string; total: number; collected: number }>(
  'stamp_open_card',
  () => {
    const value = (name: keyof OpenCardValues) => sql.placeholder(name);
    return sql`
      insert into ${stampCards} (id, tenant_id, merchant_id, program_id, user_id, total, expires_at, created_at)
      values (${value('id')}, ${value('tenantId')}, ${value('merchantId')}, ${value('programId')}, ${value('userId')},
        ${value('total')}::integer, ${value('expiresAt')}::timestamptz, ${value('createdAt')}::timestamptz)
      on conflict (program_id, user_id) where filled_at is null do update set collected = ${stampCards.collected}
      returning id, total, collected`;
  },
);

interface StampValues {
  id: string;
  tenantId: string;
  cardId: string;
  programId: string;
  userId: string;
  level: number;
  hasGift: boolean;
  source: string;
  actor: string;
  at: string;
}

/**
 * The stamp inserted and its card moved on in one data-modifying CTE, which moves nothing when the stamp's source is
 * taken; the stamp that fills the card closes it. One statement for each (issue 14: built once).
 */
function stampStatement(closes: boolean) {
  const value = (name: keyof StampValues) => sql.placeholder(name);
  return new StatementOnce<StampValues, { id: string }>(
    closes ? 'stamp_add_filling' : 'stamp_add',
    () => sql`
    with stamped as (
      insert into ${stamps} (id, tenant_id, card_id, program_id, user_id, level, has_gift, source, actor, created_at)
      values (${value('id')}, ${value('tenantId')}, ${value('cardId')}, ${value('programId')}, ${value('userId')},
        ${value('level')}::integer, ${value('hasGift')}::boolean, ${value('source')}, ${value('actor')},
        ${value('at')}::timestamptz)
      on conflict do nothing
      returning id
    )
    update ${stampCards} set collected = ${stampCards.collected} + 1${closes ? sql`, filled_at = ${value('at')}::timestamptz` : sql``}
    from stamped
    where ${stampCards.id} = ${value('cardId')}
    returning ${stampCards.id}`,
  );
}

const stampStatements = { filling: stampStatement(true), 'filled-later': stampStatement(false) };

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
  const [card] = await openCardStatement.rows(tx, {
    id: newId(),
    tenantId: input.tenantId,
    merchantId: program.merchantId,
    programId: program.id,
    userId: input.userId,
    total,
    expiresAt: program.expiresAt?.toISOString() ?? null,
    createdAt: input.at.toISOString(),
  });
  const level = card.collected + 1;
  const hasGift = program.rule.challenges.find((c) => c.level === level)?.hasGift ?? level === card.total;
  const filled = isCardFilled(level, card.total);
  const moved = await stampStatements[filled ? 'filling' : 'filled-later'].rows(tx, {
    id: newId(),
    tenantId: input.tenantId,
    cardId: card.id,
    programId: program.id,
    userId: input.userId,
    level,
    hasGift,
    source: input.source,
    actor: input.actor,
    at: input.at.toISOString(),
  });
  if (moved.length === 0) return null;
  return { cardId: card.id, level, total: card.total, hasGift, filled };
}
