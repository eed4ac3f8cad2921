import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListEmpty, ListError, ListLoading, LoadMoreSentinel } from '../../../components/list-states';
import { walletMessages as m } from '../messages';

type Pages<Item> = UseInfiniteQueryResult<InfiniteData<{ data: Item[] }>, Error>;

/**
 * A wallet list (seed 001 §9): 10 items a page, the next page when the end comes near, 'All loaded' once a short
 * page (or the total) says there is no more, 'empty' when there is nothing.
 */
export function PagedList<Item extends { _id: string }>({
  query,
  label,
  renderItem,
}: {
  query: Pages<Item>;
  /** Accessible name of the list. */
  label: string;
  renderItem: (item: Item) => ReactNode;
}) {
  const intl = useIntl();
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack>
      {items.length > 0 && (
        <List aria-label={label} disablePadding>
          {items.map(renderItem)}
        </List>
      )}
      {(query.isPending || query.isFetchingNextPage) && <ListLoading label={intl.formatMessage(m.loading)} />}
      {query.isError && (
        <ListError error={query.error} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void query.refetch()} />
      )}
      {query.isSuccess && items.length === 0 && <ListEmpty text={intl.formatMessage(m.empty)} />}
      {query.isSuccess && items.length > 0 && !query.hasNextPage && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }} role="status">
          {intl.formatMessage(m.allLoaded)}
        </Typography>
      )}
      <LoadMoreSentinel query={query} />
    </Stack>
  );
}
