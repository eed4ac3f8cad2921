import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useHomeFeed } from '../../../api/merchants';
import { LoadMoreSentinel } from '../../../components/load-more-sentinel';
import { mixHomePage } from '../lib/mix-home-page';
import { discoveryMessages as m } from '../messages';
import { FeedEntryCard } from './feed-entry-card';
import { EmptyState, LoadError, Loading } from './list-states';

/** Every merchant of the app, 10 more each time the end comes within 100 px, mixed with promotion cards. */
export function HomeFeedList() {
  const intl = useIntl();
  const feed = useHomeFeed();
  const entries = feed.data?.pages.flatMap((page) => mixHomePage(page.merchants.data, page.promotions)) ?? [];
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="home-all-merchants">
      <Typography id="home-all-merchants" variant="h6" component="h2">
        {intl.formatMessage(m.allMerchants)}
      </Typography>
      {entries.map((entry) => (
        <FeedEntryCard key={`${entry.type}:${entry._id}`} entry={entry} />
      ))}
      {feed.isPending && <Loading />}
      {feed.isSuccess && entries.length === 0 && <EmptyState text={intl.formatMessage(m.merchantsNotFound)} />}
      {feed.isError && <LoadError error={feed.error} onRetry={() => void feed.refetch()} />}
      {feed.isFetchingNextPage && <Loading />}
      {feed.isSuccess && !feed.hasNextPage && entries.length > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {intl.formatMessage(m.allLoaded)}
        </Typography>
      )}
      <LoadMoreSentinel query={feed} />
    </Stack>
  );
}
