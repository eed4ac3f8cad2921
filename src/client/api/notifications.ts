/** Hooks of the notification endpoints (src/shared/api/notifications.ts). */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as api from '../../shared/api/notifications';
import { NOTIFICATION_PAGE_SIZE } from '../../shared/constants/notifications';
import type { NotificationTypeId } from '../../shared/constants/notification-types';
import { callEndpoint } from './fetcher';
import { endpointPagesQuery, endpointQuery, useEndpointMutation } from './hooks';

export type { Notification, NotificationSort, NotificationType } from '../../shared/api/notifications';

export const notificationsQuery = (sortBy: api.NotificationSort) =>
  endpointPagesQuery(api.listNotifications, { query: { sortBy } }, NOTIFICATION_PAGE_SIZE);

/** Pages of 10, newest first unless asked otherwise (seed 000 §4). */
export function useNotifications(sortBy: api.NotificationSort) {
  return useInfiniteQuery(notificationsQuery(sortBy));
}

export const unreadCountQuery = () => endpointQuery(api.getUnreadCount, {});

/** The bell's count; kept live by the socket's unread-count event and the login answer (setUnreadCount). */
export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQuery(), enabled, select: (answer) => answer.data.count });
}

/**
 * Writes a count the server pushed or answered into the count's cache, so the bell shows it without a request. A
 * fetch of the count still in flight was asked before this news, so it is cancelled first: its older answer must
 * not land on top.
 */
export async function setUnreadCount(queryClient: QueryClient, count: number): Promise<void> {
  const { queryKey } = unreadCountQuery();
  await queryClient.cancelQueries({ queryKey }, { revert: false, silent: true });
  queryClient.setQueryData(queryKey, { data: { count } });
}

/** Marks notifications read without touching the cache (the list keeps its unread dots for this visit). */
export function markNotificationsRead(ids: string[]) {
  return callEndpoint(api.markNotificationsRead, { body: { ids } });
}

/** Marks notifications read (an empty list marks all); lists and counts refresh. */
export function useMarkNotificationsRead() {
  return useEndpointMutation(api.markNotificationsRead, { invalidates: ['notifications'] }, (ids: string[]) => ({
    body: { ids },
  }));
}

export function useNotificationTypes() {
  return useQuery({ ...endpointQuery(api.listNotificationTypes, {}), select: (answer) => answer.data });
}

/** Switches one type on or off (two endpoints that take and answer the same). */
export function useSetNotificationType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: NotificationTypeId; enabled: boolean }) =>
      callEndpoint(input.enabled ? api.enableNotificationType : api.disableNotificationType, {
        params: { typeId: input.id },
      }).then((answer) => answer.data),
    // The answer is the saved type: put it in the cached list so the switch does not flicker through a refetch.
    onSuccess: (saved) =>
      queryClient.setQueryData(endpointQuery(api.listNotificationTypes, {}).queryKey, (list) =>
        list ? { data: list.data.map((t) => (t.id === saved.id ? saved : t)) } : list,
      ),
  });
}
