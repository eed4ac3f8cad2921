import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useTenant } from '../../../tenant/tenant-context';
import { useActivity, useMarkActivityRead, type ActivityItem } from '../../../api/feed';
import { feedMessages as m } from '../messages';
import { ActivityGroups } from './activity-groups';
import { itemsOf, PagedList } from './paged-list';

/**
 * Activity tab (members only): posTransaction notifications grouped by day, 5 per page. Unread ones keep their
 * highlight for this visit and are marked read on the server once shown, which clears the tab badge.
 */
export function ActivityTab() {
  const intl = useIntl();
  const { currency } = useTenant();
  const query = useActivity();
  // Marking clears the tab badge and the header bell: both refetch their counts.
  const markRead = useMarkActivityRead();
  const items: ActivityItem[] = itemsOf(query.data);
  const unread = items.filter((item) => !item.isRead).map((item) => item._id);
  const unreadKey = unread.join(',');
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadKey) mutate(unreadKey.split(','));
  }, [unreadKey, mutate]);
  return (
    <PagedList query={query} empty={intl.formatMessage(m.noActivities)}>
      {(loaded) => <ActivityGroups items={loaded} now={new Date()} currency={currency.symbol} />}
    </PagedList>
  );
}
