import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { useMyMerchants } from '../../../api/my-rewards';
import { EmptyState, LoadError, Loading } from '../components/list-states';
import { MerchantCard } from '../components/merchant-card';
import { discoveryMessages as m } from '../messages';

/** /my_merchants — every merchant the member joined; 'Merchantsnotfound' when none. */
export default function MyMerchantsScreen() {
  const intl = useIntl();
  const mine = useMyMerchants();
  const merchants = mine.data?.data ?? [];
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      {mine.isPending && <Loading />}
      {mine.isError && <LoadError error={mine.error} onRetry={() => void mine.refetch()} />}
      {mine.isSuccess && merchants.length === 0 && <EmptyState text={intl.formatMessage(m.merchantsNotFound)} />}
      {merchants.map((merchant) => (
        <MerchantCard key={merchant._id} merchant={merchant} />
      ))}
    </Stack>
  );
}
