import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_MERCHANTS_LIMIT } from '../../../../shared/rules';
import { requestPage } from '../../../lib/api';

export interface Promotion {
  _id: string;
  type: 'promotion';
  title: string;
  description: string;
  image: string | null;
  createdAt: string;
  merchant: { _id: string; name: string; logo: string | null; color: string };
}

const SECTIONS = ['my', 'following', 'other'] as const;

/**
 * One promotion by id. The API lists promotions by feed section only (GET /api/feed/promotions), so this reads the
 * three sections and picks the one asked for; null when no section has it. Replace with a direct lookup once the
 * feed module offers GET /api/promotions/:id.
 */
export async function getPromotion(promotionId: string, signal?: AbortSignal): Promise<Promotion | null> {
  const pages = await Promise.all(
    SECTIONS.map((section) =>
      requestPage<Promotion>('/feed/promotions', {
        query: { section, offset: 0, limit: CATEGORY_MERCHANTS_LIMIT },
        signal,
      }),
    ),
  );
  return pages.flatMap((page) => page.data).find((promotion) => promotion._id === promotionId) ?? null;
}

export const promotionQueryOptions = (promotionId: string, viewer: string) =>
  queryOptions({
    queryKey: ['merchant', 'promotion', promotionId, viewer],
    queryFn: ({ signal }) => getPromotion(promotionId, signal),
  });

export function usePromotion(promotionId: string | undefined, viewer: string) {
  return useQuery({ ...promotionQueryOptions(promotionId ?? '', viewer), enabled: Boolean(promotionId) });
}
