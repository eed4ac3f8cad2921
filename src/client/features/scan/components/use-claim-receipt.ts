import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { RECEIPT_CLAIM_SUCCESS } from '../../../../shared/rules/receipt-claim';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useClaimReceiptMutation } from '../../../api/receipts';
import { claimErrorMessage, orderPagePath } from '../lib/claim-flow';
import { clearPendingReceipt } from '../lib/pending-receipt';
import { scanMessages as m } from '../messages';

/**
 * Claims a receipt (seed 000 §4): on success 'Successfully claimed the receipt', the stored redeem id cleared, the
 * balances refetched (the mutation names what a claim changes), and after 1 second the order page; failures show
 * their message in the banner.
 */
export function useClaimReceipt() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useClaimReceiptMutation({
    onSuccess: ({ data: result }) => {
      if (RECEIPT_CLAIM_SUCCESS.clearStoredId) clearPendingReceipt(window.localStorage);
      dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.claimed) }));
      const target = orderPagePath(result.orderId);
      timer.current = setTimeout(() => {
        if (target) navigate(target);
        else dispatch(toastShown({ type: 'error', message: intl.formatMessage(m.navigateError) }));
      }, RECEIPT_CLAIM_SUCCESS.navigateAfterMs);
    },
    onError: (error) => {
      dispatch(toastShown({ type: 'error', message: intl.formatMessage(claimErrorMessage(error)) }));
    },
  });
}
