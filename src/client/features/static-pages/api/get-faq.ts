import { queryOptions, useQuery } from '@tanstack/react-query';
import { sortDocuments } from '../../../../shared/rules';
import { requestData } from '../../../lib/api';
import type { StaticDocument } from './types';

/** FAQ entries, sorted by order on the client too (seed 000 §2), whatever order the API used. */
export async function getFaq(): Promise<StaticDocument[]> {
  return sortDocuments(await requestData<StaticDocument[]>('/documents/faq'));
}

export const faqQuery = () => queryOptions({ queryKey: ['documents', 'faq'], queryFn: getFaq });

export function useFaq() {
  return useQuery(faqQuery());
}
