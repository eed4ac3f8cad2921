import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useIntl } from 'react-intl';
import { useDateFormat } from '../../../i18n/format-date';
import type { MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router-dom';
import { formatAmount } from '../../../../shared/rules';
import { useTenant } from '../../../tenant/tenant-context';
import { useIssuedVoucher, type IssuedVoucherStatus } from '../../../api/vouchers';
import { LoadState } from '../components/load-state';
import { useClaimedNotice } from '../components/use-claimed-notice';
import { VoucherHero } from '../components/voucher-hero';
import { voucherMessages as m } from '../messages';

const STATUS: Record<IssuedVoucherStatus, { label: MessageDescriptor; color: 'success' | 'default' | 'error' }> = {
  available: { label: m.statusAvailable, color: 'success' },
  used: { label: m.statusUsed, color: 'default' },
  expired: { label: m.statusExpired, color: 'error' },
};

/**
 * /vouchers/{id}/{voucherValueId} (seed 001 §2): the member's own voucher with name, value, balance, merchant,
 * expiry and status, and its code as a QR for the cashier. Anonymous visitors are sent to log in by the route.
 */
export default function IssuedVoucherScreen() {
  const intl = useIntl();
  const format = useDateFormat();
  const { currency } = useTenant();
  const { voucherId = '', voucherValueId = '' } = useParams();
  const issued = useIssuedVoucher(voucherId, voucherValueId);
  useClaimedNotice(issued.isSuccess);
  if (!issued.data) return <LoadState error={issued.error} onRetry={() => void issued.refetch()} />;
  const it = issued.data;
  const usable = it.status === 'available';
  const money = (n: number) => formatAmount(n, currency.symbol);
  const rows: [MessageDescriptor, string][] = [
    [m.value, money(it.value.value)],
    [m.balance, money(it.balance)],
    [m.merchant, it.voucher.merchant.name],
    [m.expires, it.expiresAt ? format.date(it.expiresAt) : intl.formatMessage(m.noExpiry)],
  ];
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <VoucherHero voucher={it.voucher}>
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
          <Box
            role="img"
            aria-label={intl.formatMessage(m.qrLabel, { code: it.code })}
            data-testid="voucher-qr"
            sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 2, opacity: usable ? 1 : 0.35 }}
          >
            <QRCodeSVG value={it.code} size={184} level="M" aria-hidden />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(m.showAtCounter)}
          </Typography>
          <Typography variant="caption" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'center' }}>
            {intl.formatMessage(m.code)}: {it.code}
          </Typography>
        </Box>
      </VoucherHero>
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
        <Box component="dd" sx={{ m: 0 }}>
          <Chip size="small" color={STATUS[it.status].color} label={intl.formatMessage(STATUS[it.status].label)} />
        </Box>
      </Box>
      {it.status === 'expired' && <Alert severity="warning">{intl.formatMessage(m.expiredNote)}</Alert>}
    </Stack>
  );
}
