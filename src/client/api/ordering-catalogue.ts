/**
 * Hooks of the ordering catalogue (src/shared/api/ordering-catalogue.ts): outlets, the menu at the order's time,
 * search, 'You may also choose', table tokens and the order-area popups.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/ordering-catalogue';
import type { OrderMode } from '../../shared/constants/ordering';
import { callEndpoint } from './fetcher';
import { endpointQuery, useEndpointMutation } from './hooks';
import { retryOnceUnless } from './retry';

export type {
  Menu,
  MenuCategory,
  MenuProduct,
  Modifier,
  OrderOutlet,
  PriceRule,
} from '../../shared/api/ordering-catalogue';

/** When the menu is read: the cart's mode and estimated date (null = NOW). */
export interface MenuMoment {
  orderMode: OrderMode;
  estimatedDate: string | null;
}

const momentQuery = ({ orderMode, estimatedDate }: MenuMoment) => ({
  orderMode,
  ...(estimatedDate !== null && { estimatedDate }),
});

/** The merchant's outlets that take orders, nearest first when the position is known. */
export function useOrderOutlets(merchantId: string, position?: { latitude: number; longitude: number } | null) {
  return useQuery({
    ...endpointQuery(api.listOrderOutlets, { query: { merchantId, isOrder: true, ...position } }),
    select: (answer) => answer.data,
  });
}

/** One outlet with its order, pick-up and delivery settings; an unknown outlet (404) stays unknown. */
export function useOrderOutlet(outletId: string | null) {
  return useQuery({
    ...endpointQuery(api.getOrderOutlet, { params: { outletId: outletId ?? '' } }),
    enabled: outletId !== null,
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
  });
}

/** The outlet's menu for the caller at the cart's mode and time; the old menu stays on screen while a new one loads. */
export function useMenu(outletId: string, moment: MenuMoment | null) {
  return useQuery({
    ...endpointQuery(api.getMenu, { params: { outletId }, query: moment ? momentQuery(moment) : {} }),
    enabled: moment !== null,
    placeholderData: keepPreviousData,
    select: (answer) => answer.data,
  });
}

export interface ProductSearch {
  text: string;
  tags: readonly string[];
}

/** Products whose English name contains the text (the server takes it literally), filtered by tags. */
export function useProductSearch(outletId: string, search: ProductSearch, moment: MenuMoment | null) {
  const text = search.text.trim();
  const active = text !== '' || search.tags.length > 0;
  return useQuery({
    ...endpointQuery(api.searchProducts, {
      params: { outletId },
      query: {
        ...(text !== '' && { q: text }),
        ...(search.tags.length > 0 && { tags: [...search.tags] }),
        ...(moment && momentQuery(moment)),
      },
    }),
    enabled: active && moment !== null,
    placeholderData: keepPreviousData,
    select: (answer) => answer.data,
  });
}

/**
 * 'You may also choose' for what the cart holds (seed 002 §7 AI association): a failure is swallowed into an empty
 * strip, as the seed says, so the popup never shows an error for a suggestion.
 */
export function useProductAssociations(outletId: string, productIds: readonly string[]) {
  const products = [...new Set(productIds)].sort();
  return useQuery({
    queryKey: [
      ...endpointQuery(api.productAssociations, { params: { outletId }, body: { products } }).queryKey,
      products,
    ],
    queryFn: ({ signal }) =>
      callEndpoint(api.productAssociations, { params: { outletId }, body: { products } }, signal)
        .then((answer) => answer.data)
        .catch(() => []),
    enabled: products.length > 0,
    staleTime: 60_000,
  });
}

/** Scan-to-order: a table QR token becomes its outlet, merchant and table. */
export function useExchangeTableToken() {
  return useEndpointMutation(api.exchangeTableToken, { invalidates: [] }, (token: string) => ({ params: { token } }));
}

/** The merchant's active popups for the order page (the device counts how often each was shown). */
export function useOrderPopups(merchantId: string, outletId: string | null) {
  return useQuery({
    ...endpointQuery(api.listPopupMessages, {
      query: { merchantId, page: 'order', ...(outletId !== null && { outletId }) },
    }),
    select: (answer) => answer.data,
  });
}
