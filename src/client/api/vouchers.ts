/** Hooks of the voucher endpoints (src/shared/api/vouchers.ts). */
import type { AuthenticationResponseJSON } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/vouchers';
import { endpointQuery, useEndpointMutation } from './hooks';
import { retryOnceUnless } from './retry';

export type {
  DiscountCode,
  IssuedVoucher,
  IssuedVoucherStatus,
  GiftVoucherRequest,
  PurchaseRequest,
  VoucherDetail,
  VoucherPaymentAsset,
  VoucherValue,
} from '../../shared/api/vouchers';

/** What getting, buying or moving a voucher changes: vouchers, balances, and the feed's My vouchers. */
const VOUCHERS_AND_BALANCES = ['vouchers', 'wallet', 'feed', 'me', 'merchants'] as const;

/** A voucher on offer, with the ids of the caller's own copies. */
export function useVoucher(voucherId: string) {
  return useQuery({
    ...endpointQuery(api.getVoucher, { params: { voucherId } }),
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
  });
}

/** The caller's own copy of a voucher (404 for anyone else's). */
export function useIssuedVoucher(voucherId: string, issuedId: string) {
  return useQuery({
    ...endpointQuery(api.getIssuedVoucher, { params: { voucherId, issuedId } }),
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
  });
}

/** The buy sheet: vouchers the caller can buy now at a merchant. */
export function useVouchersOnSale(merchantId: string) {
  return useQuery({
    ...endpointQuery(api.listVouchersOnSale, { query: { merchantId } }),
    select: (answer) => answer.data,
  });
}

/** Buy, step 1: checks the voucher and the balance and says how to verify. */
export function useRequestVoucherPurchase(voucherId: string) {
  return useEndpointMutation(
    api.requestVoucherPurchase,
    { invalidates: [] },
    (body: { voucherValueId: string; asset: api.VoucherPaymentAsset }) => ({ params: { voucherId }, body }),
  );
}

export interface PurchaseConfirmation {
  dataId: string;
  idempotencyKey: string;
  code?: string;
  credential?: AuthenticationResponseJSON;
}

/** A buy's or gift's confirmation as a call: the request, its key, and the code or assertion. */
const confirmationCall = ({ dataId, idempotencyKey, code, credential }: PurchaseConfirmation) => ({
  params: { dataId },
  headers: { 'idempotency-key': idempotencyKey },
  body: { ...(code !== undefined && { code }), ...(credential !== undefined && { credential }) },
});

/** Buy, step 2: the copy is issued and the price paid once per key; vouchers and balances refresh. */
export function useConfirmVoucherPurchase() {
  return useEndpointMutation(api.confirmVoucherPurchase, { invalidates: VOUCHERS_AND_BALANCES }, confirmationCall);
}

/** Gift, step 1: checks the recipient and the merchant's tickets and says how to verify. */
export function useGiftVoucher(voucherId: string, issuedId: string) {
  return useEndpointMutation(api.giftVoucher, { invalidates: [] }, (phone: string) => ({
    params: { voucherId, issuedId },
    body: { phone },
  }));
}

/** Gift, step 2: the copy moves to the recipient once per key; vouchers refresh. */
export function useConfirmVoucherGift() {
  return useEndpointMutation(api.confirmVoucherGift, { invalidates: VOUCHERS_AND_BALANCES }, confirmationCall);
}

/** Invite a phone that is not a member yet by SMS. */
export function useInviteVoucherRecipient(voucherId: string) {
  return useEndpointMutation(api.inviteVoucherRecipient, { invalidates: [] }, (phone: string) => ({
    params: { voucherId },
    body: { phone },
  }));
}

/** Claim the voucher of a printed barcode. */
export function useClaimVoucher() {
  return useEndpointMutation(api.claimVoucher, { invalidates: VOUCHERS_AND_BALANCES }, (barcode: string) => ({
    body: { barcode },
  }));
}

/** Create or void the online-shop discount code of a held cash copy. */
export function useDiscountCode(voucherId: string, issuedId: string) {
  const params = { voucherId, issuedId };
  const create = useEndpointMutation(api.createDiscountCode, { invalidates: ['vouchers'] }, (_: void) => ({ params }));
  const voidCode = useEndpointMutation(api.voidDiscountCode, { invalidates: ['vouchers'] }, (_: void) => ({ params }));
  return { create, voidCode };
}
