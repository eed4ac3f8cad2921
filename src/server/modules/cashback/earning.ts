/**
 * Cashback on a paid purchase (seed 001 §2 screen 13, §3 Cashback history; issue 13): a cashback program of the
 * merchant pays its rule's share of the purchase as store credit, through the ledger (kind `cashback`), once per
 * program, member and purchase (the award row's unique key; the ledger entry carries the same idempotency key).
 */
import type { Tx } from '../../db/client';
import { cashbackAwards, type ProgramRule } from '../../db/schema';
import { post } from '../../ledger/ledger';
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

/** Credits the cashback a purchase earns; answers the cents credited, or null when none (or already paid). */
export async function payCashback(tx: Tx, input: CashbackInput): Promise<number | null> {
  const { program } = input;
  if (program.rule.kind !== 'cashback') return null;
  const cents = cashbackCents(program.rule, input.totalCents);
  if (cents <= 0) return null;
  const ledgerEntryId = newId();
  // The award row first: a second call for the same purchase finds its key taken and pays nothing.
  const awarded = await tx
    .insert(cashbackAwards)
    .values({
      id: newId(),
      tenantId: input.tenantId,
      merchantId: program.merchantId,
      programId: program.id,
      userId: input.userId,
      posAmount: fromCents(input.totalCents),
      cashbackAmount: fromCents(cents),
      ledgerEntryId,
      source: input.source,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: cashbackAwards.id });
  if (awarded.length === 0) return null;
  await post(tx, {
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
  });
  return cents;
}
