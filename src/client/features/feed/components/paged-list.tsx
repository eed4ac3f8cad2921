import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ListEmpty, ListError, ListLoading, LoadMoreSentinel } from '../../../components/list-states';
import type { Page } from '../../../api/fetcher';
import { feedMessages as m } from '../messages';

/** The items of every loaded page, in order. */
export function itemsOf<T>(data: InfiniteData<Page<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.data) ?? [];
}

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  empty: string;
  /** Renders all loaded items (so a caller can group them, e.g. by date). */
  children: (items: T[]) => ReactNode;
}

/** An infinite list: loading, error banner, empty text, and the next page when the end comes near. */
export function PagedList<T>({ query, empty, children }: PagedListProps<T>) {
  const intl = useIntl();
  const items = itemsOf(query.data);
  if (query.isPending) return <ListLoading label={intl.formatMessage(m.loading)} />;
  if (query.isError && items.length === 0)
    return (
      <ListError error={query.error} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void query.refetch()} />
    );
  if (items.length === 0) return <ListEmpty text={empty} />;
  return (
    <Stack spacing={1.5}>
      {children(items)}
      {query.isFetchingNextPage && <ListLoading label={intl.formatMessage(m.loading)} />}
      <LoadMoreSentinel query={query} />
    </Stack>
  );
}
