/**
 * Query options of one endpoint, in a module of its own without React Query's hooks: a screen that only reads
 * through the query client (`fetchQuery`, `prefetchQuery`) then loads no query observer (issue 14).
 */
import { queryOptions } from '@tanstack/react-query';
import type { EndpointInput, EndpointResult, EndpointSpec } from '../../shared/api/endpoint';
import type { ApiError } from './api-error';
import { callEndpoint } from './fetcher';
import { queryKeyOf } from './query-keys';

/** Query options of one endpoint and input: one key, one fetch. */
export function endpointQuery<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>) {
  return queryOptions<EndpointResult<E>, ApiError>({
    queryKey: queryKeyOf<E>(endpoint, input),
    queryFn: ({ signal }) => callEndpoint<E>(endpoint, input, signal),
  });
}
