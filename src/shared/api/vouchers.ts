/** Voucher detail screens (seed 001 §2): a voucher on offer, and the member's own copy with the code to scan. */
import * as T from '@sinclair/typebox';
import { DataOf, DateTime, Enum, IdParams, MerchantRef, Nullable } from './common';
import { defineEndpoint } from './endpoint';

const tags = ['vouchers'];

/** A value a voucher is sold at: what it is worth and what it costs. */
export const VoucherValue = T.Object({ _id: T.String(), value: T.Number(), price: T.Number() });
export type VoucherValue = T.Static<typeof VoucherValue>;

export const VoucherDetail = T.Object({
  _id: T.String(),
  name: T.String(),
  description: T.String(),
  image: Nullable(T.String()),
  merchant: MerchantRef,
  values: T.Array(VoucherValue),
  /** The caller's own copies of this voucher (empty for anonymous visitors and guests). */
  issuedIds: T.Array(T.String()),
});
export type VoucherDetail = T.Static<typeof VoucherDetail>;

/** How a held voucher shows (seed 001 §4); the rule is `issuedVoucherStatus` in src/server/modules/vouchers. */
export const ISSUED_VOUCHER_STATUSES = ['available', 'used', 'expired'] as const;
export const IssuedVoucherStatus = Enum(ISSUED_VOUCHER_STATUSES);
export type IssuedVoucherStatus = T.Static<typeof IssuedVoucherStatus>;

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
});
export type IssuedVoucher = T.Static<typeof IssuedVoucher>;

export const getVoucher = defineEndpoint({
  method: 'GET',
  path: '/vouchers/:voucherId',
  summary: 'A voucher on offer: merchant, values, and which copies the caller holds (public)',
  tags,
  auth: 'optional',
  params: IdParams('voucherId'),
  response: DataOf(VoucherDetail),
});

export const getIssuedVoucher = defineEndpoint({
  method: 'GET',
  path: '/vouchers/:voucherId/issued/:issuedId',
  summary:
    "One of the caller's vouchers, by its member voucher id (or by the voucher value it was issued at); 404 for anyone else",
  tags,
  auth: 'member',
  params: IdParams('voucherId', 'issuedId'),
  response: DataOf(IssuedVoucher),
});
