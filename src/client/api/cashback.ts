/** Hooks of the cashback endpoints (src/shared/api/cashback.ts). */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/cashback';
import { CASHBACK_HISTORY_PAGE_SIZE } from '../../shared/constants/loyalty';
import { endpointPagesQuery, endpointQuery } from './hooks';
import { retryOnceUnless } from './retry';

export type { CashbackHistoryItem, CashbackProgram, CashbackSort } from '../../shared/api/cashback';

/** A cashback or discount program; a missing one (404) or a guest's refused offer (403) will not change. */
export function useCashbackProgram(programId: string) {
  return useQuery({
    ...endpointQuery(api.getCashbackProgram, { params: { programId } }),
    retry: retryOnceUnless(404, 403),
    select: (answer) => answer.data,
  });
}

/** The member's cashback from a program, 10 a page, in the chosen createdAt order. */
export function useCashbackHistory(programId: string, sortBy: api.CashbackSort, enabled: boolean) {
  return useInfiniteQuery({
    ...endpointPagesQuery(
      api.listCashbackHistory,
      { params: { programId }, query: { sortBy } },
      CASHBACK_HISTORY_PAGE_SIZE,
    ),
    enabled,
  });
}
