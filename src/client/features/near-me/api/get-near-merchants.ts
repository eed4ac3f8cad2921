import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../../shared/constants/limits';
import { rangeKmToMetres } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';
import type { NearMerchant } from './types';

export interface NearParams {
  latitude: number;
  longitude: number;
  /** Range in km (0.1..5 on the slider); the API takes metres = km × 1000 (seed 000 §7). */
  rangeKm: number;
  categoryId?: string;
  q?: string;
}

/** Merchants with an outlet in range, nearest first; the database computes every distance. */
export function getNearMerchants(params: NearParams, signal?: AbortSignal) {
  return requestPage<NearMerchant>('/merchants/near', {
    query: {
      lat: params.latitude,
      lng: params.longitude,
      range: rangeKmToMetres(params.rangeKm),
      categoryId: params.categoryId,
      q: params.q,
      limit: MAX_PAGE_SIZE,
    },
    signal,
  });
}

export const nearMerchantsQueryOptions = (params: NearParams) =>
  queryOptions({
    queryKey: ['near-me', 'merchants', params],
    queryFn: ({ signal }) => getNearMerchants(params, signal),
    placeholderData: (previous) => previous,
  });

export function useNearMerchants(params: NearParams | null) {
  return useQuery({
    ...nearMerchantsQueryOptions(params ?? { latitude: 0, longitude: 0, rangeKm: 1 }),
    enabled: params !== null,
  });
}
