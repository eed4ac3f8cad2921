import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAppSelector } from '../../../app/store';
import { requestData } from '../../../lib/api';
import type { ProgramDetail } from './types';

export function getProgram(programId: string, signal?: AbortSignal) {
  return requestData<ProgramDetail>(`/programs/${encodeURIComponent(programId)}`, { signal });
}

export const programQueryOptions = (programId: string, viewer: string) =>
  queryOptions({
    queryKey: ['program', programId, viewer],
    queryFn: ({ signal }) => getProgram(programId, signal),
    // A missing program (404) or a guest's refused offer (403) will not change on a retry.
    retry: (count, error) => count < 1 && !('status' in error && (error.status === 404 || error.status === 403)),
  });

/** One program; the viewer is part of the key because a guest is refused what a member may read. */
export function useProgram(programId: string) {
  const viewer = useAppSelector((state) => state.session.user?.id ?? 'anonymous');
  return useQuery(programQueryOptions(programId, viewer));
}
