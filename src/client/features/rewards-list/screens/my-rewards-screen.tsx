import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../state/store';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states';
import { REWARD_FILTERS, useMyMerchants, type RewardFilter } from '../../../api/my-rewards';
import { RewardCard } from '../components/reward-card';
import { rewardsMessages as m } from '../messages';

const LABEL: Record<RewardFilter, MessageDescriptor> = {
  'with-purchases': m.filterWithPurchases,
  'no-purchases': m.filterNoPurchases,
  all: m.filterAll,
};
const EMPTY: Record<RewardFilter, MessageDescriptor> = {
  'with-purchases': m.emptyWithPurchases,
  'no-purchases': m.emptyNoPurchases,
  all: m.emptyAll,
};

/** /myrewards (members): the filters, each with its own empty message, and a card per joined merchant. */
export default function MyRewardsScreen() {
  const intl = useIntl();
  const member = useAppSelector((state) => state.session.role) === 'member';
  const [params, setParams] = useSearchParams();
  const filter = REWARD_FILTERS.find((f) => f === params.get('filter')) ?? 'with-purchases';
  const query = useMyMerchants({ filter, enabled: member });
  if (!member)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {intl.formatMessage(m.guestOnly)}
      </Alert>
    );
  const merchants = query.data?.data ?? [];
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={filter}
        onChange={(_, value: RewardFilter | null) => value && setParams({ filter: value }, { replace: true })}
        aria-label={intl.formatMessage(m.filterLabel)}
      >
        {REWARD_FILTERS.map((f) => (
          <ToggleButton key={f} value={f}>
            {intl.formatMessage(LABEL[f])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {query.isPending && <ListLoading label={intl.formatMessage(m.loading)} />}
      {query.isError && (
        <ListError error={query.error} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && merchants.length === 0 && <ListEmpty text={intl.formatMessage(EMPTY[filter])} />}
      {merchants.map((merchant) => (
        <RewardCard key={merchant._id} merchant={merchant} />
      ))}
    </Stack>
  );
}
