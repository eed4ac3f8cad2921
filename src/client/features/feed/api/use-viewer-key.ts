import { useAppSelector } from '../../../app/store';

/** Part of every query key whose answer depends on the caller, so a login or logout never reuses another's cache. */
export function useViewerKey(): string {
  return useAppSelector((state) => state.session.user?.id ?? 'anonymous');
}
