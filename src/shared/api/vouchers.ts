/**
 * Vouchers (seed 001 §2–§5): a voucher on offer and the member's own copy with the code to scan; buying one with
 * points or store credit (verified), gifting a copy by phone, claiming one by barcode, online-shop discount codes,
 * and the merchant side (issue a copy, redeem one at the register).
 */
import * as T from '@sinclair/typebox';
import {
  PRODUCT_SELECT_TYPES,
  VOUCHER_CHANNELS,
  VOUCHER_PAYMENT_ASSETS,
  VOUCHER_TYPES,
  VOUCHER_VALUE_TYPES,
} from '../constants/vouchers';
import { DataOf, DateTime, Enum, Id, IdParams, MerchantRef, Nullable, Phone, Str } from './common';
import { defineEndpoint } from './endpoint';
import { Decimal } from './money';
import { IdempotencyHeaders, RegisterHeaders, WebAuthnAssertion, WebAuthnRequestOptions } from './wallet';

const tags = ['vouchers'];

/** A value a voucher is sold at: what it is worth, its price in store credit (0: not for credit) and in points. */
export const VoucherValue = T.Object({
  _id: T.String(),
  value: T.Number(),
  price: T.Number({ description: 'Store credit price (seed saleAmount); 0: not sold for credit' }),
  pointAmount: Nullable(T.Number({ description: 'Point price (seed pointAmount); null: not sold for points' })),
});
export type VoucherValue = T.Static<typeof VoucherValue>;

export const VoucherPaymentAsset = Enum(VOUCHER_PAYMENT_ASSETS);
export type VoucherPaymentAsset = T.Static<typeof VoucherPaymentAsset>;

/** How a voucher on offer shows (seed 001 §4; `offerState` in src/shared/rules/vouchers.ts). */
export const OFFER_STATES = ['notYetAvailable', 'expired', 'validForDays', 'available'] as const;
export const BUY_BLOCKS = [
  'notForSale',
  'eventVoucher',
  'notYetAvailable',
  'expired',
  'soldOut',
  'personalLimitReached',
] as const;

export const VoucherOutlet = T.Object({ _id: T.String(), name: T.String() });

export const VoucherDetail = T.Object({
  _id: T.String(),
  name: T.String(),
  description: T.String(),
  image: Nullable(T.String()),
  merchant: MerchantRef,
  values: T.Array(VoucherValue),
  /** The caller's own copies of this voucher (empty for anonymous visitors and guests). */
  issuedIds: T.Array(T.String()),
  voucherType: Enum(VOUCHER_TYPES),
  voucherValueType: Enum(VOUCHER_VALUE_TYPES),
  isPurchase: T.Boolean(),
  startDate: Nullable(DateTime),
  expiryDate: Nullable(DateTime),
  validityInDays: Nullable(T.Integer()),
  state: Enum(OFFER_STATES),
  /** Where a copy applies: the voucher's outlets, or every outlet of the merchant when it names none. */
  outlets: T.Array(VoucherOutlet),
  channels: T.Array(Enum(VOUCHER_CHANNELS)),
  productSelectType: Nullable(Enum(PRODUCT_SELECT_TYPES)),
  productCount: T.Integer(),
  margin: Nullable(T.Integer()),
  marginBalance: Nullable(T.Integer()),
  personalMargin: Nullable(T.Integer()),
  /** Copies the caller may still get (null: no personal limit, or anonymous). */
  personalMarginBalance: Nullable(T.Integer()),
  marginLimitExceeded: T.Boolean(),
  personalMarginLimitExceeded: T.Boolean(),
  voucherEvent: Nullable(T.String()),
  termBody: T.String(),
  howItWorks: T.String(),
  freeLabel: Nullable(T.String()),
  /** Why the caller cannot buy it now (null: they can, once signed in). */
  buyBlockedReason: Nullable(Enum(BUY_BLOCKS)),
  /** What it can be bought with here (points when priced in points; credit when priced and credit is open). */
  paymentAssets: T.Array(VoucherPaymentAsset),
});
export type VoucherDetail = T.Static<typeof VoucherDetail>;

/** How a held voucher shows (seed 001 §4; `issuedState` in src/shared/rules/vouchers.ts). */
export const ISSUED_VOUCHER_STATUSES = ['available', 'used', 'expired'] as const;
export const IssuedVoucherStatus = Enum(ISSUED_VOUCHER_STATUSES);
export type IssuedVoucherStatus = T.Static<typeof IssuedVoucherStatus>;

export const VoucherRedemption = T.Object({
  _id: T.String(),
  createdAt: DateTime,
  amount: T.Number(),
  outletName: Nullable(T.String()),
});

export const DiscountCode = T.Object({ code: T.String(), amount: Decimal() });
export type DiscountCode = T.Static<typeof DiscountCode>;

export const IssuedVoucher = T.Object({
  _id: T.String(),
  /** What the cashier scans: the member voucher id, unguessable and unique to this copy. */
  code: T.String(),
  voucher: VoucherDetail,
  value: VoucherValue,
  balance: T.Number(),
  createdAt: DateTime,
  expiresAt: Nullable(DateTime),
  status: IssuedVoucherStatus,
  voucherUsedDate: Nullable(DateTime),
  /** The member who gifted this copy (event 'Receive a voucher from others'). */
  giftedBy: Nullable(T.String()),
  redemptions: T.Array(VoucherRedemption),
  /** The online-shop block: offered for unused cash copies of a merchant with a shop connection. */
  discountCodeAvailable: T.Boolean(),
  discountCode: Nullable(DiscountCode),
});
export type IssuedVoucher = T.Static<typeof IssuedVoucher>;

/** Where a new copy is: /vouchers/{voucherId}/{issuedId}. */
export const IssuedRef = T.Object({ voucherId: T.String(), issuedId: T.String() });
export type IssuedRef = T.Static<typeof IssuedRef>;

const IssuedParams = IdParams('voucherId', 'issuedId');

export const getVoucher = defineEndpoint({
  method: 'GET',
  path: '/vouchers/:voucherId',
  summary: 'A voucher on offer: merchant, values, state, limits, outlets, and which copies the caller holds (public)',
  tags,
  auth: 'optional',
  params: IdParams('voucherId'),
  response: DataOf(VoucherDetail),
});

export const listVouchersOnSale = defineEndpoint({
  method: 'GET',
  path: '/vouchers/on-sale',
  summary:
    "Vouchers a member can buy now at a merchant (the buy sheet; Birthday vouchers hidden from members without a birthday); empty: 'No vouchers available at the moment.'",
  tags,
  auth: 'optional',
  query: T.Object({ merchantId: T.Optional(Id()) }, { additionalProperties: false }),
  response: DataOf(T.Array(VoucherDetail)),
});

export const getIssuedVoucher = defineEndpoint({
  method: 'GET',
  path: '/vouchers/:voucherId/issued/:issuedId',
  summary:
    "One of the caller's vouchers, by its member voucher id (or by the voucher value it was issued at); 404 for anyone else",
  tags,
  auth: 'member',
  params: IssuedParams,
  response: DataOf(IssuedVoucher),
});

// ------------------------------------------------------------------------------------------------------- buying

/** How the member confirms a purchase (seed 001 §4): nothing, a 4-digit SMS code, or a WebAuthn assertion. */
export const PurchaseVerification = Enum(['none', 'sms', 'biometric']);

/** What confirms a purchase or a gift: the 4-digit SMS code, or a fresh WebAuthn assertion. */
const VerificationProof = T.Object(
  { code: T.Optional(Str(4, { pattern: '^[0-9]{4}$' })), credential: T.Optional(WebAuthnAssertion) },
  { additionalProperties: false },
);

export const PurchaseRequest = T.Object({
  dataId: T.String({ description: 'The purchase request; confirm with it' }),
  verification: PurchaseVerification,
  expiresAt: DateTime,
  sentTo: Nullable(T.String({ description: "sms: the member's own phone, masked" })),
  webauthnOptions: Nullable(WebAuthnRequestOptions),
  asset: VoucherPaymentAsset,
  amount: Decimal({ description: 'What the confirmation charges' }),
});
export type PurchaseRequest = T.Static<typeof PurchaseRequest>;

export const requestVoucherPurchase = defineEndpoint({
  method: 'POST',
  path: '/vouchers/:voucherId/purchases',
  summary:
    "Buy: check the voucher (isPurchase, dates, limits, events) and the balance ('Point is not sufficient'), then ask for the verification: biometrics when on, else a 4-digit SMS code when the merchant requires it and has tickets (else 409 WEBAUTH_REQUIRED: set up biometrics at /webAuth), else none",
  tags,
  auth: 'member',
  params: IdParams('voucherId'),
  body: T.Object({ voucherValueId: Id(), asset: VoucherPaymentAsset }, { additionalProperties: false }),
  response: DataOf(PurchaseRequest),
  successStatus: 201,
});

export const PurchaseResult = T.Object({
  ...IssuedRef.properties,
  entryId: T.String({ description: 'The ledger entry that paid for it' }),
  balance: Decimal({ description: 'The balance of the paying asset afterwards' }),
});
export type PurchaseResult = T.Static<typeof PurchaseResult>;

export const confirmVoucherPurchase = defineEndpoint({
  method: 'POST',
  path: '/vouchers/purchases/:dataId/confirm',
  summary:
    'Confirm a purchase with its code or assertion: the limits are taken and the price debited in one transaction, once per Idempotency-Key; answers the new copy',
  tags,
  auth: 'member',
  params: IdParams('dataId'),
  headers: IdempotencyHeaders,
  body: VerificationProof,
  response: DataOf(PurchaseResult),
  successStatus: 201,
});

// ----------------------------------------------------------------------------------------- gifting and claiming

export const GiftVoucherRequest = T.Object({
  dataId: T.String({ description: 'The gift request; confirm with it' }),
  verification: PurchaseVerification,
  expiresAt: DateTime,
  sentTo: Nullable(T.String({ description: "sms: the member's own phone, masked" })),
  webauthnOptions: Nullable(WebAuthnRequestOptions),
  phone: T.String({ description: "The recipient's phone as stored" }),
  recipientName: T.String(),
});
export type GiftVoucherRequest = T.Static<typeof GiftVoucherRequest>;

export const giftVoucher = defineEndpoint({
  method: 'POST',
  path: '/vouchers/:voucherId/issued/:issuedId/gift',
  summary:
    "Gift an unused copy to the member with this phone: 'You should not gift to yourself', 'The merchant is unable to send the gift.' (no SMS tickets), 404 'User not found!' (then invite them); then asks for the verification as buying does: biometrics when on, else a 4-digit SMS code when the merchant requires it and has tickets (else 409 WEBAUTH_REQUIRED), else none",
  tags,
  auth: 'member',
  params: IssuedParams,
  body: T.Object({ phone: Phone }, { additionalProperties: false }),
  response: DataOf(GiftVoucherRequest),
  successStatus: 201,
});

export const GiftVoucherResult = T.Object({
  phone: T.String(),
  recipientName: T.String(),
});

export const confirmVoucherGift = defineEndpoint({
  method: 'POST',
  path: '/vouchers/gifts/:dataId/confirm',
  summary:
    'Confirm a gift with its code or assertion: one SMS ticket tells the recipient and the copy moves to them in one transaction, once per Idempotency-Key',
  tags,
  auth: 'member',
  params: IdParams('dataId'),
  headers: IdempotencyHeaders,
  body: VerificationProof,
  response: DataOf(GiftVoucherResult),
});

export const inviteVoucherRecipient = defineEndpoint({
  method: 'POST',
  path: '/vouchers/:voucherId/invitations',
  summary: 'Invite a phone that is not a member yet by SMS, with a sign-up link (uses one SMS ticket)',
  tags,
  auth: 'member',
  params: IdParams('voucherId'),
  body: T.Object({ phone: Phone }, { additionalProperties: false }),
  response: DataOf(T.Object({ phone: T.String() })),
});

export const claimVoucher = defineEndpoint({
  method: 'POST',
  path: '/vouchers/claims',
  summary: 'Claim a copy of the voucher printed with this barcode (both limits hold under concurrent claims)',
  tags,
  auth: 'member',
  body: T.Object({ barcode: Str(64, { minLength: 1 }) }, { additionalProperties: false }),
  response: DataOf(IssuedRef),
  successStatus: 201,
});

// ------------------------------------------------------------------------------------------ online-shop codes

export const createDiscountCode = defineEndpoint({
  method: 'POST',
  path: '/vouchers/:voucherId/issued/:issuedId/discount-code',
  summary:
    "Make an online-shop discount code of an unused cash copy ('Discount code created'); one active code per copy",
  tags,
  auth: 'member',
  params: IssuedParams,
  response: DataOf(DiscountCode),
  successStatus: 201,
});

export const voidDiscountCode = defineEndpoint({
  method: 'POST',
  path: '/vouchers/:voucherId/issued/:issuedId/discount-code/void',
  summary: "Void the copy's active discount code in the shop ('Successfully voided')",
  tags,
  auth: 'member',
  params: IssuedParams,
  response: DataOf(T.Object({ message: T.String() })),
});

// ------------------------------------------------------------------------------------------------ merchant side

export const IssueInput = T.Object(
  {
    voucherId: Id(),
    phone: Phone,
    voucherValueId: T.Optional(Id({ description: 'Default: the first value' })),
  },
  { additionalProperties: false },
);

export const issueVoucherAtRegister = defineEndpoint({
  method: 'POST',
  path: '/registers/vouchers/issue',
  summary:
    "Issue a copy of one of the register's merchant's vouchers to the member with this phone (events, give-aways); limits apply",
  tags,
  auth: 'public',
  headers: T.Composite([RegisterHeaders, IdempotencyHeaders]),
  body: IssueInput,
  response: DataOf(IssuedRef),
  successStatus: 201,
});

export const redeemVoucherAtRegister = defineEndpoint({
  method: 'POST',
  path: '/registers/vouchers/redeem',
  summary: "Use a member's copy at the counter (the code of its QR); 409 when used or expired",
  tags,
  auth: 'public',
  headers: RegisterHeaders,
  body: T.Object({ code: Id(), outletId: T.Optional(Id()) }, { additionalProperties: false }),
  response: DataOf(T.Object({ ...IssuedRef.properties, voucherUsedDate: DateTime })),
});

export const issueDevVoucher = defineEndpoint({
  method: 'POST',
  path: '/dev/vouchers/issue',
  summary: "Development: issue a copy as the voucher's merchant would",
  tags,
  auth: 'public',
  body: IssueInput,
  response: DataOf(IssuedRef),
  successStatus: 201,
});

const MAX_DEV_AMOUNT = 1_000_000;
const MAX_DEV_COUNT = 1_000_000;

export const DevVoucherInput = T.Object(
  {
    merchantId: T.Optional(Id()),
    name: Str(120, { minLength: 1 }),
    voucherType: T.Optional(Enum(VOUCHER_TYPES)),
    value: T.Number({ minimum: 0, maximum: MAX_DEV_AMOUNT }),
    price: T.Optional(T.Number({ minimum: 0, maximum: MAX_DEV_AMOUNT })),
    pointAmount: T.Optional(T.Number({ minimum: 0, maximum: MAX_DEV_AMOUNT })),
    isPurchase: T.Optional(T.Boolean()),
    margin: T.Optional(T.Integer({ minimum: 0, maximum: MAX_DEV_COUNT })),
    personalMargin: T.Optional(T.Integer({ minimum: 0, maximum: MAX_DEV_COUNT })),
    barcode: T.Optional(Str(64, { minLength: 1 })),
    voucherEvent: T.Optional(Str(60)),
    startDate: T.Optional(DateTime),
    expiryDate: T.Optional(DateTime),
    validityInDays: T.Optional(T.Integer({ minimum: 1, maximum: 3650 })),
    /** What the cart reads (seed 002 Customer voucher): amount or percent, channels, outlets, item products. */
    voucherValueType: T.Optional(Enum(VOUCHER_VALUE_TYPES)),
    channels: T.Optional(T.Array(Enum(VOUCHER_CHANNELS), { maxItems: 3 })),
    outlets: T.Optional(T.Array(Id(), { maxItems: 50 })),
    productSelectType: T.Optional(Enum(PRODUCT_SELECT_TYPES)),
    products: T.Optional(T.Array(Id(), { maxItems: 50 })),
    productCategory: T.Optional(T.Array(Id(), { maxItems: 50 })),
    productTags: T.Optional(T.Array(Id(), { maxItems: 50 })),
    productCount: T.Optional(T.Integer({ minimum: 0, maximum: 20 })),
  },
  { additionalProperties: false },
);

export const createDevVoucher = defineEndpoint({
  method: 'POST',
  path: '/dev/vouchers',
  summary: 'Development: a voucher with one value and the given price, limits, dates, event or barcode',
  tags,
  auth: 'public',
  body: DevVoucherInput,
  response: DataOf(T.Object({ voucherId: T.String(), voucherValueId: T.String() })),
  successStatus: 201,
});

export const setDevVoucherSettings = defineEndpoint({
  method: 'POST',
  path: '/dev/vouchers/settings',
  summary: "Development: a merchant's SMS tickets, purchase code requirement and shop connection",
  tags,
  auth: 'public',
  body: T.Object(
    {
      merchantId: T.Optional(Id()),
      ticket: T.Optional(T.Integer({ minimum: 0 })),
      isClaimVoucherVerification: T.Optional(T.Boolean()),
      shopConnector: T.Optional(Nullable(Enum(['sandbox', 'shopify']))),
      shopDomain: T.Optional(Nullable(Str(255))),
    },
    { additionalProperties: false },
  ),
  response: DataOf(
    T.Object({
      merchantId: T.String(),
      ticket: T.Integer(),
      isClaimVoucherVerification: T.Boolean(),
      shopConnector: Nullable(T.String()),
    }),
  ),
});
