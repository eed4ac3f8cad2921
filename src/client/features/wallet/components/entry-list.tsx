import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ListEmpty, ListError, ListLoading, LoadMoreSentinel } from '../../../components/list-states';
import type { WalletEntry } from '../../../api/wallet';
import type { PointUnit } from '../lib/amounts';
import { walletMessages as m } from '../messages';
import { EntryRow } from './entry-row';

type EntryPages = UseInfiniteQueryResult<InfiniteData<{ data: WalletEntry[] }>, Error>;

/**
 * An activity list (seed 001 §9): 10 entries a page, the next page when the end comes near, 'All loaded' once a
 * short page (or the total) says there is no more, 'empty' when there is nothing.
 */
export function EntryList({
  query,
  unit,
  currencySymbol,
  label,
}: {
  query: EntryPages;
  unit: PointUnit;
  currencySymbol: string;
  /** Accessible name of the list. */
  label: string;
}) {
  const intl = useIntl();
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];
  const pages = query.data?.pages.length ?? 0;
  return (
    <Stack>
      {entries.length > 0 && (
        <List aria-label={label} disablePadding>
          {entries.map((entry) => (
            <EntryRow key={entry._id} entry={entry} unit={unit} currencySymbol={currencySymbol} />
          ))}
        </List>
      )}
      {(query.isPending || query.isFetchingNextPage) && <ListLoading label={intl.formatMessage(m.loading)} />}
      {query.isError && (
        <ListError error={query.error} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && entries.length === 0 && <ListEmpty text={intl.formatMessage(m.empty)} />}
      {query.isSuccess && entries.length > 0 && !query.hasNextPage && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }} role="status">
          {intl.formatMessage(m.allLoaded)}
        </Typography>
      )}
      <LoadMoreSentinel
        pages={pages}
        active={query.hasNextPage && !query.isFetchingNextPage && !query.isError}
        onReach={() => void query.fetchNextPage()}
      />
    </Stack>
  );
}
