import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { useMyVouchers } from '../../../api/feed';
import { PagedList } from '../components/paged-list';
import { useOpenVoucher } from '../components/use-open-voucher';
import { VoucherCard } from '../components/voucher-card';
import { feedMessages as m } from '../messages';

/** /feed/my/vouchers (members): every voucher the member holds, 5 per page, infinite. */
export default function MyVouchersScreen() {
  const intl = useIntl();
  const open = useOpenVoucher();
  return (
    <Box sx={{ p: 2 }}>
      <PagedList query={useMyVouchers()} empty={intl.formatMessage(m.noVouchers)}>
        {(items) => items.map((v) => <VoucherCard key={v.memberVoucherId ?? v._id} voucher={v} onOpen={open} />)}
      </PagedList>
    </Box>
  );
}
