import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/store';
import type { FeedVoucher } from '../api/types';

/**
 * Tapping a voucher opens /vouchers/{voucherId}/{voucherValueId}; anonymous visitors go to /login first and come
 * back to it afterwards (seed 000 §6).
 */
export function useOpenVoucher() {
  const navigate = useNavigate();
  const role = useAppSelector((state) => state.session.role);
  return (voucher: FeedVoucher) => {
    const target = `/vouchers/${encodeURIComponent(voucher._id)}/${encodeURIComponent(voucher.voucherValueId ?? '')}`;
    if (role === 'anonymous') navigate(`/login?redirect=${encodeURIComponent(target)}`);
    else navigate(target);
  };
}
