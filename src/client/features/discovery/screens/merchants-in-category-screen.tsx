import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useCategoryMerchants } from '../../../api/categories';
import { MerchantCard } from '../components/merchant-card';
import { RefreshIcon } from '../components/icons';
import { EmptyState, LoadError, Loading } from '../components/list-states';
import { PullToRefresh } from '../components/pull-to-refresh';
import { discoveryMessages as m } from '../messages';

/** /merchants_in_category/:name/:id — the merchants of one category (100, page 1), pull to refresh. */
export default function MerchantsInCategoryScreen() {
  const intl = useIntl();
  const { name = '', id = '' } = useParams();
  const merchants = useCategoryMerchants(id);
  const entries = merchants.data?.data ?? [];
  const refresh = () => void merchants.refetch();
  return (
    <PullToRefresh onRefresh={refresh} refreshing={merchants.isRefetching}>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <Button startIcon={<RefreshIcon />} onClick={refresh} disabled={merchants.isFetching}>
            {intl.formatMessage(m.refresh)}
          </Button>
        </Stack>
        {merchants.isPending && <Loading />}
        {merchants.isError && <LoadError error={merchants.error} onRetry={refresh} />}
        {merchants.isSuccess && entries.length === 0 && <EmptyState text={intl.formatMessage(m.merchantsNotFound)} />}
        {entries.map((entry) => (
          <MerchantCard key={entry._id} merchant={entry} />
        ))}
      </Stack>
    </PullToRefresh>
  );
}
