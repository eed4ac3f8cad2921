import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgramType } from '../../../../shared/rules/programs';
import { MAX_PAGE_SIZE } from '../../../../shared/constants/limits';
import { requestPage } from '../../../lib/api';
import type { ProgramSummary } from './types';

/** The programs of one kind for a merchant (seed 001 §7 program list with a merchant and type filter). */
export function getMerchantPrograms(merchantId: string, type: ProgramType, signal?: AbortSignal) {
  return requestPage<ProgramSummary>('/programs', {
    query: { merchantId, type, offset: 0, limit: MAX_PAGE_SIZE },
    signal,
  });
}

export const merchantProgramsQueryOptions = (merchantId: string, type: ProgramType) =>
  queryOptions({
    queryKey: ['programs', merchantId, type],
    queryFn: ({ signal }) => getMerchantPrograms(merchantId, type, signal),
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });

export function useMerchantPrograms(merchantId: string, type: ProgramType) {
  return useQuery(merchantProgramsQueryOptions(merchantId, type));
}
