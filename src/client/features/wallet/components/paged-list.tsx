import List from '@mui/material/List';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PagedList as SharedPagedList } from '../../../components/paged-list';
import { walletMessages as m } from '../messages';

/** A wallet list (seed 001 §9): the house's paged list with the wallet's words, its items in a named list. */
export function PagedList<Item extends { _id: string }>({
  query,
  label,
  renderItem,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: Item[] }>, Error>;
  /** Accessible name of the list. */
  label: string;
  renderItem: (item: Item) => ReactNode;
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
      {(items) => (
        <List aria-label={label} disablePadding>
          {items.map(renderItem)}
        </List>
      )}
    </SharedPagedList>
  );
}
