import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useInvitedFriends, useReferralOverview } from '../../../api/referrals';
import { PagedList } from './paged-list';
import { referralMessages as m } from '../messages';

/** Referral history of one merchant, and gifts sent (seed 001 §2 routes). */
export const referralHistoryPath = (merchantId?: string) =>
  merchantId ? `/profile/refer-friends/history/${encodeURIComponent(merchantId)}` : '/profile/refer-friends/history';
export const GIFTS_SENT_PATH = '/profile/refer-friends/giftsent';

/**
 * What the referral page adds under the code and link (seed 001 §2 screen 15, §6): the low-ticket note, the
 * programs with the member's standing, links to history, gifts sent and the wallet's gift screen, and the invited
 * friends.
 */
export function ReferralPanel({ merchantId }: { merchantId: string }) {
  const intl = useIntl();
  const overview = useReferralOverview(merchantId);
  const friends = useInvitedFriends();
  const total = friends.data?.pages[0]?.total ?? 0;
  return (
    <Stack spacing={2} data-testid="referral-panel">
      {overview.data?.ticketLow && (
        <Alert severity="warning" data-testid="referral-ticket-low">
          {intl.formatMessage(m.ticketLow)}
          {!overview.data.sharingOpen && <div>{intl.formatMessage(m.sharingClosed)}</div>}
        </Alert>
      )}
      {overview.data?.programs.map((program) => (
        <Typography key={program._id} variant="body2" color="text.secondary">
          <strong>{program.name}</strong>
          {' · '}
          {intl.formatMessage(m.rewardRule, {
            amount: program.referral.giftAmount,
            gifted: program.referral.currentGiftedAmount,
            limit: program.referral.giftAmountLimit,
          })}
        </Typography>
      ))}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={referralHistoryPath(merchantId)} variant="outlined" size="small">
          {intl.formatMessage(m.seeHistory)}
        </Button>
        <Button component={RouterLink} to={GIFTS_SENT_PATH} variant="outlined" size="small">
          {intl.formatMessage(m.seeGifts)}
        </Button>
        <Button
          component={RouterLink}
          to={`/profile/refer-friends/${encodeURIComponent(merchantId)}`}
          variant="outlined"
          size="small"
        >
          {intl.formatMessage(m.giftPointsLink)}
        </Button>
      </Stack>
      <section aria-labelledby="invited-friends">
        <Typography id="invited-friends" variant="subtitle1" component="h2">
          {intl.formatMessage(m.invitedFriends, { count: total })}
        </Typography>
        <PagedList
          query={friends}
          testId="invited-friends"
          renderRow={(friend) => (
            <ListItem key={friend._id} divider>
              <ListItemText primary={friend.name} secondary={friend.phone} />
              <Chip
                size="small"
                color={friend.joined ? 'success' : 'default'}
                label={intl.formatMessage(friend.joined ? m.friendJoined : m.friendNotJoined)}
              />
            </ListItem>
          )}
        />
      </section>
    </Stack>
  );
}
