import { defineMessages } from 'react-intl';
import { feedTitles } from './titles';
import type { Descriptors } from '../../i18n/descriptors';

// Empty states are the spec's words (seed 000 §8), kept as literals so formatjs extracts them.
/** Feed page (seed 000 §2): Promotions, Voucher and Activity tabs, /feed/all/{feedType}, /feed/my/vouchers. */
const defined = defineMessages({
  tabPromotions: { id: 'feed.tab.promotions', defaultMessage: 'Promotions', description: 'Feed tab: promotions' },
  tabVoucher: { id: 'feed.tab.voucher', defaultMessage: 'Voucher', description: 'Feed tab: vouchers' },
  tabActivity: {
    id: 'feed.tab.activity',
    defaultMessage: 'Activity',
    description: 'Feed tab: point-of-sale transactions (members only)',
  },
  unreadActivity: {
    id: 'feed.tab.activityUnread',
    defaultMessage: '{count} unread',
    description: 'Accessible label of the unread badge on the Activity tab; count is the badge text such as 3 or +9',
  },
  sectionMy: { id: 'feed.section.my', defaultMessage: 'My', description: 'Feed section: from merchants I joined' },
  sectionFollowing: {
    id: 'feed.section.following',
    defaultMessage: 'Following',
    description: 'Feed section: from merchants I follow',
  },
  sectionOther: { id: 'feed.section.other', defaultMessage: 'Other', description: 'Feed section: everything else' },
  seeAll: { id: 'feed.section.seeAll', defaultMessage: 'See all', description: 'Link to the whole list of a section' },
  noPromotions: {
    id: 'feed.empty.promotions',
    defaultMessage: 'Oops no promotions',
    description: 'Empty state of the Promotions tab and of /feed/all',
  },
  noVouchers: {
    id: 'feed.empty.vouchers',
    defaultMessage: 'Oops no vouchers',
    description: 'Empty state of the Voucher tab and of /feed/my/vouchers',
  },
  noActivities: { id: 'feed.empty.activities', defaultMessage: 'No activities', description: 'Empty Activity tab' },
  badFeedType: {
    id: 'feed.all.badType',
    defaultMessage: 'Unknown feed "{feedType}": choose my, following or other.',
    description: 'Shown on /feed/all/{feedType} when feedType is not one of the three sections',
  },
  valueLabel: {
    id: 'feed.voucher.value',
    defaultMessage: 'Value {amount}',
    description: 'Voucher card: face value, amount already formatted with the currency',
  },
  memberVoucherId: {
    id: 'feed.voucher.memberId',
    defaultMessage: 'Voucher no. {id}',
    description: "Voucher card in My: the member voucher id (the member's copy of the voucher)",
  },
  today: { id: 'feed.activity.today', defaultMessage: 'Today', description: 'Activity group heading' },
  yesterday: { id: 'feed.activity.yesterday', defaultMessage: 'Yesterday', description: 'Activity group heading' },
  daysAgo: {
    id: 'feed.activity.daysAgo',
    defaultMessage: '{days} days ago',
    description: 'Activity group heading; days is 2 or more',
  },
  retry: { id: 'feed.retry', defaultMessage: 'Try again', description: 'Button of the load error banner' },
  loading: { id: 'feed.loading', defaultMessage: 'Loading', description: 'Accessible label of a loading spinner' },
});

export const feedMessages: Descriptors<typeof defined> & typeof feedTitles = {
  ...feedTitles,
  ...defined,
};
