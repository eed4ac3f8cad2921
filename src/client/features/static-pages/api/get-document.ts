import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, requestData } from '../../../lib/api';
import type { StaticDocument, StaticPageType } from './types';

/** One static page; null when the merchant has none (the API answers 404, which the page shows as its empty state). */
export async function getDocument(type: StaticPageType): Promise<StaticDocument | null> {
  try {
    return await requestData<StaticDocument>(`/documents/${type}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const documentQuery = (type: StaticPageType) =>
  queryOptions({ queryKey: ['documents', type], queryFn: () => getDocument(type) });

export function useDocument(type: StaticPageType) {
  return useQuery(documentQuery(type));
}
