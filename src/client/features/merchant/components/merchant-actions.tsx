import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { RULE_MESSAGES, orderButtonAction, redeemByScanError, showRedeemScanButton } from '../../../../shared/rules';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { QrCodeIcon } from '../../../components/icons';
import type { Merchant } from '../../../api/merchants';
import { useTenant } from '../../../tenant/tenant-context';
import { orderPagePath } from '../lib/order-path';
import { merchantMessages as m } from '../messages';

// Opened on demand: its Dialog and the terms sanitiser (DOMPurify) stay out of the merchant page's first load.
const JoinDialog = lazy(() =>
  import(/* webpackChunkName: "merchant-join" */ './join-dialog').then((module) => ({ default: module.JoinDialog })),
);

const REDEEM_MESSAGES: Record<string, MessageDescriptor> = {
  [RULE_MESSAGES.loginToRedeem]: m.loginToRedeem,
  [RULE_MESSAGES.merchantDisallowsRedemption]: m.merchantDisallowsRedemption,
  [RULE_MESSAGES.needToJoinMerchant]: m.needToJoin,
  [RULE_MESSAGES.loyaltyIsZero]: m.loyaltyIsZero,
};

/**
 * The merchant page's buttons: the layout's Menu / Order / Catalogue (`actionLabel`), Login or Register for
 * visitors who have not joined, and redeem by scan (seed 000 sections 2, 4 and 6).
 */
export function MerchantActions({ merchant, actionLabel }: { merchant: Merchant; actionLabel: MessageDescriptor }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.session.role);
  const { features, guest } = useTenant();
  const here = `${location.pathname}${location.search}`;
  const orderPath = orderPagePath(merchant._id, location.search);
  const canJoinHere = role === 'member' && !merchant.joined;
  // A join link (?join=true, e.g. from a stored join-merchant id) opens the terms popup for a member at once.
  const [joining, setJoining] = useState<null | 'join' | 'order'>(() =>
    canJoinHere && new URLSearchParams(location.search).get('join') === 'true' ? 'join' : null,
  );

  const order = () => {
    const action = orderButtonAction({
      loggedIn: role !== 'anonymous',
      termsAccepted: merchant.joined && merchant.isTermChecked,
      guestLoginType: guest.loginType,
    });
    if (action === 'order') navigate(orderPath);
    else if (action === 'login') navigate(`/login?redirect=${encodeURIComponent(orderPath)}`);
    // Quick login is the login page's mode for ordering (seed 002): it returns to the order page afterwards.
    else if (action === 'quickLogin') navigate(`/login?quickLogin=true&redirect=${encodeURIComponent(orderPath)}`);
    // Terms not accepted yet: the merchant's terms popup, then the order page (seed 000 section 4).
    else setJoining('order');
  };

  const redeem = () => {
    const problem = redeemByScanError({
      loggedIn: role !== 'anonymous',
      isGuest: role === 'guest',
      merchantAllowsRedemption: features.loyaltyRedemption,
      joined: merchant.joined,
      balance: merchant.loyaltyBalance,
    });
    if (!problem) {
      navigate(`/next/qr?redeem=${encodeURIComponent(merchant._id)}`);
      return;
    }
    const descriptor = REDEEM_MESSAGES[problem];
    dispatch(toastShown({ type: 'warning', message: descriptor ? intl.formatMessage(descriptor) : problem }));
    if (problem === RULE_MESSAGES.loginToRedeem) navigate(`/login?redirect=${encodeURIComponent(here)}`);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={order} data-testid="order-button">
        {intl.formatMessage(actionLabel)}
      </Button>
      {canJoinHere && (
        <Button variant="outlined" onClick={() => setJoining('join')}>
          {intl.formatMessage(m.join)}
        </Button>
      )}
      {!merchant.joined && role !== 'member' && (
        <Button variant="outlined" onClick={() => navigate(`/login?redirect=${encodeURIComponent(here)}`)}>
          {intl.formatMessage(m.loginOrRegister)}
        </Button>
      )}
      {showRedeemScanButton(role === 'guest', features.loyaltyRedemption) && (
        <Button variant="outlined" startIcon={<QrCodeIcon />} onClick={redeem}>
          {intl.formatMessage(m.redeemByScan)}
        </Button>
      )}
      {joining && (
        <Suspense fallback={null}>
          <JoinDialog
            merchant={merchant}
            onClose={() => setJoining(null)}
            onJoined={() => {
              const then = joining;
              setJoining(null);
              dispatch(toastShown({ type: 'success', message: intl.formatMessage(m.joinedToast) }));
              if (then === 'order') navigate(orderPath);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
