import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { REALTIME_EVENTS } from '../../../shared/constants/realtime-events';
import { RULE_MESSAGES } from '../../../shared/rules/messages';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { memberships, merchants, outlets, posReceipts, posTransactions } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import * as notificationRepo from '../notifications/repository';
import { notificationView } from '../notifications/service';
import { receiptView } from './views';

type Scope = { tenantId: string; userId: string };

/** How the member names the receipt: the id of a redeem link, or what is printed on it (either or both). */
export type ReceiptKey = { redeemId: string } | { referenceId?: string; receiptNumber?: string };

const merchantColumns = { id: merchants.id, name: merchants.name, logo: merchants.logo, color: merchants.color };
const outletColumns = { id: outlets.id, name: outlets.name };

/** Checks the claim body: a redeem id alone, or the printed reference id and/or receipt number. */
export function receiptKeyOf(body: { redeemId?: string; referenceId?: string; receiptNumber?: string }): ReceiptKey {
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
  return { referenceId, receiptNumber };
}

/**
 * The one receipt of this tenant the key names. A receipt number alone can repeat (registers restart their
 * numbering), so when it matches more than one receipt the member is asked for the reference id too.
 */
async function findReceipt(db: DbOrTx, tenantId: string, key: ReceiptKey) {
  const conditions: SQL[] = [eq(posReceipts.tenantId, tenantId)];
  if ('redeemId' in key) conditions.push(eq(posReceipts.id, key.redeemId));
  else {
    if (key.referenceId) conditions.push(eq(posReceipts.referenceId, key.referenceId));
    if (key.receiptNumber) conditions.push(eq(posReceipts.orderNumber, key.receiptNumber));
  }
  const rows = await db
    .select()
    .from(posReceipts)
    .where(and(...conditions))
    .limit(2);
  if (rows.length === 0) throw notFound('Receipt');
  if (rows.length > 1) throw badRequest(RULE_MESSAGES.referenceIdRequired, 'referenceId');
  return rows[0];
}

async function membershipOf(db: DbOrTx, scope: Scope, merchantId: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.tenantId, scope.tenantId),
        eq(memberships.userId, scope.userId),
        eq(memberships.merchantId, merchantId),
      ),
    );
  return row ?? null;
}

/**
 * Claims a receipt for the caller (seed 000 §4, §7): in ONE transaction the receipt is marked claimed, its points
 * are added to the member's loyalty balance at the receipt's merchant, the purchase is recorded (My Rewards' "with
 * purchases" and tier progress count it) and a posTransaction notification is written. The conditional update
 * (`claimed_by IS NULL`) is what makes a receipt claimable once: of two concurrent claims, the second finds the row
 * already taken (PostgreSQL re-checks the condition after the first commits) and gets 409, and its transaction
 * rolls back before any points move. The notification is pushed over socket.io only after the commit, so the bell
 * never shows something that was rolled back.
 */
export async function claimReceipt(
  ctx: Pick<ServerContext, 'db' | 'clock' | 'realtime'>,
  scope: Scope,
  key: ReceiptKey,
) {
  const now = ctx.clock();
  const result = await ctx.db.transaction(async (tx) => {
    const receipt = await findReceipt(tx, scope.tenantId, key);
    if (!(await membershipOf(tx, scope, receipt.merchantId)))
      throw forbidden(RULE_MESSAGES.needToJoinMerchant, 'NOT_JOINED');
    const [taken] = await tx
      .update(posReceipts)
      .set({ claimedBy: scope.userId, claimedAt: now })
      .where(and(eq(posReceipts.id, receipt.id), isNull(posReceipts.claimedBy)))
      .returning();
    if (!taken) {
      throw conflict(
        receipt.claimedBy === scope.userId
          ? 'You have already claimed this receipt'
          : 'This receipt has already been claimed',
      );
    }
    const [membership] = await tx
      .update(memberships)
      .set({ loyaltyBalance: sql`${memberships.loyaltyBalance} + ${taken.points}`, lastVisitedAt: now })
      .where(
        and(
          eq(memberships.tenantId, scope.tenantId),
          eq(memberships.userId, scope.userId),
          eq(memberships.merchantId, taken.merchantId),
        ),
      )
      .returning({ loyaltyBalance: memberships.loyaltyBalance });
    await tx.insert(posTransactions).values({
      id: `receipt-${taken.id}`,
      tenantId: scope.tenantId,
      userId: scope.userId,
      merchantId: taken.merchantId,
      amount: taken.totalAmount,
      createdAt: now,
    });
    const [merchant] = await tx.select(merchantColumns).from(merchants).where(eq(merchants.id, taken.merchantId));
    const points = Number(taken.points);
    const notification = (await notificationRepo.disabledTypes(tx, scope)).has('posTransaction')
      ? null
      : await notificationRepo.insertNotification(
          tx,
          scope,
          {
            type: 'posTransaction',
            title: `You spent $${Number(taken.totalAmount).toFixed(2)} at ${merchant.name}`,
            description: `Receipt ${taken.orderNumber} claimed. You earned ${points} points.`,
            merchantId: taken.merchantId,
            ref: taken.id,
            value: Number(taken.totalAmount).toFixed(2),
          },
          now,
        );
    return {
      notification,
      data: {
        orderId: taken.id,
        merchantId: taken.merchantId,
        pointsAwarded: points,
        loyaltyBalance: Number(membership.loyaltyBalance),
      },
    };
  });
  if (result.notification) {
    ctx.realtime.toUser(scope.userId, REALTIME_EVENTS.notificationCreated, notificationView(result.notification));
    ctx.realtime.toUser(scope.userId, REALTIME_EVENTS.unreadCount, {
      count: await notificationRepo.unreadCount(ctx.db, scope),
    });
  }
  return result.data;
}

/** A receipt the caller claimed, with its merchant and outlet; anyone else's (or an unclaimed one) is 404. */
export async function ownReceipt(db: DbOrTx, scope: Scope, by: { id: string } | { referenceId: string }) {
  const [row] = await db
    .select({ receipt: posReceipts, merchant: merchantColumns, outlet: outletColumns })
    .from(posReceipts)
    .innerJoin(merchants, eq(merchants.id, posReceipts.merchantId))
    .leftJoin(outlets, eq(outlets.id, posReceipts.outletId))
    .where(
      and(
        eq(posReceipts.tenantId, scope.tenantId),
        eq(posReceipts.claimedBy, scope.userId),
        'id' in by ? eq(posReceipts.id, by.id) : eq(posReceipts.referenceId, by.referenceId),
      ),
    )
    .orderBy(desc(posReceipts.claimedAt));
  if (!row) throw notFound('Order');
  return receiptView(row.receipt, row.merchant, row.outlet);
}

/**
 * What a stored redeem id points at, for the auto-claim (seed 000 §4: claimed once logged in AND joined): the
 * merchant, whether the caller joined it, and whether the receipt is taken. Only ids of this tenant are found.
 */
export async function previewReceipt(db: DbOrTx, scope: Scope, redeemId: string) {
  const [row] = await db
    .select({ receipt: posReceipts, merchant: merchantColumns })
    .from(posReceipts)
    .innerJoin(merchants, eq(merchants.id, posReceipts.merchantId))
    .where(and(eq(posReceipts.tenantId, scope.tenantId), eq(posReceipts.id, redeemId)));
  if (!row) throw notFound('Receipt');
  const { receipt, merchant } = row;
  return {
    _id: receipt.id,
    merchant: { _id: merchant.id, name: merchant.name, logo: merchant.logo, color: merchant.color },
    joined: Boolean(await membershipOf(db, scope, receipt.merchantId)),
    claimed: receipt.claimedBy !== null,
    claimedByMe: receipt.claimedBy === scope.userId,
  };
}
