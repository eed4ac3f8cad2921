import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { WalletEntry } from '../../../api/wallet';
import type { PointUnit } from '../lib/amounts';
import { EntryRow } from './entry-row';
import { PagedList } from './paged-list';

type EntryPages = UseInfiniteQueryResult<InfiniteData<{ data: WalletEntry[] }>, Error>;

/** An activity list of point or store-credit entries, paged as every wallet list is (PagedList). */
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
  return (
    <PagedList
      query={query}
      label={label}
      renderItem={(entry) => <EntryRow key={entry._id} entry={entry} unit={unit} currencySymbol={currencySymbol} />}
    />
  );
}
