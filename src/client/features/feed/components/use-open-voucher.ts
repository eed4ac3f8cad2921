import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../state/store';
import type { FeedVoucher } from '../../../api/feed';

/** Where a voucher card leads: the member's own copy by its member voucher id, else the voucher on offer. */
export function voucherPath(voucher: Pick<FeedVoucher, '_id' | 'memberVoucherId'>): string {
  const base = `/vouchers/${encodeURIComponent(voucher._id)}`;
  return voucher.memberVoucherId ? `${base}/${encodeURIComponent(voucher.memberVoucherId)}` : base;
}

/**
 * Tapping a voucher opens /vouchers/{voucherId}/{voucherValueId} for one the member holds (the second id is the
 * issued copy, seed 001 §2) or /vouchers/{voucherId} for one on offer; anonymous visitors go to /login first and
 * come back to it afterwards (seed 000 §6).
 */
export function useOpenVoucher() {
  const navigate = useNavigate();
  const role = useAppSelector((state) => state.session.role);
  return (voucher: FeedVoucher) => {
    const target = voucherPath(voucher);
    if (role === 'anonymous') navigate(`/login?redirect=${encodeURIComponent(target)}`);
    else navigate(target);
  };
}
