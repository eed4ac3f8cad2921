import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  markNotificationsRead,
  unreadCountQuery,
  type Notification as AppNotification,
} from '../../../api/notifications';

/**
 * Seed 000 §4: unread notifications are marked read after loading. Each loaded unread id is sent once; the ids stay
 * in `seenUnread` so the rows keep their unread dot for this visit. The bell count is refreshed from the server.
 */
export function useMarkLoadedRead(items: readonly AppNotification[]) {
  const queryClient = useQueryClient();
  const sent = useRef(new Set<string>());
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const fresh = items.filter((n) => !n.isRead && !sent.current.has(n._id)).map((n) => n._id);
    if (fresh.length === 0) return;
    fresh.forEach((id) => sent.current.add(id));
    setSeenUnread((previous) => new Set([...previous, ...fresh]));
    void markNotificationsRead(fresh)
      .then(() => queryClient.invalidateQueries({ queryKey: unreadCountQuery().queryKey }))
      .catch(() => fresh.forEach((id) => sent.current.delete(id)));
  }, [items, queryClient]);
  return seenUnread;
}
