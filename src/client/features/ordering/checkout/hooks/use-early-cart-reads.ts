import { useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getOrderOutlet } from '../../../../../shared/api/ordering-catalogue';
import type { ApiError } from '../../../../api/api-error';
import { cartQuery } from '../../../../api/ordering-cart';
import { endpointQuery } from '../../../../api/endpoint-query';

/**
 * Starts the cart page's two reads, the outlet and the cart, while the screen renders (as react-query's
 * usePrefetchQuery does): a query fetches when its observer subscribes, in an effect after the first commit, and the
 * app's first commit waits for the shell's own lazy parts (issue 14: the reads started ~0.5 s, CPU slowed 4x, after
 * the cart's code had arrived, and the content, the LCP element where a notice shows, with them). Only a first try:
 * the screen's queries, which take over the same entries, retry or report a failure as they do.
 */
export function useEarlyCartReads(outletId: string | null, signedIn: boolean) {
  const client = useQueryClient();
  if (outletId === null) return;
  startOnce(client, endpointQuery(getOrderOutlet, { params: { outletId } }));
  if (signedIn) startOnce(client, cartQuery(outletId));
}

/** A first try of a read nobody has started yet; its failure stays for the query that takes the entry over. */
function startOnce<T>(client: QueryClient, read: FetchQueryOptions<T, ApiError, T, QueryKey>) {
  if (client.getQueryState(read.queryKey) === undefined) void client.prefetchQuery({ ...read, retry: false });
}
