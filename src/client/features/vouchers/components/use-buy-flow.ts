import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  useConfirmVoucherPurchase,
  useRequestVoucherPurchase,
  type PurchaseRequest,
  type VoucherPaymentAsset,
} from '../../../api/vouchers';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { voucherMessages as m } from '../messages';
import { useVerifiedAction } from './use-verified-action';

/**
 * The buy flow (seed 001 §4): choose the payment -> confirm -> the verification the server asks for -> the voucher
 * is issued and the member moves to the new copy.
 */
export function useBuyFlow(voucherId: string) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const request = useRequestVoucherPurchase(voucherId);
  const confirm = useConfirmVoucherPurchase();
  const flow = useVerifiedAction<PurchaseRequest, Awaited<ReturnType<typeof confirm.mutateAsync>>>({
    confirm: (input) => confirm.mutateAsync(input),
    onDone: (result) => {
      dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.bought) }));
      navigate(`/vouchers/${encodeURIComponent(result.data.voucherId)}/${encodeURIComponent(result.data.issuedId)}`);
    },
  });
  return {
    ...flow,
    start: (voucherValueId: string, asset: VoucherPaymentAsset) =>
      flow.start(async () => (await request.mutateAsync({ voucherValueId, asset })).data),
  };
}
