import type { ClaimResult, ReceiptClaim, ReceiptOrder, ReceiptPreview } from '../../../shared/api/receipts';
import { RULE_MESSAGES } from '../../../shared/rules/messages';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { pushNotifications, writeNotifications } from '../notifications/service';
import { centsOfNumeric } from '../../db/sql-values';
import { together } from '../../db/together';
import { post } from '../../ledger/ledger';
import { cachedEarningRules } from '../paid-purchases/earning-rules';
import { recordPaidPurchase } from '../paid-purchases/record-paid-purchase';
import * as repo from './repository';
import { receiptView } from './views';

type Scope = { tenantId: string; userId: string };

/** How the member names the receipt: the id of a redeem link, or the printed reference id (and receipt number). */
export type ReceiptKey = repo.ReceiptKey;

/**
 * Checks the claim body: a redeem id alone, or the printed reference id with or without the receipt number. The
 * receipt number alone is refused whatever it names: it is a counter anyone can guess (issue 9), while the
 * reference id carries random characters only the paper (and its QR) has. So guessing the next number is told what
 * is missing, never whether that receipt exists.
 */
export function receiptKeyOf(body: ReceiptClaim): ReceiptKey {
  const redeemId = body.redeemId?.trim();
  const referenceId = body.referenceId?.trim() || undefined;
  const receiptNumber = body.receiptNumber?.trim() || undefined;
  if (redeemId) {
    if (referenceId || receiptNumber)
      throw badRequest('Send redeemId alone, or referenceId and receiptNumber without it', 'redeemId');
    return { redeemId };
  }
  // Nothing typed or scanned: the same message the form shows (seed 000 §5).
  if (!referenceId && !receiptNumber) throw badRequest(RULE_MESSAGES.fillReceiptInfo, 'receiptNumber');
  if (!referenceId) throw badRequest(RULE_MESSAGES.referenceIdRequired, 'referenceId');
  return { referenceId, receiptNumber };
}

/** Why a receipt was not taken, in the order a member meets it: none such, not joined, claimed already. */
async function whyNotTaken(tx: DbOrTx, scope: Scope, key: ReceiptKey) {
  const receipt = await repo.findClaimable(tx, scope.tenantId, key);
  if (!receipt) return notFound('Receipt');
  if (!(await repo.membershipOf(tx, scope, receipt.merchantId)))
    return forbidden(RULE_MESSAGES.needToJoinMerchant, 'NOT_JOINED');
  return conflict(
    receipt.claimedBy === scope.userId
      ? 'You have already claimed this receipt'
      : 'This receipt has already been claimed',
  );
}

/**
 * Claims a receipt for the caller (seed 000 §4, §7): in ONE transaction the receipt is taken (a conditional update:
 * the second of two concurrent claims finds it taken and gets 409, its transaction rolled back before any points
 * move), its points go onto the member's loyalty balance at the receipt's merchant, the purchase is recorded (with
 * its stamps and cashback: recordPaidPurchase), and its posTransaction notification and those of its rewards are
 * written in one batch. They are pushed over socket.io only after the commit, so the bell never shows something that
 * was rolled back.
 */
export async function claimReceipt(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'realtime' | 'publicReads'>,
  scope: Scope,
  key: ReceiptKey,
): Promise<ClaimResult> {
  const now = ctx.clock();
  // The merchants' tiers and programs, from memory and before the transaction (issue 14: fewer statements in it).
  const earningRules = await cachedEarningRules(ctx, scope.tenantId);
  const result = await ctx.db.transaction(async (tx) => {
    // The receipt taken and the visit recorded in one statement; it answers the balance before the points.
    const taken = await repo.takeReceiptOfMember(tx, scope, key, now);
    if (!taken) throw await whyNotTaken(tx, scope, key);
    // The points (a ledger entry, issue 10: the balance moves with it) and the purchase's tiers, stamps and cashback
    // (issue 13; the order flow calls the same function when paid) need only the taken receipt: their statements are
    // sent together (issue 14: fewer round trips inside the transaction). Four hops in all: the take; the points ∥
    // the purchase counted; each program's one statement (a stamp, or cashback's award with its credit), all
    // together; the notifications.
    const pointCents = centsOfNumeric(taken.points);
    const [posted, rewards] = await together([
      pointCents > 0
        ? post(tx, {
            ...scope,
            merchantId: taken.merchantId,
            asset: 'points',
            kind: 'receipt_claim',
            amountCents: pointCents,
            actor: `member:${scope.userId}`,
            at: now,
            reference: taken.id,
            posAmountCents: centsOfNumeric(taken.totalAmount),
          })
        : Promise.resolve(null),
      recordPaidPurchase(
        tx,
        {
          ...scope,
          merchantId: taken.merchantId,
          amount: taken.totalAmount,
          source: { kind: 'receipt', id: taken.id },
          actor: `member:${scope.userId}`,
          at: now,
        },
        earningRules.get(taken.merchantId),
      ),
    ]);
    const loyaltyBalance = posted ? posted.balanceCents / 100 : Number(taken.loyaltyBalance);
    const points = Number(taken.points);
    const total = Number(taken.totalAmount).toFixed(2);
    // The purchase's notification and what its rewards earned, written in one batch with the claim.
    const notifications = await writeNotifications(
      tx,
      [
        {
          ...scope,
          notification: {
            type: 'posTransaction',
            title: `You spent $${total} at ${taken.merchantName}`,
            description: `Receipt ${taken.orderNumber} claimed. You earned ${points} points.`,
            merchantId: taken.merchantId,
            ref: taken.id,
            value: total,
          },
        },
        ...rewards.news,
      ],
      now,
    );
    return {
      notifications,
      data: { orderId: taken.id, merchantId: taken.merchantId, pointsAwarded: points, loyaltyBalance },
    };
  });
  pushNotifications(ctx, result.notifications);
  return result.data;
}

/** A receipt the caller claimed, as an order; anyone else's (or an unclaimed one) is 404. */
export async function ownReceipt(
  db: DbOrTx,
  scope: Scope,
  by: { id: string } | { referenceId: string },
): Promise<ReceiptOrder> {
  const row = await repo.claimedBy(db, scope, by);
  if (!row) throw notFound('Order');
  return receiptView(row.receipt, row.merchant, row.outlet);
}

/**
 * What a stored redeem id points at, for the auto-claim (seed 000 §4: claimed once logged in AND joined): the
 * merchant, whether the caller joined it, and whether the receipt is taken. Only ids of this tenant are found.
 */
export async function previewReceipt(db: DbOrTx, scope: Scope, redeemId: string): Promise<ReceiptPreview> {
  const row = await repo.receiptWithMerchant(db, scope.tenantId, redeemId);
  if (!row) throw notFound('Receipt');
  const { receipt, merchant } = row;
  return {
    _id: receipt.id,
    merchant: { _id: merchant.id, name: merchant.name, logo: merchant.logo, color: merchant.color },
    joined: Boolean(await repo.membershipOf(db, scope, receipt.merchantId)),
    claimed: receipt.claimedBy !== null,
    claimedByMe: receipt.claimedBy === scope.userId,
  };
}
