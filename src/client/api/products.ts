/** Hooks of the product bookmarks (src/shared/api/products.ts): the heart of a product card and the bookmark screen. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as catalogue from '../../shared/api/ordering-catalogue';
import * as api from '../../shared/api/products';
import { endpointQuery, useEndpointMutation } from './hooks';
import { endpointKeyOf } from './query-keys';

export type { Product } from '../../shared/api/products';

/** The caller's bookmarked products, oldest bookmark first (members only). */
export function useBookmarkedProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...endpointQuery(api.listBookmarkedProducts, {}), enabled, select: (answer) => answer.data });
}

/**
 * The heart: adds the bookmark when absent, removes it when present. Bookmarks refresh, and so do the menus and
 * search results, whose products carry `isBookmarked`.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useEndpointMutation(
    api.toggleProductBookmark,
    {
      invalidates: ['products'],
      onSuccess: () =>
        Promise.all(
          [catalogue.getMenu, catalogue.searchProducts].map((endpoint) =>
            queryClient.invalidateQueries({ queryKey: endpointKeyOf(endpoint) }),
          ),
        ),
    },
    (productId: string) => ({ params: { productId } }),
  );
}
