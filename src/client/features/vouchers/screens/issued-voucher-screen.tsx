import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router-dom';
import { formatAmount } from '../../../../shared/rules';
import { useIssuedVoucher, type IssuedVoucherStatus } from '../../../api/vouchers';
import { useDateFormat } from '../../../i18n/format-date';
import { useTenant } from '../../../tenant/tenant-context';
import { DiscountCodeBlock } from '../components/discount-code-block';
import { GiftVoucherDialog } from '../components/gift-voucher-dialog';
import { LoadState } from '../components/load-state';
import { RedeemHistory } from '../components/redeem-history';
import { useClaimedNotice } from '../components/use-claimed-notice';
import { VoucherBody } from '../components/voucher-body';
import { voucherMessages as m } from '../messages';

const STATUS: Record<IssuedVoucherStatus, { label: MessageDescriptor; color: 'success' | 'default' | 'error' }> = {
  available: { label: m.statusAvailable, color: 'success' },
  used: { label: m.statusUsed, color: 'default' },
  expired: { label: m.statusExpired, color: 'error' },
};

/**
 * /vouchers/{id}/{voucherValueId} (seed 001 §2, §4): the member's own voucher with its code as a QR for the cashier
 * (Use now shows it large), its state (used, expired greyed), Gift, the online-shop discount code, the redeem
 * history and the outlets. Anonymous visitors are sent to log in by the route.
 */
export default function IssuedVoucherScreen() {
  const intl = useIntl();
  const format = useDateFormat();
  const { currency } = useTenant();
  const { voucherId = '', voucherValueId = '' } = useParams();
  const issued = useIssuedVoucher(voucherId, voucherValueId);
  const [showing, setShowing] = useState(false);
  const [gifting, setGifting] = useState(false);
  useClaimedNotice(issued.isSuccess);
  if (!issued.data) return <LoadState error={issued.error} onRetry={() => void issued.refetch()} />;
  const it = issued.data;
  const usable = it.status === 'available';
  const rows: [MessageDescriptor, string][] = [
    [m.balance, formatAmount(it.balance, currency.symbol)],
    [m.merchant, it.voucher.merchant.name],
    [m.expires, it.expiresAt ? format.date(it.expiresAt) : intl.formatMessage(m.noExpiry)],
  ];
  const qr = (size: number) => (
    <Box
      role="img"
      aria-label={intl.formatMessage(m.qrLabel, { code: it.code })}
      data-testid={size > 200 ? 'voucher-qr-large' : 'voucher-qr'}
      sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 2, opacity: usable ? 1 : 0.35, lineHeight: 0 }}
    >
      <QRCodeSVG value={it.code} size={size} level="M" aria-hidden />
    </Box>
  );
  const ticket = (
    <Box
      sx={{
        borderTop: '2px dashed',
        borderColor: 'divider',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
      }}
    >
      {qr(184)}
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(m.showAtCounter)}
      </Typography>
      <Typography variant="caption" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'center' }}>
        {intl.formatMessage(m.code)}: {it.code}
      </Typography>
    </Box>
  );
  const actions = (
    <>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label.id} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {intl.formatMessage(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" variant="body2" color="text.secondary">
          {intl.formatMessage(m.status)}
        </Typography>
        <Box component="dd" sx={{ m: 0, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" color={STATUS[it.status].color} label={intl.formatMessage(STATUS[it.status].label)} />
          {it.voucherUsedDate && (
            <Typography variant="caption" color="text.secondary">
              {intl.formatMessage(m.usedOn, { date: format.date(it.voucherUsedDate) })}
            </Typography>
          )}
        </Box>
      </Box>
      {it.giftedBy && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.giftedBy, { name: it.giftedBy })}
        </Typography>
      )}
      {usable && (
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" size="large" fullWidth onClick={() => setShowing(true)}>
            {intl.formatMessage(m.useNow)}
          </Button>
          <Button variant="outlined" size="large" fullWidth onClick={() => setGifting(true)}>
            {intl.formatMessage(m.gift)}
          </Button>
        </Stack>
      )}
    </>
  );
  return (
    <>
      <VoucherBody
        voucher={it.voucher}
        expired={it.status === 'expired'}
        canOrder={usable}
        ticket={ticket}
        actions={actions}
      >
        <DiscountCodeBlock issued={it} />
        <RedeemHistory redemptions={it.redemptions} />
      </VoucherBody>
      <Dialog open={showing} onClose={() => setShowing(false)} fullWidth maxWidth="xs">
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h6" component="p">
            {it.voucher.name}
          </Typography>
          {qr(260)}
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(m.showAtCounter)}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShowing(false)}>{intl.formatMessage(m.close)}</Button>
        </DialogActions>
      </Dialog>
      {gifting && (
        <GiftVoucherDialog voucherId={it.voucher._id} issuedId={it._id} open onClose={() => setGifting(false)} />
      )}
    </>
  );
}
