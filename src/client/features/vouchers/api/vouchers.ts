import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppSelector } from '../../../app/store';
import { requestData } from '../../../lib/api';

export interface VoucherValue {
  _id: string;
  value: number;
  price: number;
}

/** GET /api/vouchers/:voucherId (src/server/modules/vouchers). */
export interface VoucherDetail {
  _id: string;
  name: string;
  description: string;
  image: string | null;
  merchant: { _id: string; name: string; logo: string | null; color: string };
  values: VoucherValue[];
  issuedIds: string[];
}

export type IssuedVoucherStatus = 'available' | 'used' | 'expired';

/** GET /api/vouchers/:voucherId/issued/:issuedId: the member's own copy. */
export interface IssuedVoucher {
  _id: string;
  code: string;
  voucher: VoucherDetail;
  value: VoucherValue;
  balance: number;
  createdAt: string;
  expiresAt: string | null;
  status: IssuedVoucherStatus;
}

const noRetryOn404 = (count: number, error: Error) => count < 1 && !('status' in error && error.status === 404);

export function useVoucher(voucherId: string) {
  const viewer = useAppSelector((state) => state.session.user?.id ?? 'anonymous');
  return useQuery(
    queryOptions({
      queryKey: ['voucher', voucherId, viewer],
      queryFn: ({ signal }) => requestData<VoucherDetail>(`/vouchers/${encodeURIComponent(voucherId)}`, { signal }),
      retry: noRetryOn404,
    }),
  );
}

export function useIssuedVoucher(voucherId: string, issuedId: string) {
  const viewer = useAppSelector((state) => state.session.user?.id ?? 'anonymous');
  return useQuery(
    queryOptions({
      queryKey: ['voucher', voucherId, 'issued', issuedId, viewer],
      queryFn: ({ signal }) =>
        requestData<IssuedVoucher>(
          `/vouchers/${encodeURIComponent(voucherId)}/issued/${encodeURIComponent(issuedId)}`,
          { signal },
        ),
      retry: noRetryOn404,
    }),
  );
}
