/**
 * The wallet's demo data (issue 10): balances that have a history — opening balances, receipt claims, top-ups,
 * redeems (one of them voided), gifts between the demo member and a friend, points not yet available — all posted
 * through the ledger, so the demo's ledger sums to its balances like any member's; plus a register per merchant
 * and store credit on sale at the outlets of the merchants the demo member joined.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ResolvedTenant } from '../../../shared/tenant/resolve-tenant';
import { post, type EntryInput } from '../../ledger/ledger';
import { hashPassword } from '../../lib/password';
import type { Tx } from '../client';
import { memberships, merchants, outlets, registers, storeCreditProducts, users } from '../schema';
import { DEMO_FRIEND, DEMO_MEMBER } from './demo-content';

const DAY = 86_400_000;

/** What the demo member holds at one merchant once its history is posted. */
export interface DemoBalance {
  merchantId: string;
  /** Whole points, the cached total (active and not yet available). */
  points: number;
  creditCents: number;
}

/** Store credit on sale at every outlet: pay, receive (cents). */
const CREDIT_PRODUCTS = [
  { name: '$20 store credit', pay: 2000, receive: 2000 },
  { name: '$50 store credit', pay: 5000, receive: 5500 },
  { name: '$100 store credit', pay: 10000, receive: 11500 },
];

export async function seedWallet(tx: Tx, tenant: ResolvedTenant, epoch: number, balances: readonly DemoBalance[]) {
  const memberId = `${tenant.id}-demo-member`;
  const friendId = `${tenant.id}-demo-friend`;
  const own = tenant.id;
  await tx.insert(users).values({
    id: friendId,
    tenantId: tenant.id,
    role: 'registered',
    phone: DEMO_FRIEND.phone,
    passwordHash: await hashPassword(DEMO_MEMBER.password),
    isPhoneVerified: true,
    firstname: DEMO_FRIEND.firstname,
    lastname: DEMO_FRIEND.lastname,
    isTermChecked: true,
    referralCode: `FRND${tenant.id
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 4)
      .toUpperCase()}`,
    consent: { acceptNotification: true, acceptMarketing: false, frequency: 'weekly' },
    createdAt: new Date(epoch),
  });
  await tx.insert(memberships).values(
    [own, `${tenant.id}-m01`].map((merchantId) => ({
      tenantId: tenant.id,
      userId: friendId,
      merchantId,
      joinedAt: new Date(epoch + DAY),
      lastVisitedAt: new Date(epoch + 10 * DAY),
    })),
  );
  let n = 0;
  const entry = (
    userId: string,
    merchantId: string,
    day: number,
    fields: Pick<EntryInput, 'asset' | 'kind' | 'amountCents'> & Partial<EntryInput>,
  ) =>
    post(tx, {
      tenantId: tenant.id,
      userId,
      merchantId,
      actor: 'seed',
      at: new Date(epoch + day * DAY),
      id: `${tenant.id}-ledger-${String((n += 1)).padStart(4, '0')}`,
      ...fields,
    });
  // The friend's own balances come first: the gifts below move them.
  await entry(friendId, own, 2, { asset: 'points', kind: 'opening_balance', amountCents: 50000 });
  await entry(friendId, own, 2, { asset: 'credit', kind: 'opening_balance', amountCents: 2000 });
  await entry(friendId, `${tenant.id}-m01`, 3, { asset: 'points', kind: 'opening_balance', amountCents: 12000 });

  for (const balance of balances) {
    const at = balance.merchantId;
    const points = (cents: number, day: number, fields: Partial<EntryInput> & Pick<EntryInput, 'kind'>) =>
      cents === 0 ? null : entry(memberId, at, day, { asset: 'points', amountCents: cents, ...fields });
    const credit = (cents: number, day: number, fields: Partial<EntryInput> & Pick<EntryInput, 'kind'>) =>
      cents === 0 ? null : entry(memberId, at, day, { asset: 'credit', amountCents: cents, ...fields });
    if (at !== own) {
      await points(balance.points * 100, 4, { kind: 'opening_balance' });
      await credit(balance.creditCents, 4, { kind: 'opening_balance' });
      continue;
    }
    // The tenant's own merchant gets the full story. Amounts scale with the balance so every step is covered.
    const p = balance.points;
    const claim = 80;
    const redeemed = Math.round(p * 0.2);
    const voided = Math.max(1, Math.round(p * 0.1));
    const sent = Math.round(p * 0.05);
    const received = 20;
    const pending = Math.min(120, Math.floor(p / 4));
    const opening = p - claim - received - pending + redeemed + sent;
    await points(opening * 100, 5, { kind: 'opening_balance' });
    await points(claim * 100, 12, { kind: 'receipt_claim', reference: 'R-1042', posAmountCents: 8000 });
    await points(-redeemed * 100, 20, { kind: 'redeem', reference: 'POS-2201' });
    const voidedRedeem = await points(-voided * 100, 26, { kind: 'redeem', reference: 'POS-2245' });
    if (voidedRedeem)
      await points(voided * 100, 27, {
        kind: 'redeem_void',
        reference: 'POS-2245',
        voidsEntryId: voidedRedeem.entryId,
      });
    if (sent > 0) {
      await points(-sent * 100, 33, { kind: 'gift_sent', counterpartUserId: friendId, reference: 'seed-gift-1' });
      await entry(friendId, own, 33, {
        asset: 'points',
        kind: 'gift_received',
        amountCents: sent * 100,
        counterpartUserId: memberId,
        reference: 'seed-gift-1',
      });
    }
    await entry(friendId, own, 40, {
      asset: 'points',
      kind: 'gift_sent',
      amountCents: -received * 100,
      counterpartUserId: memberId,
      reference: 'seed-gift-2',
    });
    await points(received * 100, 40, { kind: 'gift_received', counterpartUserId: friendId, reference: 'seed-gift-2' });
    // Points of a recent receipt that become usable in two weeks, whenever the demo is started.
    const now = Date.now();
    await points(pending * 100, 0, {
      kind: 'receipt_claim',
      reference: 'R-1187',
      posAmountCents: 12_000,
      at: new Date(now - DAY),
      availableAt: new Date(now + 14 * DAY),
    });
    // Store credit: a top-up, a voided redeem, a redeem and a gift to the friend.
    const c = balance.creditCents;
    const creditRedeemed = 2000;
    const creditVoided = 1000;
    const creditSent = 500;
    await credit(c + creditRedeemed + creditSent, 8, {
      kind: 'top_up',
      reference: 'demo-order',
      posAmountCents: c + 2500,
    });
    const voidedCredit = await credit(-creditVoided, 14, { kind: 'redeem', reference: 'POS-2230' });
    if (voidedCredit)
      await credit(creditVoided, 15, {
        kind: 'redeem_void',
        reference: 'POS-2230',
        voidsEntryId: voidedCredit.entryId,
      });
    await credit(-creditRedeemed, 18, { kind: 'redeem', reference: 'POS-2233' });
    await credit(-creditSent, 35, { kind: 'gift_sent', counterpartUserId: friendId, reference: 'seed-gift-3' });
    await entry(friendId, own, 35, {
      asset: 'credit',
      kind: 'gift_received',
      amountCents: creditSent,
      counterpartUserId: memberId,
      reference: 'seed-gift-3',
    });
  }
  await seedRegistersAndProducts(
    tx,
    tenant,
    balances.map((b) => b.merchantId),
  );
}

async function seedRegistersAndProducts(tx: Tx, tenant: ResolvedTenant, joined: readonly string[]) {
  const all = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.tenantId, tenant.id));
  await tx
    .insert(registers)
    .values(all.map((m) => ({ id: `${m.id}-register-1`, tenantId: tenant.id, merchantId: m.id, name: 'Counter 1' })));
  const atOutlets = await tx
    .select({ id: outlets.id, merchantId: outlets.merchantId })
    .from(outlets)
    .where(inArray(outlets.merchantId, [...joined]));
  await tx.insert(storeCreditProducts).values(
    atOutlets.flatMap((outlet) =>
      CREDIT_PRODUCTS.map((product, i) => ({
        id: `${outlet.id}-credit-${i + 1}`,
        tenantId: tenant.id,
        merchantId: outlet.merchantId,
        outletId: outlet.id,
        name: product.name,
        fromAmount: (product.pay / 100).toFixed(2),
        toAmount: (product.receive / 100).toFixed(2),
        sortOrder: i,
      })),
    ),
  );
  // One merchant lets credit go below zero (seed 001 §5 storeCreditAllowNegative), for demos of that rule.
  await tx
    .update(merchants)
    .set({ storeCreditAllowNegative: true })
    .where(eq(merchants.id, `${tenant.id}-m03`));
}
