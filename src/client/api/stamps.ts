/** Hooks of the stamp endpoints (src/shared/api/stamps.ts). */
import { useQuery } from '@tanstack/react-query';
import * as api from '../../shared/api/stamps';
import { endpointQuery } from './hooks';
import { retryOnceUnless } from './retry';

export type { StampCard, StampProgram } from '../../shared/api/stamps';

/** A stamp program and, for a member, their cards of it; a missing program (404) stays missing. */
export function useStampProgram(programId: string) {
  return useQuery({
    ...endpointQuery(api.getStampProgram, { params: { programId } }),
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
  });
}

/** One of the member's stamp cards. */
export function useStampCard(programId: string, cardId: string) {
  return useQuery({
    ...endpointQuery(api.getStampCard, { params: { programId, cardId } }),
    retry: retryOnceUnless(404),
    select: (answer) => answer.data,
  });
}
