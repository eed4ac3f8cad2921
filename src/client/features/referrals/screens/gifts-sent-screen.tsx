import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../shared/rules';
import { useGiftsSent } from '../../../api/referrals';
import { useDateFormat } from '../../../i18n/format-date';
import { PagedList } from '../components/paged-list';
import { referralMessages as m } from '../messages';

/** /profile/refer-friends/giftsent (seed 001 §2): points and store credit the member gifted, newest first. */
export default function GiftsSentScreen() {
  const intl = useIntl();
  const format = useDateFormat();
  const gifts = useGiftsSent();
  return (
    <Stack sx={{ p: 1 }}>
      <PagedList
        query={gifts}
        testId="gifts-sent"
        renderRow={(gift) => (
          <ListItem key={gift._id} divider>
            <ListItemText
              primary={intl.formatMessage(m.giftRow, {
                amount:
                  gift.asset === 'points'
                    ? intl.formatMessage(m.giftPoints, { amount: Number(gift.amount) })
                    : formatAmount(Number(gift.amount)),
                name: gift.giftToUser.name,
              })}
              secondary={`${gift.giftToUser.phone ?? ''} · ${gift.merchant.name} · ${format.date(gift.createdAt)}`}
            />
          </ListItem>
        )}
      />
    </Stack>
  );
}
