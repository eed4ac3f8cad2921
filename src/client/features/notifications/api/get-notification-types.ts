import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { NotificationType } from './types';

export function getNotificationTypes(): Promise<NotificationType[]> {
  return requestData('/notification-types');
}

export const notificationTypesQuery = () =>
  queryOptions({ queryKey: ['notifications', 'types'], queryFn: getNotificationTypes });

export function useNotificationTypes() {
  return useQuery(notificationTypesQuery());
}
