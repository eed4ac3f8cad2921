import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PagedList as SharedPagedList } from '../../../components/paged-list';
import type { Page } from '../../../api/fetcher';
import { feedMessages as m } from '../messages';

export { itemsOf } from '../../../components/paged-list';

/** A feed list (promotions, vouchers, activities): the house's paged list with the feed's words and spacing. */
export function PagedList<T>({
  query,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>, Error>;
  empty: string;
  /** Renders all loaded items (so a caller can group them, e.g. by date). */
  children: (items: T[]) => ReactNode;
}) {
  const intl = useIntl();
  const texts = { loading: intl.formatMessage(m.loading), retry: intl.formatMessage(m.retry), empty };
  return (
    <SharedPagedList query={query} texts={texts} spacing={1.5}>
      {children}
    </SharedPagedList>
  );
}
