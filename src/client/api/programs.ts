/** Hooks of the program endpoints (src/shared/api/programs.ts). */
import { useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/programs';
import { MAX_PAGE_SIZE } from '../../shared/constants/limits';
import type { ProgramType } from '../../shared/rules/programs';
import { endpointQuery } from './hooks';
import { retryOnceUnless } from './retry';

export type { ProgramDetail, ProgramSummary } from '../../shared/api/programs';

/** A merchant's programs of one kind (seed 001 §7), all on one page; an unknown merchant (404) is not retried. */
export function useMerchantPrograms(merchantId: string, type: ProgramType) {
  return useQuery({
    ...endpointQuery(api.listPrograms, { query: { merchantId, type, offset: 0, limit: MAX_PAGE_SIZE } }),
    retry: retryOnceUnless(404),
  });
}

/** One program; a missing one (404) or a guest's refused offer (403) will not change on a retry. */
export function useProgram(programId: string) {
  return useQuery({
    ...endpointQuery(api.getProgram, { params: { programId } }),
    retry: retryOnceUnless(404, 403),
    select: (answer) => answer.data,
  });
}
