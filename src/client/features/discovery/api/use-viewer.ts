import { useAppSelector } from '../../../app/store';

/**
 * Who is asking: part of every query key whose answer depends on the caller (isFollowed, joined), so logging in
 * or out never shows another viewer's cached answer.
 */
export function useViewer(): string {
  return useAppSelector((state) => state.session.user?.id ?? 'anonymous');
}
