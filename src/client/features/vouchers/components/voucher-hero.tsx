import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { VoucherDetail } from '../../../api/vouchers';

/** The ticket-like head of both voucher screens: merchant colour strip, logo, name, merchant and description. */
export function VoucherHero({ voucher, children }: { voucher: VoucherDetail; children?: ReactNode }) {
  return (
    <Box
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ height: 10, bgcolor: voucher.merchant.color }} aria-hidden />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2 }}>
        <Avatar
          src={voucher.merchant.logo ?? undefined}
          alt=""
          sx={{ bgcolor: voucher.merchant.color, width: 52, height: 52 }}
        >
          {voucher.merchant.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" sx={{ lineHeight: 1.25 }}>
            {voucher.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {voucher.merchant.name}
          </Typography>
        </Box>
      </Box>
      {voucher.description && (
        <Typography variant="body2" sx={{ px: 2, pb: 2 }}>
          {voucher.description}
        </Typography>
      )}
      {children}
    </Box>
  );
}
