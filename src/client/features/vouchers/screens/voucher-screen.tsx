import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useVoucher } from '../../../api/vouchers';
import { useAppSelector } from '../../../state/store';
import { BuyVoucherDialog } from '../components/buy-voucher-dialog';
import { LoadState } from '../components/load-state';
import { useClaimedNotice } from '../components/use-claimed-notice';
import { VoucherBody } from '../components/voucher-body';
import { BLOCK_LABELS } from '../lib/voucher-labels';
import { voucherMessages as m } from '../messages';

/**
 * /vouchers/{id} (seed 001 §2, §4): a voucher on offer in its state (not yet available, valid for N days, expired —
 * greyed, Buy disabled, 'this voucher is expired'), Buy with points or store credit, the outlets and the outlet
 * picker; a member who holds a copy gets a link to it. Anonymous visitors are sent to log in to buy.
 */
export default function VoucherScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const role = useAppSelector((state) => state.session.role);
  const { voucherId = '' } = useParams();
  const voucher = useVoucher(voucherId);
  const [buying, setBuying] = useState(false);
  useClaimedNotice(voucher.isSuccess);
  if (!voucher.data) return <LoadState error={voucher.error} onRetry={() => void voucher.refetch()} />;
  const v = voucher.data;
  const expired = v.state === 'expired';
  const member = role === 'member';
  const blocked = v.buyBlockedReason;
  const sellable = v.isPurchase && v.paymentAssets.length > 0;
  const onBuy = () =>
    member
      ? setBuying(true)
      : navigate(`/login?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
  const actions = (
    <>
      {v.issuedIds.length > 0 && (
        <Alert
          severity="success"
          action={
            <Button
              component={RouterLink}
              to={`/vouchers/${encodeURIComponent(v._id)}/${encodeURIComponent(v.issuedIds[0])}`}
              color="inherit"
              size="small"
            >
              {intl.formatMessage(m.openMine)}
            </Button>
          }
        >
          {intl.formatMessage(m.youHoldIt)}
        </Alert>
      )}
      {sellable && (
        <Button variant="contained" size="large" fullWidth disabled={blocked !== null} onClick={onBuy}>
          {intl.formatMessage(member ? m.buy : m.signInToBuy)}
        </Button>
      )}
      {blocked && blocked !== 'expired' && (sellable || blocked !== 'notForSale') && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }} data-testid="buy-blocked">
          {intl.formatMessage(BLOCK_LABELS[blocked])}
        </Typography>
      )}
    </>
  );
  return (
    <>
      <VoucherBody voucher={v} expired={expired} canOrder={member && v.issuedIds.length > 0} actions={actions} />
      {buying && <BuyVoucherDialog voucher={v} open onClose={() => setBuying(false)} />}
    </>
  );
}
