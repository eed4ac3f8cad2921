/** Hooks of the static pages and FAQ (src/shared/api/documents.ts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/documents';
import { isApiError } from './api-error';
import { callEndpoint } from './fetcher';
import { endpointQuery } from './hooks';
import { queryKeyOf } from './query-keys';

export type { StaticDocument, StaticPageType } from '../../shared/api/documents';

/** FAQ entries in the order the server sorted them. */
export function useFaq() {
  return useQuery({ ...endpointQuery(api.listFaq, {}), select: (answer) => answer.data });
}

/**
 * One static page, or null when the merchant has none: the API's 404 is the page's empty state, not a failure
 * (so it is cached as null and never retried).
 */
export function useDocument(type: api.StaticPageType) {
  const input = { params: { type } };
  return useQuery({
    ...queryOptions({
      queryKey: queryKeyOf(api.getDocument, input),
      queryFn: ({ signal }) =>
        callEndpoint(api.getDocument, input, signal).catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }),
    }),
    select: (answer) => answer?.data ?? null,
  });
}
