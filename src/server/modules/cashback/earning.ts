/**
 * Cashback on a paid purchase (seed 001 §2 screen 13, §3 Cashback history; issue 13): a cashback program of the
 * merchant pays its rule's share of the purchase as store credit, through the ledger (kind `cashback`), once per
 * program, member and purchase (the award row's unique key; the ledger entry carries the same idempotency key).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cashbackAwards, type ProgramRule } from '../../db/schema';
import { PostIfWritten } from '../../ledger/ledger';
import { newId } from '../../lib/ids';
import { fromCents } from '../../../shared/rules/money';
import { cashbackCents } from '../../../shared/rules/cashback';

export type DiscountRule = Extract<ProgramRule, { kind: 'cashback' | 'discount' | 'package' }>;

export interface CashbackProgram {
  id: string;
  merchantId: string;
  rule: DiscountRule;
}

export interface CashbackInput {
  tenantId: string;
  userId: string;
  program: CashbackProgram;
  totalCents: number;
  source: string;
  actor: string;
  at: Date;
}

interface AwardValues {
  id: string;
  tenantId: string;
  merchantId: string;
  programId: string;
  userId: string;
  posAmount: string;
  cashbackAmount: string;
  ledgerEntryId: string;
  source: string;
  createdAt: string;
}

/**
 * The award's insert and the store credit it pays in one statement (issue 14: one statement, not two): the ledger
 * credits only when the award row was written, so a second call for the same purchase finds the award's key taken
 * and pays nothing.
 */
const creditWithAward = new PostIfWritten<AwardValues>(
  'cashback_award',
  (value) => sql`
    insert into ${cashbackAwards} (id, tenant_id, merchant_id, program_id, user_id, pos_amount, cashback_amount,
      ledger_entry_id, source, created_at)
    values (${value('id')}, ${value('tenantId')}, ${value('merchantId')}, ${value('programId')}, ${value('userId')},
      ${value('posAmount')}::numeric, ${value('cashbackAmount')}::numeric, ${value('ledgerEntryId')}, ${value('source')},
      ${value('createdAt')}::timestamptz)
    on conflict do nothing
    returning id`,
);

/** Credits the cashback a purchase earns; answers the cents credited, or null when none (or already paid). */
export async function payCashback(tx: Tx, input: CashbackInput): Promise<number | null> {
  const { program } = input;
  if (program.rule.kind !== 'cashback') return null;
  const cents = cashbackCents(program.rule, input.totalCents);
  if (cents <= 0) return null;
  const ledgerEntryId = newId();
  const credited = await creditWithAward.run(
    tx,
    {
      id: ledgerEntryId,
      tenantId: input.tenantId,
      userId: input.userId,
      merchantId: program.merchantId,
      asset: 'credit',
      kind: 'cashback',
      amountCents: cents,
      actor: input.actor,
      at: input.at,
      reference: program.id,
      posAmountCents: input.totalCents,
      idempotencyKey: `cashback:${program.id}:${input.source}`,
    },
    {
      id: newId(),
      tenantId: input.tenantId,
      merchantId: program.merchantId,
      programId: program.id,
      userId: input.userId,
      posAmount: fromCents(input.totalCents),
      cashbackAmount: fromCents(cents),
      ledgerEntryId,
      source: input.source,
      createdAt: input.at.toISOString(),
    },
  );
  return credited ? cents : null;
}
