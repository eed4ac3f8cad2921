/** Hooks of the feed endpoints (src/shared/api/feed.ts) and the Activity tab's view of the notifications. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as api from '../../shared/api/feed';
import * as notificationsApi from '../../shared/api/notifications';
import { ACTIVITY_PAGE_SIZE, FEED_VOUCHER_PAGE_SIZE } from '../../shared/constants/feed';
import { CATEGORY_MERCHANTS_LIMIT, HOME_FEED_PAGE_SIZE } from '../../shared/constants/discovery';
import { callEndpoint } from './fetcher';
import { endpointPagesQuery, endpointQuery, useEndpointMutation } from './hooks';
import { endpointKeyOf } from './query-keys';

export { FEED_SECTIONS } from '../../shared/api/feed';
export type { FeedSection, FeedVoucher, Promotion } from '../../shared/api/feed';
export type { Notification as ActivityItem } from '../../shared/api/notifications';

/** One promotion section, 10 a page: my (joined merchants), following (followed ones) or other (the rest). */
export function usePromotions(section: api.FeedSection, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    ...endpointPagesQuery(api.listPromotions, { query: { section } }, HOME_FEED_PAGE_SIZE),
    enabled,
  });
}

/**
 * One promotion by id, or null when no section has it. The API lists promotions by section only, so this reads the
 * first 100 of each section and picks the one asked for.
 */
export function usePromotion(promotionId: string | undefined) {
  return useQuery({
    queryKey: [...endpointKeyOf(api.listPromotions), { promotionId }],
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        api.FEED_SECTIONS.map((section) =>
          callEndpoint(api.listPromotions, { query: { section, offset: 0, limit: CATEGORY_MERCHANTS_LIMIT } }, signal),
        ),
      );
      return pages.flatMap((page) => page.data).find((promotion) => promotion._id === promotionId) ?? null;
    },
    enabled: Boolean(promotionId),
  });
}

/** Vouchers on offer that the caller does not hold, 5 a page (seed 000 §9). */
export function useOfferedVouchers() {
  return useInfiniteQuery(endpointPagesQuery(api.listOfferedVouchers, {}, FEED_VOUCHER_PAGE_SIZE));
}

/** The member's own vouchers (with the member voucher id), newest first, 5 a page; members only. */
export function useMyVouchers({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...endpointPagesQuery(api.listMyVouchers, {}, FEED_VOUCHER_PAGE_SIZE), enabled });
}

/** Unread point-of-sale notifications: the Activity tab's badge; members only. */
export function useActivityUnreadCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...endpointQuery(api.getActivityUnreadCount, {}),
    select: (answer) => answer.data,
    enabled,
  });
}

/** The Activity tab: point-of-sale transaction notifications, newest first, 5 a page (seed 000 §2, §9). */
export function useActivity() {
  return useInfiniteQuery(
    endpointPagesQuery(
      notificationsApi.listNotifications,
      { query: { type: 'posTransaction', sortBy: '-createdAt' } },
      ACTIVITY_PAGE_SIZE,
    ),
  );
}

/**
 * Marks shown activity read (never an empty list: that would mean every notification). Only the tab badge
 * refreshes: the list keeps its unread highlights for this visit.
 */
export function useMarkActivityRead() {
  return useEndpointMutation(
    notificationsApi.markNotificationsRead,
    // The tab badge (feed) and the header bell (notifications) both count these.
    { invalidates: ['feed', 'notifications'] },
    (ids: string[]) => {
      if (ids.length === 0)
        throw new Error('useMarkActivityRead needs at least one id (an empty list marks everything)');
      return { body: { ids } };
    },
  );
}

/**
 * Records one view of a promotion detail when it loads (seed 001 §2 screen 5). The server counts a viewer once a
 * day, so StrictMode's double effect or a reload is harmless; the count is not shown, so nothing is invalidated.
 */
export function useRecordPromotionClick(promotionId: string | undefined) {
  const { mutate } = useEndpointMutation(api.recordPromotionClick, { invalidates: [] });
  useEffect(() => {
    if (promotionId) mutate({ params: { promotionId } });
  }, [promotionId, mutate]);
}
