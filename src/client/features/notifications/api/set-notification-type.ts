import { useMutation } from '@tanstack/react-query';
import { requestData } from '../../../lib/api';
import type { NotificationType } from './types';

/** Enables or disables one type: POST /notification-types/{id}/enable or /disable. */
export function setNotificationType(input: { id: string; enabled: boolean }): Promise<NotificationType> {
  const action = input.enabled ? 'enable' : 'disable';
  return requestData(`/notification-types/${encodeURIComponent(input.id)}/${action}`, { method: 'POST' });
}

export function useSetNotificationType() {
  return useMutation({ mutationFn: setNotificationType });
}
