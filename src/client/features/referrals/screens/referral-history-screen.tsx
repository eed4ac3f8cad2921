import Avatar from '@mui/material/Avatar';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { REFERRAL_HISTORY_TABS, type ReferralHistoryTab } from '../../../../shared/api/referrals';
import { useReferralHistory, type ReferredFriend } from '../../../api/referrals';
import { useDateFormat } from '../../../i18n/format-date';
import { PagedList } from '../components/paged-list';
import { referralMessages as m } from '../messages';

const TAB_LABELS = { point: m.tabPoint, credit: m.tabCredit, joined: m.tabJoined } as const;

function FriendRow({ friend }: { friend: ReferredFriend }) {
  const intl = useIntl();
  const format = useDateFormat();
  const points = Number(friend.giftAmount);
  const credit = Number(friend.giftStoreValue);
  const reward =
    points > 0
      ? intl.formatMessage(m.receivedPoints, { amount: points })
      : credit > 0
        ? intl.formatMessage(m.receivedCredit, { amount: friend.giftStoreValue })
        : intl.formatMessage(m.noReward);
  return (
    <ListItem divider data-testid="referral-row">
      <ListItemAvatar>
        <Avatar sx={{ bgcolor: friend.merchant.color }}>{friend.referralJoinedUserName.charAt(0)}</Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={`${friend.referralJoinedUserName} · ${reward}`}
        secondary={`${friend.referralJoinedUserPhone ?? ''} ${intl.formatMessage(m.joinedOn, {
          merchant: friend.merchant.name,
          date: format.date(friend.createdAt),
        })}`}
      />
    </ListItem>
  );
}

function HistoryTab({ tab, merchantId }: { tab: ReferralHistoryTab; merchantId?: string }) {
  const history = useReferralHistory(tab, merchantId);
  return (
    <PagedList
      query={history}
      testId="referral-history"
      renderRow={(friend: ReferredFriend) => <FriendRow key={friend._id} friend={friend} />}
    />
  );
}

/**
 * /profile/refer-friends/history[/:merchantId] (seed 001 §2 screen 15): friends who joined through the member's
 * referrals, tabs Loyalty point, Store Credit and Joined (?tab=point|credit|joined, the tab variants of the route).
 */
export default function ReferralHistoryScreen() {
  const intl = useIntl();
  const { merchantId } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ReferralHistoryTab = REFERRAL_HISTORY_TABS.find((t) => t === asked) ?? 'point';
  return (
    <Stack spacing={1}>
      <Tabs
        value={tab}
        onChange={(_event, value: ReferralHistoryTab) => setParams({ tab: value }, { replace: true })}
        variant="fullWidth"
      >
        {REFERRAL_HISTORY_TABS.map((value) => (
          <Tab key={value} value={value} label={intl.formatMessage(TAB_LABELS[value])} />
        ))}
      </Tabs>
      <div role="tabpanel">
        <HistoryTab key={tab} tab={tab} merchantId={merchantId} />
      </div>
    </Stack>
  );
}
