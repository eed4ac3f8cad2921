import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useMyVouchers, useOfferedVouchers } from '../../../api/feed';
import { feedMessages as m } from '../messages';
import { itemsOf, PagedList } from './paged-list';
import { useOpenVoucher } from './use-open-voucher';
import { VoucherCard } from './voucher-card';

/** The member's own vouchers: the first page here, the rest on /feed/my/vouchers. */
function MyVouchers() {
  const intl = useIntl();
  const open = useOpenVoucher();
  const mine = itemsOf(useMyVouchers().data);
  if (mine.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="feed-my-vouchers" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography id="feed-my-vouchers" component="h2" variant="h6">
          {intl.formatMessage(m.sectionMy)}
        </Typography>
        <Link component={RouterLink} to="/feed/my/vouchers" underline="hover">
          {intl.formatMessage(m.seeAll)}
        </Link>
      </Box>
      <Stack spacing={1.5}>
        {mine.map((voucher) => (
          <VoucherCard key={voucher.memberVoucherId ?? voucher._id} voucher={voucher} onOpen={open} />
        ))}
      </Stack>
    </Box>
  );
}

/** Voucher tab: My (members) and Other, the latter infinite, 5 per page. */
export function VoucherTab({ member }: { member: boolean }) {
  const intl = useIntl();
  const open = useOpenVoucher();
  const offered = useOfferedVouchers();
  return (
    <>
      {member && <MyVouchers />}
      <Box component="section" aria-labelledby="feed-other-vouchers">
        {member && (
          <Typography id="feed-other-vouchers" component="h2" variant="h6" sx={{ mb: 1 }}>
            {intl.formatMessage(m.sectionOther)}
          </Typography>
        )}
        <PagedList query={offered} empty={intl.formatMessage(m.noVouchers)}>
          {(items) => items.map((voucher) => <VoucherCard key={voucher._id} voucher={voucher} onOpen={open} />)}
        </PagedList>
      </Box>
    </>
  );
}
