import List from '@mui/material/List';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PagedList as SharedPagedList } from '../../../components/paged-list';
import { referralMessages as m } from '../messages';

/** A referral list (seed 001 §2): the house's paged list with this feature's words, its rows in a list. */
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
  const texts = {
    loading: intl.formatMessage(m.loading),
    retry: intl.formatMessage(m.retry),
    empty: intl.formatMessage(m.empty),
    allLoaded: intl.formatMessage(m.allLoaded),
  };
  return (
    <SharedPagedList query={query} texts={texts}>
      {(rows) => (
        <List disablePadding data-testid={testId}>
          {rows.map(renderRow)}
        </List>
      )}
    </SharedPagedList>
  );
}
