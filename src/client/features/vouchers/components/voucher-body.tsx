import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { VoucherDetail } from '../../../api/vouchers';
import { voucherMessages as m } from '../messages';
import { VoucherFacts } from './voucher-facts';
import { VoucherHero } from './voucher-hero';
import { VoucherOutlets } from './voucher-outlets';

/**
 * What both voucher screens show of the voucher (seed 001 §2 screen 1): the ticket head (greyed when expired, with
 * 'this voucher is expired'), its facts, the actions, terms and outlets. `ticket` goes inside the head (the held
 * copy's QR); `children` come last (redeem history, discount code).
 */
export function VoucherBody({
  voucher,
  expired,
  canOrder,
  ticket,
  actions,
  children,
}: {
  voucher: VoucherDetail;
  expired: boolean;
  canOrder: boolean;
  ticket?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Box sx={expired ? { filter: 'grayscale(1)', opacity: 0.6 } : undefined} data-testid="voucher-ticket">
        <VoucherHero voucher={voucher}>
          <Box sx={{ px: 2, pb: 2 }}>
            <VoucherFacts voucher={voucher} held={ticket !== undefined} />
          </Box>
          {ticket}
        </VoucherHero>
      </Box>
      {expired && (
        <Alert severity="warning" data-testid="voucher-expired">
          {intl.formatMessage(m.expiredNote)}
        </Alert>
      )}
      {actions}
      {voucher.termBody && (
        <section aria-labelledby="voucher-terms">
          <Typography id="voucher-terms" component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {intl.formatMessage(m.terms)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {voucher.termBody}
          </Typography>
        </section>
      )}
      <Divider />
      <VoucherOutlets voucher={voucher} canOrder={canOrder && !expired} />
      {children}
    </Stack>
  );
}
