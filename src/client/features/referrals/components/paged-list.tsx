import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ListEmpty, ListError, ListLoading, LoadMoreSentinel } from '../../../components/list-states';
import { referralMessages as m } from '../messages';

/** A paged list of this feature: loading, error with retry, 'empty', rows, more on scroll, 'All loaded'. */
export function PagedList<Row>({
  query,
  renderRow,
  testId,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: Row[] }>, Error>;
  renderRow: (row: Row) => ReactNode;
  testId: string;
}) {
  const intl = useIntl();
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (query.isPending) return <ListLoading label={intl.formatMessage(m.loading)} />;
  if (query.isError)
    return (
      <ListError error={query.error} retryLabel={intl.formatMessage(m.retry)} onRetry={() => void query.refetch()} />
    );
  if (rows.length === 0) return <ListEmpty text={intl.formatMessage(m.empty)} />;
  return (
    <>
      <List disablePadding data-testid={testId}>
        {rows.map(renderRow)}
      </List>
      <LoadMoreSentinel query={query} />
      {!query.hasNextPage && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textAlign: 'center', py: 1 }}>
          {intl.formatMessage(m.allLoaded)}
        </Typography>
      )}
    </>
  );
}
