import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { LoadMoreSentinel } from './load-more-sentinel';

/** The words of a paged list, in the feature's own messages. */
export interface PagedListTexts {
  loading: string;
  retry: string;
  empty: string;
  /** Shown under the last page; a list without it says nothing at its end. */
  allLoaded?: string;
}

/** The items of every loaded page, in order. */
export function itemsOf<Item>(data: InfiniteData<{ data: Item[] }> | undefined): Item[] {
  return data?.pages.flatMap((page) => page.data) ?? [];
}

/**
 * An infinite list (seed 001: 10 a page, the next when the end comes near): a loader until the first page, the
 * error with a retry, the empty text, then the items, a loader while the next page comes and 'All loaded' once
 * there is no more. A page that fails after others keeps what was loaded on screen, the error and its retry below.
 */
export function PagedList<Item>({
  query,
  texts,
  spacing = 0,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: Item[] }>, Error>;
  texts: PagedListTexts;
  /** Space between the items' block and what follows it (the theme's units). */
  spacing?: number;
  /** Draws all loaded items at once, so a caller can wrap or group them (a list, days). */
  children: (items: Item[]) => ReactNode;
}) {
  const items = itemsOf(query.data);
  // The retry asks again for what failed: the next page, or the pages on screen.
  const retry = () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch());
  const error = query.isError && <ListError error={query.error} retryLabel={texts.retry} onRetry={retry} />;
  if (query.isPending) return <ListLoading label={texts.loading} />;
  if (items.length === 0) return error || <ListEmpty text={texts.empty} />;
  return (
    <Stack spacing={spacing}>
      {children(items)}
      {query.isFetchingNextPage && <ListLoading label={texts.loading} />}
      {error}
      {texts.allLoaded && !query.hasNextPage && !query.isError && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', py: 2 }} role="status">
          {texts.allLoaded}
        </Typography>
      )}
      <LoadMoreSentinel query={query} />
    </Stack>
  );
}
