/**
 * Receipt claim (seed 000 §4, §7; seed 001 §16): a member claims a point-of-sale receipt for its loyalty points by
 * the redeem id of its QR link, or by what is printed on it (the reference id, the secret only the paper carries,
 * with the receipt number), then opens it as an order.
 */
import * as T from '@sinclair/typebox';
import { DataOf, DateTime, Enum, IdParams, MerchantRef, Nullable, Str } from './common';
import { defineEndpoint } from './endpoint';

const tags = ['receipts'];

const PrintedText = (description: string) => T.Optional(Str(64, { minLength: 1, pattern: '\\S', description }));

/** How a member names the receipt: `redeemId` alone, or the printed `referenceId` (and `receiptNumber`). */
export const ReceiptClaim = T.Object(
  {
    redeemId: PrintedText('The redeemID of a scanned redeem link (the order id)'),
    referenceId: PrintedText('The reference id printed on the receipt and carried by its QR (x)'),
    receiptNumber: PrintedText('The receipt / order number printed on the receipt (QR y)'),
  },
  { additionalProperties: false },
);
export type ReceiptClaim = T.Static<typeof ReceiptClaim>;

export const ClaimResult = T.Object({
  orderId: T.String(),
  merchantId: T.String(),
  pointsAwarded: T.Number(),
  loyaltyBalance: T.Number(),
});
export type ClaimResult = T.Static<typeof ClaimResult>;

/** What a stored redeem id points at, for the auto-claim: its merchant, joined or not, claimed or not. */
export const ReceiptPreview = T.Object({
  _id: T.String(),
  merchant: MerchantRef,
  joined: T.Boolean(),
  claimed: T.Boolean(),
  claimedByMe: T.Boolean(),
});
export type ReceiptPreview = T.Static<typeof ReceiptPreview>;

export const RECEIPT_SOURCES = ['pos', 'eats365'] as const;

/** A claimed receipt as an order, shaped after seed 002's Order so ordering can show its own orders alike. */
export const ReceiptOrder = T.Object({
  _id: T.String(),
  /** The merchant's own register ('pos') or the eats365 ordering system. */
  source: Enum(RECEIPT_SOURCES),
  referenceId: T.String(),
  orderNumber: T.String(),
  status: T.Literal('COMPLETED'),
  items: T.Array(T.Object({ name: T.String(), quantity: T.Number(), amount: T.Number() })),
  totalAmount: T.Number(),
  points: T.Number(),
  orderedAt: DateTime,
  claimedAt: Nullable(DateTime),
  merchant: MerchantRef,
  outlet: Nullable(T.Object({ _id: T.String(), name: T.String() })),
});
export type ReceiptOrder = T.Static<typeof ReceiptOrder>;

// Members only: guests cannot collect points (seed 000 §6), so they get 403 like every other redeem action.
export const claimReceipt = defineEndpoint({
  method: 'POST',
  path: '/receipts/claim',
  summary:
    'Claim a receipt by redeemId, or by its printed referenceId (with receiptNumber): adds its points once (409 when already claimed)',
  tags,
  auth: 'member',
  body: ReceiptClaim,
  response: DataOf(ClaimResult),
});

export const previewReceipt = defineEndpoint({
  method: 'GET',
  path: '/receipts/:receiptId/preview',
  summary: 'What a redeem id points at: merchant, whether you joined it, whether the receipt is claimed',
  tags,
  auth: 'member',
  params: IdParams('receiptId'),
  response: DataOf(ReceiptPreview),
});

export const getReceipt = defineEndpoint({
  method: 'GET',
  path: '/receipts/:orderId',
  summary: 'A receipt you claimed, as an order (the order page); 404 for anyone else',
  tags,
  auth: 'member',
  params: IdParams('orderId'),
  response: DataOf(ReceiptOrder),
});

export const getReceiptByReference = defineEndpoint({
  method: 'GET',
  path: '/receipts/by-reference/:referenceId',
  summary: 'Retrieve a receipt you claimed by its reference_id (seed 000 §7)',
  tags,
  auth: 'member',
  params: IdParams('referenceId'),
  response: DataOf(ReceiptOrder),
});

/** A receipt as its paper prints it: the codes a member claims it by. */
export const PrintedReceipt = T.Object({
  redeemId: T.String(),
  referenceId: T.String(),
  receiptNumber: T.String(),
  points: T.Number(),
  /** The JSON a printed receipt's QR carries: `{"x": referenceId, "y": receiptNumber}`. */
  qrJson: T.String(),
});

/** Development fixture: browser tests claim real receipts, a fresh one each so reruns never meet a claimed one. */
export const createDevReceipt = defineEndpoint({
  method: 'POST',
  path: '/dev/receipts',
  summary: 'Create an unclaimed receipt with its printed QR payloads (not in production)',
  tags: ['dev'],
  auth: 'public',
  body: T.Object(
    {
      merchantId: T.Optional(Str(64, { minLength: 1, description: "Default: the tenant's own merchant" })),
      total: T.Optional(T.Number({ minimum: 0.01, maximum: 100000 })),
    },
    { additionalProperties: false },
  ),
  response: DataOf(PrintedReceipt),
});
