/**
 * The member's wallet per merchant (seed 001 §2 member rewards area, §4 flows, §7 calls; issue 10): balances and
 * which tabs have data, point / store-credit / program activity, the redemption QR code and the counter that
 * redeems it, gifting points or credit by phone with a 4-digit code (or a fresh WebAuthn assertion), buying store
 * credit, and the membership card's wallet passes.
 *
 * Amounts are exact decimal strings (src/shared/api/money.ts). Every POST that moves money takes an
 * `Idempotency-Key` header: a replay with the same key and body answers the first answer and applies nothing again;
 * the same key with another body is refused with 409 IDEMPOTENCY_KEY_REUSED.
 */
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import * as T from '@sinclair/typebox';
import { GIFT_CODE_LENGTH, WALLET_PAGE_SIZE } from '../constants/wallet';
import { DataOf, DateTime, Enum, Id, IdParams, ListOf, Nullable, PagingQuery, Phone, Str } from './common';
import { defineEndpoint, withDefault } from './endpoint';
import { IdempotencyHeaders } from './idempotency-headers';
import { LoyaltyUnit } from './loyalty';
import { AmountInput, Decimal, WALLET_ASSETS } from './money';

const tags = ['wallet'];

export const WalletAsset = Enum(WALLET_ASSETS, { description: 'points: loyalty points | credit: store credit' });

export { IdempotencyHeaders };

const MerchantParams = IdParams('merchantId');

/** The merchant a wallet belongs to, as the rewards area heads it. */
export const WalletMerchant = T.Object({
  _id: T.String(),
  name: T.String(),
  logo: Nullable(T.String()),
  color: T.String(),
  subdomain: Nullable(T.String()),
});

/** Which tabs of the member rewards area have data (seed 001 §2: a tab without data is hidden). */
export const WalletTabs = T.Object({
  membership: T.Boolean({ description: 'The member has joined (the card always has a front)' }),
  vouchers: T.Boolean({ description: 'The member holds at least one voucher of this merchant' }),
  storeCredit: T.Boolean({
    description: 'Store credit is open at this merchant and the member has a balance or credit history',
  }),
  points: T.Boolean({ description: 'The member has points or point history' }),
  stamps: T.Boolean({ description: 'The member holds a stamp card of an active stamp program here' }),
  packages: T.Boolean({ description: 'The merchant runs an active package program' }),
});

/** What the member may do here now; each false comes with the seed's message the screen shows. */
export const WalletPermissions = T.Object({
  redeemPoints: T.Boolean({ description: 'Merchant allows loyalty redemption at the customer and the member joined' }),
  useStoreCredit: T.Boolean({ description: 'Store credit is open and the member joined' }),
  buyStoreCredit: T.Boolean({ description: 'Store credit is open, the member joined and a payment provider is set' }),
  gift: T.Boolean({ description: 'The merchant allows referral (IsAllowReferral) and the member joined' }),
  /** Why gifting is off: 'Please join to merchant' or 'Gain membership then refer friends'; null when allowed. */
  giftBlockedReason: Nullable(T.String()),
});

/** Front and back of the flippable membership card (seed 001 §2). */
export const MembershipCard = T.Object({
  memberNumber: T.String({ description: 'Card number (refNo)' }),
  qrValue: T.String({ description: "What the card's QR carries: the member's user id" }),
  tierName: Nullable(T.String({ description: "The member's reached tier; null shows 'No Membership'" })),
  expireDate: Nullable(DateTime),
  name: T.String(),
  phone: Nullable(T.String()),
  email: Nullable(T.String()),
});

export const PointBalances = T.Object({
  active: Decimal({ description: 'Points that can be spent now' }),
  inactive: Decimal({ description: 'Points earned but not yet available' }),
  nextAvailableAt: Nullable(DateTime, { description: 'When the next inactive points become active' }),
  nextAvailableAmount: Nullable(Decimal({ description: 'How many points become active then' })),
  activeCurrencyValue: Decimal({ description: 'active × pointToCurrencyValue, rounded half up to 0.01' }),
});

export const StoreCreditBalance = T.Object({
  balance: Decimal({ description: 'May be negative only where the merchant allows negative credit' }),
  allowNegative: T.Boolean(),
  closed: T.Boolean({ description: 'IsClosedStoreCredit: the Store Credit tab is hidden' }),
});

/**
 * Wallet passes of the membership card: each true only when the merchant enables wallet passes, the member joined
 * and the server holds that wallet's signing keys (the client shows a button per true).
 */
export const WalletPassAvailability = T.Object({
  apple: T.Boolean({ description: 'GET /wallet/merchants/:merchantId/passes/apple answers a download link' }),
  google: T.Boolean({ description: 'GET /wallet/merchants/:merchantId/passes/google answers a save link' }),
});

export const Wallet = T.Object({
  merchant: WalletMerchant,
  loyaltyProgramUnit: LoyaltyUnit,
  joined: T.Boolean(),
  /** Null when the caller has not joined this merchant. */
  card: Nullable(MembershipCard),
  points: PointBalances,
  storeCredit: StoreCreditBalance,
  permissions: WalletPermissions,
  tabs: WalletTabs,
  walletPass: WalletPassAvailability,
});
export type Wallet = T.Static<typeof Wallet>;

export const getWallet = defineEndpoint({
  method: 'GET',
  path: '/wallet/merchants/:merchantId',
  summary: "The caller's wallet at a merchant of this app: balances, card, permissions, tabs with data, wallet passes",
  tags,
  auth: 'member',
  params: MerchantParams,
  response: DataOf(Wallet),
});

export const getWalletBySubdomain = defineEndpoint({
  method: 'GET',
  path: '/wallet/subdomains/:subdomain',
  summary: 'The same wallet, for a merchant named by its subdomain (/next/my/credits/{merchant_subdomain})',
  tags,
  auth: 'member',
  params: T.Object({ subdomain: Str(63, { minLength: 1 }) }, { additionalProperties: false }),
  response: DataOf(Wallet),
});

// ---------------------------------------------------------------------------------------------------- biometrics

/** Options for startAuthentication() of @simplewebauthn/browser: the challenge a fresh assertion must sign. */
export const WebAuthnRequestOptions = T.Unsafe<PublicKeyCredentialRequestOptionsJSON>(
  T.Object({}, { additionalProperties: true, description: 'biometric: options for startAuthentication()' }),
);

/** A WebAuthn assertion as startAuthentication() of @simplewebauthn/browser returns it. */
export const WebAuthnAssertion = T.Unsafe<AuthenticationResponseJSON>(
  T.Object(
    {
      id: Str(1024, { minLength: 1, pattern: '^[A-Za-z0-9_-]*$' }),
      rawId: Str(1024, { minLength: 1, pattern: '^[A-Za-z0-9_-]*$' }),
      type: T.Literal('public-key'),
      authenticatorAttachment: T.Optional(Enum(['platform', 'cross-platform'])),
      clientExtensionResults: T.Object({}, { additionalProperties: true }),
      response: T.Object(
        {
          clientDataJSON: Str(8192, { minLength: 1, pattern: '^[A-Za-z0-9_-]*$' }),
          authenticatorData: Str(65536, { minLength: 1, pattern: '^[A-Za-z0-9_-]*$' }),
          signature: Str(2048, { minLength: 1, pattern: '^[A-Za-z0-9_-]*$' }),
          userHandle: T.Optional(Str(1024, { pattern: '^[A-Za-z0-9_-]*$' })),
        },
        { additionalProperties: false },
      ),
    },
    { additionalProperties: false },
  ),
);

/** What, besides a gift, a member with biometrics on confirms with a fresh assertion (seed 001 §6). */
export const BIOMETRIC_ACTIONS = ['redeem', 'buy-credit'] as const;
export type BiometricAction = (typeof BIOMETRIC_ACTIONS)[number];

export const BiometricChallenge = T.Object({
  verification: Enum(['none', 'biometric'], {
    description: 'none: biometrics are off, send the action without a credential',
  }),
  webauthnOptions: Nullable(WebAuthnRequestOptions),
});
export type BiometricChallenge = T.Static<typeof BiometricChallenge>;

export const requestBiometricChallenge = defineEndpoint({
  method: 'POST',
  path: '/wallet/merchants/:merchantId/biometric-challenges',
  summary:
    'Before Get qr code or BUY: a WebAuthn challenge (2 minutes, single use) when your biometrics are on; its assertion goes in the action as `credential`',
  tags,
  auth: 'member',
  params: MerchantParams,
  body: T.Object({ action: Enum(BIOMETRIC_ACTIONS) }, { additionalProperties: false }),
  response: DataOf(BiometricChallenge),
  successStatus: 201,
});

/** The fresh assertion a redeem or purchase carries when the member's biometrics are on (required then). */
const BiometricProof = {
  credential: T.Optional(WebAuthnAssertion),
};

// ---------------------------------------------------------------------------------------------------- activity

/**
 * What moved a balance: seed 001's Redeemed / Voided / Top up are `redeem` (isVoid false / true) and every credit;
 * `redeem_void` entries are never listed: they show as the redeem they cancel, with isVoid.
 */
export const LEDGER_KINDS = [
  'receipt_claim',
  'gift_sent',
  'gift_received',
  'redeem',
  'redeem_void',
  'top_up',
  'register_checkout',
  'referral_reward',
  'cashback',
  'opening_balance',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LedgerKind = Enum(LEDGER_KINDS);

/** The other member of a gift: the sender sees the phone they typed; a recipient sees the sender's masked phone. */
export const GiftCounterpart = T.Object({
  name: T.String(),
  phone: T.String({ description: 'Full for gifts you sent, masked (+976****01) for gifts you received' }),
});

export const WalletEntry = T.Object({
  _id: T.String(),
  asset: WalletAsset,
  kind: LedgerKind,
  amount: Decimal({ description: 'Absolute amount; the sign says which way it moved' }),
  sign: Enum(['+', '-']),
  isVoid: T.Boolean({ description: 'A redeem cancelled by the counter: shown as Voided, not counted' }),
  createdAt: DateTime,
  availableDate: DateTime,
  isAvailable: T.Boolean({ description: 'False for points not yet active (availableDate is in the future)' }),
  counterpart: Nullable(GiftCounterpart),
  reference: Nullable(T.String({ description: 'Receipt or order number, register sale id, …' })),
  posAmount: Nullable(Decimal({ description: 'Total of the register sale or receipt the entry belongs to' })),
});
export type WalletEntry = T.Static<typeof WalletEntry>;

export const POINT_AVAILABILITY = ['all', 'active', 'inactive'] as const;

export const listWalletActivity = defineEndpoint({
  method: 'GET',
  path: '/wallet/merchants/:merchantId/activity',
  summary: "The caller's point or store-credit entries at a merchant, newest first (10 a page)",
  tags,
  auth: 'member',
  params: MerchantParams,
  query: T.Object(
    {
      ...PagingQuery(WALLET_PAGE_SIZE),
      asset: WalletAsset,
      availability: withDefault(
        Enum(POINT_AVAILABILITY, {
          description: 'Points only: active = available now (/next/my/points/active), inactive = not yet',
        }),
        'all',
      ),
    },
    { additionalProperties: false },
  ),
  response: ListOf(WalletEntry),
});

export const listProgramActivity = defineEndpoint({
  method: 'GET',
  path: '/wallet/programs/:programId/activity',
  summary: "The caller's entries in a loyalty or store-credit program's balance (program detail, Activity tab)",
  tags,
  auth: 'member',
  params: IdParams('programId'),
  query: T.Object({ ...PagingQuery(WALLET_PAGE_SIZE) }, { additionalProperties: false }),
  response: ListOf(WalletEntry),
});

// ---------------------------------------------------------------------------------------------------- held rewards

export const WALLET_REWARD_KINDS = ['voucher', 'stamp', 'package'] as const;
export type WalletRewardKind = (typeof WALLET_REWARD_KINDS)[number];

/** A reward the member holds at a merchant: a voucher of theirs, a stamp card of theirs, or a package open to them. */
export const WalletReward = T.Object({
  _id: T.String({
    description: 'voucher: the held voucher (member_vouchers) id; stamp: the stamp card id; package: the program id',
  }),
  kind: Enum(WALLET_REWARD_KINDS),
  voucherId: Nullable(T.String({ description: 'voucher: the voucher it copies; opens /vouchers/{voucherId}/{_id}' })),
  programId: Nullable(
    T.String({ description: 'stamp: the stamp program of the card; opens /stamps/{programId}/my/{_id}' }),
  ),
  stamps: Nullable(
    T.Object(
      { collected: T.Integer({ minimum: 0 }), total: T.Integer({ minimum: 0 }), isFilled: T.Boolean() },
      { description: 'stamp: collected of total steps; null for other kinds' },
    ),
  ),
  name: T.String(),
  description: T.String(),
  image: Nullable(T.String()),
  value: Nullable(Decimal({ description: 'voucher: what is left on it; null for other kinds' })),
  expiresAt: Nullable(DateTime, { description: "Null: never expires ('Never expire')" }),
  isExpired: T.Boolean(),
  steps: T.Array(T.Object({ level: T.Integer(), description: T.String(), hasGift: T.Boolean() }), {
    description: 'stamp: the challenges of the card, in order; empty for other kinds',
  }),
});
export type WalletReward = T.Static<typeof WalletReward>;

export const listWalletRewards = defineEndpoint({
  method: 'GET',
  path: '/wallet/merchants/:merchantId/rewards',
  summary:
    "Your vouchers (My Voucher), your stamp cards (Stamp: open first, then filled, newest first) or the packages open to you (Packages) at a merchant, 10 a page ('All loaded')",
  tags,
  auth: 'member',
  params: MerchantParams,
  query: T.Object(
    { ...PagingQuery(WALLET_PAGE_SIZE), kind: Enum(WALLET_REWARD_KINDS) },
    { additionalProperties: false },
  ),
  response: ListOf(WalletReward),
});

// ---------------------------------------------------------------------------------------------------- redeem

export const REDEMPTION_CODE_STATUSES = ['pending', 'redeemed', 'expired'] as const;

export const RedemptionCode = T.Object({
  _id: T.String(),
  asset: WalletAsset,
  amount: Decimal(),
  currencyValue: Decimal({ description: 'What the amount is worth in currency (credit: the amount itself)' }),
  qrPayload: T.String({ description: 'What the QR shows; the counter sends it to POST /registers/redemptions' }),
  expiresAt: DateTime,
  status: Enum(REDEMPTION_CODE_STATUSES),
});
export type RedemptionCode = T.Static<typeof RedemptionCode>;

export const createRedemptionCode = defineEndpoint({
  method: 'POST',
  path: '/wallet/merchants/:merchantId/redemption-codes',
  summary:
    'Get qr code: a single-use, short-lived code for an amount of points or credit; nothing leaves until the counter redeems it',
  tags,
  auth: 'member',
  params: MerchantParams,
  headers: IdempotencyHeaders,
  body: T.Object({ asset: WalletAsset, amount: AmountInput(), ...BiometricProof }, { additionalProperties: false }),
  response: DataOf(RedemptionCode),
  successStatus: 201,
});

export const getRedemptionCode = defineEndpoint({
  method: 'GET',
  path: '/wallet/redemption-codes/:codeId',
  summary: 'One of your redemption codes and whether the counter has redeemed it',
  tags,
  auth: 'member',
  params: IdParams('codeId'),
  response: DataOf(RedemptionCode),
});

/** Headers of the counter's calls: the register of this tenant's merchant that makes them. */
export const RegisterHeaders = T.Object({
  'x-registerid': Str(64, { minLength: 1, description: 'x-registerId: a register of a merchant of this app' }),
});

export const RedeemedAtRegister = T.Object({
  entryId: T.String({ description: 'The redeem entry; POST …/void cancels it' }),
  asset: WalletAsset,
  amount: Decimal(),
  currencyValue: Decimal(),
  member: T.Object({ name: T.String() }),
  balance: Decimal({ description: "The member's balance of that asset after the redeem" }),
});

export const redeemAtRegister = defineEndpoint({
  method: 'POST',
  path: '/registers/redemptions',
  summary:
    "The counter redeems a member's QR code: re-checked against the balance now (409 'Point is not sufficient'), once",
  tags,
  auth: 'public',
  headers: T.Composite([RegisterHeaders, IdempotencyHeaders]),
  body: T.Object({ qrPayload: Str(200, { minLength: 1 }) }, { additionalProperties: false }),
  response: DataOf(RedeemedAtRegister),
});

export const voidRedemption = defineEndpoint({
  method: 'POST',
  path: '/registers/redemptions/:entryId/void',
  summary: 'The counter cancels a redeem it made: the amount returns once, the entry shows as Voided',
  tags,
  auth: 'public',
  params: IdParams('entryId'),
  headers: T.Composite([RegisterHeaders, IdempotencyHeaders]),
  response: DataOf(T.Object({ entryId: T.String(), voidEntryId: T.String(), balance: Decimal() })),
});

// ---------------------------------------------------------------------------------------------------- gift

/** Another member as a search shows them: no more than name and avatar (the caller already knows the phone). */
export const GiftRecipient = T.Object({ name: T.String(), avatar: Nullable(T.String()) });
export type GiftRecipient = T.Static<typeof GiftRecipient>;

export const searchGiftRecipient = defineEndpoint({
  method: 'POST',
  path: '/wallet/merchants/:merchantId/gift-recipients/search',
  summary:
    "Find a member of this app by phone: 404 'User not found!', 400 'It is your phone number'; joined says whether they joined the merchant",
  tags,
  auth: 'member',
  params: MerchantParams,
  body: T.Object({ phone: Phone }, { additionalProperties: false }),
  response: DataOf(T.Object({ recipient: GiftRecipient, joined: T.Boolean() })),
});

export const GiftInput = T.Object(
  { asset: WalletAsset, phone: Phone, amount: AmountInput() },
  { additionalProperties: false },
);

/** How the member proves the gift is theirs: a 4-digit SMS code, or a WebAuthn assertion when biometrics are on. */
export const GiftVerification = Enum(['sms', 'biometric']);

export const GiftRequest = T.Object({
  dataId: T.String({ description: 'The gift request; confirm with it' }),
  verification: GiftVerification,
  expiresAt: DateTime,
  sentTo: Nullable(T.String({ description: "sms: the member's own phone, masked" })),
  webauthnOptions: Nullable(WebAuthnRequestOptions),
  recipient: GiftRecipient,
  asset: WalletAsset,
  amount: Decimal(),
});
export type GiftRequest = T.Static<typeof GiftRequest>;

export const requestGiftCode = defineEndpoint({
  method: 'POST',
  path: '/wallet/merchants/:merchantId/gifts/requests',
  summary: `Next: check the gift and send a ${GIFT_CODE_LENGTH}-digit code to your phone by SMS, or answer WebAuthn options when biometrics are on; the code is bound to sender, merchant, recipient and amount`,
  tags,
  auth: 'member',
  params: MerchantParams,
  body: GiftInput,
  response: DataOf(GiftRequest),
  successStatus: 201,
});

export const GiftResult = T.Object({
  entryId: T.String({ description: 'The gift_sent entry' }),
  asset: WalletAsset,
  amount: Decimal(),
  phone: T.String(),
  balance: Decimal({ description: "The sender's balance of that asset after the gift" }),
  message: T.String({ description: "'Successfully Gifted to {phone} (amount : N)'" }),
});
export type GiftResult = T.Static<typeof GiftResult>;

export const confirmGift = defineEndpoint({
  method: 'POST',
  path: '/wallet/gifts/:dataId/confirm',
  summary:
    'Confirm a gift with its 4-digit code (or the WebAuthn assertion): moves the amount once, re-checked against the balance',
  tags,
  auth: 'member',
  params: IdParams('dataId'),
  headers: IdempotencyHeaders,
  body: T.Object(
    {
      code: T.Optional(Str(GIFT_CODE_LENGTH, { pattern: `^[0-9]{${GIFT_CODE_LENGTH}}$`, description: 'sms' })),
      credential: T.Optional(WebAuthnAssertion),
    },
    { additionalProperties: false },
  ),
  response: DataOf(GiftResult),
});

// ---------------------------------------------------------------------------------------------------- store credit

export const StoreCreditProduct = T.Object({
  _id: T.String(),
  outletId: T.String(),
  name: T.String(),
  image: Nullable(T.String()),
  fromAmount: Decimal({ description: 'What the member pays (currency)' }),
  toAmount: Decimal({ description: 'The store credit they receive' }),
});
export type StoreCreditProduct = T.Static<typeof StoreCreditProduct>;

export const listStoreCreditProducts = defineEndpoint({
  method: 'GET',
  path: '/wallet/merchants/:merchantId/store-credit-products',
  summary: "Store credit on sale at a merchant's outlet ('Tap to buy'): pay fromAmount, receive toAmount",
  tags,
  auth: 'member',
  params: MerchantParams,
  query: T.Object({ outletId: Id() }, { additionalProperties: false }),
  response: DataOf(T.Array(StoreCreditProduct)),
});

export const ORDER_STATUSES = ['pending_payment', 'paid', 'failed', 'refunded'] as const;
export const PAYMENT_STATES = ['pending', 'succeeded', 'failed', 'refunded'] as const;

export const StoreCreditOrder = T.Object({
  _id: T.String({ description: 'Opens /order/s/{_id}' }),
  kind: T.Literal('store-credit'),
  status: Enum(ORDER_STATUSES),
  merchant: WalletMerchant,
  outletId: Nullable(T.String()),
  productName: T.String(),
  quantity: T.Integer(),
  payAmount: Decimal({ description: 'fromAmount × quantity' }),
  creditAmount: Decimal({ description: 'toAmount × quantity, added once the payment succeeds' }),
  creditAdded: T.Boolean(),
  payment: T.Object({
    provider: T.String({ description: "'sandbox' until the payments issue adds real providers" }),
    state: Enum(PAYMENT_STATES),
    /** Where to send the member to pay; null when the provider confirmed at once (sandbox). */
    redirectUrl: Nullable(T.String()),
  }),
  createdAt: DateTime,
  paidAt: Nullable(DateTime),
});
export type StoreCreditOrder = T.Static<typeof StoreCreditOrder>;

export const buyStoreCredit = defineEndpoint({
  method: 'POST',
  path: '/wallet/merchants/:merchantId/store-credit-purchases',
  summary:
    'BUY: an order paid through the payments interface; the credit is added exactly once, only after the payment succeeds',
  tags,
  auth: 'member',
  params: MerchantParams,
  headers: IdempotencyHeaders,
  body: T.Object(
    {
      productId: Id(),
      outletId: Id(),
      quantity: withDefault(T.Integer({ minimum: 1, maximum: 20 }), 1),
      ...BiometricProof,
    },
    { additionalProperties: false },
  ),
  response: DataOf(StoreCreditOrder),
  successStatus: 201,
});

export const getStoreCreditOrder = defineEndpoint({
  method: 'GET',
  path: '/wallet/orders/:orderId',
  summary: 'A store-credit order of yours (/order/s/{order_id}); 404 for anyone else',
  tags,
  auth: 'member',
  params: IdParams('orderId'),
  response: DataOf(StoreCreditOrder),
});

// ---------------------------------------------------------------------------------------------------- wallet passes

const PassLink = DataOf(T.Object({ url: T.String() }));

export const getGoogleWalletLink = defineEndpoint({
  method: 'GET',
  path: '/wallet/merchants/:merchantId/passes/google',
  summary:
    'A signed Google Wallet save link for your membership card (404 PASS_NOT_AVAILABLE when the merchant or server has none)',
  tags,
  auth: 'member',
  params: MerchantParams,
  response: PassLink,
});

export const getAppleWalletLink = defineEndpoint({
  method: 'GET',
  path: '/wallet/merchants/:merchantId/passes/apple',
  summary:
    'A download link (valid 5 minutes) of the Apple Wallet pass of your membership card (404 PASS_NOT_AVAILABLE when the merchant or server has none)',
  tags,
  auth: 'member',
  params: MerchantParams,
  response: PassLink,
});

export const downloadAppleWalletPass = defineEndpoint({
  method: 'GET',
  path: '/wallet/passes/apple',
  summary:
    'The .pkpass file (application/vnd.apple.pkpass) a download link names; the browser opens it without a bearer token, so the token is the proof',
  tags,
  auth: 'public',
  // In the query: a signed token is longer than a path parameter may be.
  query: T.Object(
    { token: Str(2048, { minLength: 1, pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$' }) },
    { additionalProperties: false },
  ),
  response: T.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/vnd.apple.pkpass' }),
});

// ---------------------------------------------------------------------------------------------------- dev fixtures

export const setDevBalance = defineEndpoint({
  method: 'POST',
  path: '/dev/wallet/balances',
  summary: 'Set a member’s balance through the ledger (one adjustment entry), not in production',
  tags: ['dev'],
  auth: 'public',
  body: T.Object(
    {
      phone: Phone,
      merchantId: T.Optional(Id({ description: "Default: the tenant's own merchant" })),
      asset: WalletAsset,
      balance: T.String({ pattern: '^-?[0-9]{1,12}(\\.[0-9]{1,2})?$', description: 'The balance to reach' }),
    },
    { additionalProperties: false },
  ),
  response: DataOf(T.Object({ balance: Decimal(), entryId: Nullable(T.String()) })),
});

export const redeemDevCode = defineEndpoint({
  method: 'POST',
  path: '/dev/wallet/redeem',
  summary: "Redeem a redemption code as the tenant's demo register would, not in production",
  tags: ['dev'],
  auth: 'public',
  body: T.Object({ qrPayload: Str(200, { minLength: 1 }) }, { additionalProperties: false }),
  response: DataOf(RedeemedAtRegister),
});
