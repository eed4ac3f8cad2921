/** Hooks of the voucher endpoints (src/shared/api/vouchers.ts). */
import { useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/vouchers';
import { endpointQuery } from './hooks';
import { retryOnceUnless } from './retry';

export type { IssuedVoucher, IssuedVoucherStatus, VoucherDetail, VoucherValue } from '../../shared/api/vouchers';

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
