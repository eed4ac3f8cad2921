/**
 * Generic query, paged-query and mutation options built from an endpoint of src/shared/api. Features never call
 * these directly: each endpoint has its named hook in this folder (e.g. `useNotifications`), built on them.
 */
import { infiniteQueryOptions, useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { EndpointInput, EndpointResult, EndpointSpec } from '../../shared/api/endpoint';
import type { ApiError } from './api-error';
import { callEndpoint } from './fetcher';
import { nextPageOffset } from './paging';
import { invalidateResources, pagesKeyOf } from './query-keys';

export { endpointQuery } from './endpoint-query';

interface Page {
  data: readonly unknown[];
  offset: number;
  total: number;
}

/**
 * Paged query of a list endpoint (`{ data, total, offset, limit }`): pages of `pageSize`, the next one asked from
 * the offset after the last row, stopping on a short page or at the total.
 */
export function endpointPagesQuery<E extends EndpointSpec>(endpoint: E, input: EndpointInput<E>, pageSize: number) {
  const base = input as { query?: Record<string, unknown> };
  return infiniteQueryOptions({
    queryKey: pagesKeyOf<E>(endpoint, input),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint<E>(
        endpoint,
        { ...input, query: { ...base.query, offset: pageParam, limit: pageSize } } as EndpointInput<E>,
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last: EndpointResult<E>) => nextPageOffset(last as unknown as Page, pageSize),
  });
}

export interface EndpointMutationOptions<E extends EndpointSpec, Input> extends Omit<
  UseMutationOptions<EndpointResult<E>, ApiError, Input>,
  'mutationFn'
> {
  /** Resources this call changes: every cached answer of them is refetched after success. */
  invalidates: readonly string[];
}

/**
 * A mutation of one endpoint. `toInput` turns what the screen passes into the endpoint's params/body (identity by
 * default); after success the `invalidates` resources refresh everywhere.
 */
export function useEndpointMutation<E extends EndpointSpec, Input = EndpointInput<E>>(
  endpoint: E,
  { invalidates, onSuccess, ...options }: EndpointMutationOptions<E, Input>,
  toInput: (input: Input) => EndpointInput<E> = (input) => input as unknown as EndpointInput<E>,
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointResult<E>, ApiError, Input>({
    ...options,
    mutationFn: (input) => callEndpoint<E>(endpoint, toInput(input)),
    onSuccess: async (...args) => {
      await invalidateResources(queryClient, invalidates);
      await onSuccess?.(...args);
    },
  });
}
