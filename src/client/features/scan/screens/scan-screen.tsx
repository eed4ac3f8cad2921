import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { shouldAutoClaimReceipt } from '../../../../shared/rules/receipt-claim';
import { parseScanPayload } from '../../../../shared/rules/scan-payload';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useReceiptPreview, type ReceiptClaim } from '../../../api/receipts';
import { useMerchant } from '../../../api/merchants';
import { CameraScanner } from '../components/camera-scanner';
import { ReceiptForm } from '../components/receipt-form';
import { useClaimReceipt } from '../components/use-claim-receipt';
import { receiptKeyOfPayload } from '../lib/claim-flow';
import {
  clearPendingReceipt,
  readPendingReceipt,
  redeemIdFromSearch,
  storePendingReceipt,
} from '../lib/pending-receipt';
import { scanMessages as m } from '../messages';

const LOGIN_HERE = `/login?redirect=${encodeURIComponent('/next/qr')}`;

/**
 * /next/qr, the QR scan tab (seed 000 §2, §4, §5): the camera reads a receipt's QR or PDF417 code, or the member
 * types the receipt number and reference id; either claims the receipt's points. A redeem link (?redeemID=) opening
 * the app stores its id; anonymous visitors log in first and the stored receipt is claimed once they are logged in
 * and have joined its merchant. Opened from a merchant's redeem-by-scan button it names that merchant.
 */
export default function ScanScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const role = useAppSelector((state) => state.session.role);
  const claim = useClaimReceipt();
  const [pending, setPending] = useState<ReceiptClaim | null>(() => readPendingReceipt(window.localStorage));
  const redeemMerchantId = new URLSearchParams(location.search).get('redeem');
  const lastFailed = useRef<string | null>(null);
  const autoClaimed = useRef(false);

  // A redeem link opened the app: keep its id (it must survive a login round trip) and tidy the address bar.
  useEffect(() => {
    const redeemId = redeemIdFromSearch(location.search);
    if (!redeemId) return;
    storePendingReceipt(window.localStorage, { redeemId });
    setPending({ redeemId });
    const params = new URLSearchParams(location.search);
    for (const name of [...params.keys()]) if (name.toLowerCase() === 'redeemid') params.delete(name);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);

  // Anonymous visitors with a receipt waiting log in first; it is claimed when they come back here.
  useEffect(() => {
    if (role !== 'anonymous' || !pending) return;
    dispatch(toastShown({ type: 'info', message: intl.formatMessage(m.loginToClaim) }));
    navigate(LOGIN_HERE, { replace: true });
  }, [role, pending, dispatch, intl, navigate]);

  const pendingRedeemId = pending?.redeemId ?? null;
  const preview = useReceiptPreview(pendingRedeemId, role === 'member');

  const forget = useCallback(() => {
    clearPendingReceipt(window.localStorage);
    setPending(null);
  }, []);

  // The stored receipt is claimed automatically once logged in and joined (seed 000 §4), once per visit.
  useEffect(() => {
    if (!pending || role !== 'member' || autoClaimed.current) return;
    if (pendingRedeemId) {
      if (preview.isError) {
        forget();
        dispatch(toastShown({ type: 'error', message: intl.formatMessage(m.notFound) }));
        return;
      }
      if (!preview.data) return;
      if (preview.data.claimed) {
        forget();
        const message = preview.data.claimedByMe ? m.alreadyClaimedByYou : m.alreadyClaimed;
        dispatch(toastShown({ type: 'warning', message: intl.formatMessage(message) }));
        return;
      }
    }
    const joined = pendingRedeemId ? Boolean(preview.data?.joined) : true; // printed fields: the server checks
    if (!shouldAutoClaimReceipt({ storedRedeemId: JSON.stringify(pending), loggedIn: true, joined })) return;
    autoClaimed.current = true;
    claim.mutate(pending, { onError: () => forget() });
  }, [pending, pendingRedeemId, role, preview.data, preview.isError, claim, dispatch, intl, forget]);

  const submit = useCallback(
    (key: ReceiptClaim) => {
      if (claim.isPending || claim.isSuccess) return;
      if (role === 'anonymous') {
        storePendingReceipt(window.localStorage, key);
        setPending(key);
        return;
      }
      if (role === 'guest') {
        dispatch(toastShown({ type: 'warning', message: intl.formatMessage(m.guestCannotClaim) }));
        return;
      }
      claim.mutate(key);
    },
    [claim, role, dispatch, intl],
  );

  const onRead = useCallback(
    (text: string, format: string) => {
      const result = parseScanPayload(text, format);
      if (!result.ok) {
        // The camera keeps seeing the same wrong code every 500 ms: say it once per code.
        if (lastFailed.current !== text)
          dispatch(toastShown({ type: 'error', message: intl.formatMessage(m.failedToRead) }));
        lastFailed.current = text;
        return;
      }
      lastFailed.current = null;
      submit(receiptKeyOfPayload(result.payload));
    },
    [dispatch, intl, submit],
  );

  const waitingForJoin = role === 'member' && preview.data && !preview.data.joined && !preview.data.claimed;

  return (
    <Stack spacing={2.5} sx={{ p: 2 }}>
      <Typography color="text.secondary">{intl.formatMessage(m.intro)}</Typography>
      {redeemMerchantId && <RedeemMerchant merchantId={redeemMerchantId} />}
      {role === 'guest' && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={LOGIN_HERE} color="inherit" size="small">
              {intl.formatMessage(m.logIn)}
            </Button>
          }
        >
          {intl.formatMessage(m.guestCannotClaim)}
        </Alert>
      )}
      {waitingForJoin && preview.data && (
        <Alert
          severity="warning"
          action={
            <Button
              component={RouterLink}
              to={`/merchant-detail/${encodeURIComponent(preview.data.merchant._id)}?join=true`}
              color="inherit"
              size="small"
            >
              {intl.formatMessage(m.openMerchant)}
            </Button>
          }
        >
          {intl.formatMessage(m.joinToClaim, { merchant: preview.data.merchant.name })}
        </Alert>
      )}
      {claim.isPending && <Alert severity="info">{intl.formatMessage(m.pendingClaim)}</Alert>}
      <CameraScanner onRead={onRead} />
      <Divider />
      <ReceiptForm busy={claim.isPending || claim.isSuccess} onSubmit={submit} />
    </Stack>
  );
}

/** The merchant a redeem-by-scan button came from (its page already checked the redemption rules). */
function RedeemMerchant({ merchantId }: { merchantId: string }) {
  const intl = useIntl();
  const merchant = useMerchant(merchantId);
  if (!merchant.data) return null;
  return (
    <Alert severity="info" icon={false}>
      {intl.formatMessage(m.redeemFor, { merchant: merchant.data.name })}
    </Alert>
  );
}
