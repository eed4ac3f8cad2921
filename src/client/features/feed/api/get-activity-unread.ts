import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import { useViewerKey } from './use-viewer-key';

/** Unread point-of-sale notifications: the Activity tab's badge. */
export function getActivityUnread(signal?: AbortSignal) {
  return requestData<number>('/feed/activity/unread-count', { signal });
}

export const activityUnreadQueryOptions = (viewer: string) =>
  queryOptions({ queryKey: ['feed', 'activity-unread', viewer], queryFn: ({ signal }) => getActivityUnread(signal) });

export function useActivityUnread(enabled: boolean) {
  return useQuery({ ...activityUnreadQueryOptions(useViewerKey()), enabled });
}
