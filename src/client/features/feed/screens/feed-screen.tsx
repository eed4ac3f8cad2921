import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../state/store';
import { formatBadgeCount } from '../../../lib/badge-count';
import { useActivityUnreadCount } from '../../../api/feed';
import { ActivityTab } from '../components/activity-tab';
import { PromotionsTab } from '../components/promotions-tab';
import { VoucherTab } from '../components/voucher-tab';
import { feedMessages as m } from '../messages';

const TABS = ['promotions', 'voucher', 'activity'] as const;
type FeedTab = (typeof TABS)[number];

/** The tab in the URL (?tab=voucher), so back and reload keep it; Activity only for members. */
function tabOf(value: string | null, member: boolean): FeedTab {
  const tab = TABS.find((t) => t === value) ?? 'promotions';
  return tab === 'activity' && !member ? 'promotions' : tab;
}

/** /feed (seed 000 §2): Promotions, Voucher and, for members, Activity with an unread badge. */
export default function FeedScreen() {
  const intl = useIntl();
  const role = useAppSelector((state) => state.session.role);
  const member = role === 'member';
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'), member);
  const badge = formatBadgeCount(useActivityUnreadCount({ enabled: member }).data ?? 0);
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: FeedTab) => setParams(value === 'promotions' ? {} : { tab: value }, { replace: true })}
        variant="fullWidth"
        aria-label={intl.formatMessage(m.tabPromotions)}
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tab value="promotions" label={intl.formatMessage(m.tabPromotions)} id="feed-tab-promotions" />
        <Tab value="voucher" label={intl.formatMessage(m.tabVoucher)} id="feed-tab-voucher" />
        {member && (
          <Tab
            value="activity"
            id="feed-tab-activity"
            label={
              // No Badge at all when nothing is unread: MUI keeps an invisible badge's last text in the DOM.
              badge ? (
                <Badge
                  color="error"
                  badgeContent={badge}
                  sx={{ '& .MuiBadge-badge': { right: -12 } }}
                  slotProps={{ badge: { 'aria-label': intl.formatMessage(m.unreadActivity, { count: badge }) } }}
                >
                  {intl.formatMessage(m.tabActivity)}
                </Badge>
              ) : (
                intl.formatMessage(m.tabActivity)
              )
            }
          />
        )}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`feed-tab-${tab}`} sx={{ p: 2 }}>
        {tab === 'promotions' && <PromotionsTab loggedIn={role !== 'anonymous'} />}
        {tab === 'voucher' && <VoucherTab member={member} />}
        {tab === 'activity' && <ActivityTab />}
      </Box>
    </Box>
  );
}
