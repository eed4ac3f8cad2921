import { useEffect } from 'react';
import { VOUCHER_CLAIMED_DELAY_MS } from '../../../../shared/constants/vouchers';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { voucherMessages as m } from '../messages';

/** `?isclaim=true` (quick login / share links; home's stored voucher sends `?claim=true`) → 'Voucher claimed'. */
export function isClaimLink(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('isclaim') === 'true' || params.get('claim') === 'true';
}

export function useClaimedNotice(ready: boolean) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const claimLink = isClaimLink(search);
  useEffect(() => {
    if (!claimLink || !ready) return;
    const timer = setTimeout(
      () => dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.claimed) })),
      VOUCHER_CLAIMED_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [claimLink, ready, dispatch, intl]);
}
