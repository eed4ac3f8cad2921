import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { stampName } from '../../../../shared/rules/stamps';
import type { StampCard, StampProgram } from '../../../api/stamps';
import { useDateFormat } from '../../../i18n/format-date';
import { stampMessages as m } from '../messages';
import { StampGrid } from './stamp-grid';

/**
 * One stamp card (seed 001 §2 screen 12): name cut to 30 characters, collected/total, expiry, the 4-column grid and
 * its gifts used / not used. A filled card is shown greyed ('Filled stamps').
 */
export function StampCardView({
  card,
  program,
  action,
}: {
  card: StampCard;
  program: StampProgram;
  action?: ReactNode;
}) {
  const intl = useIntl();
  const format = useDateFormat();
  const gifts = card.stamps.filter((s) => s.hasGift);
  return (
    <Card
      variant="outlined"
      data-testid="stamp-card"
      data-filled={card.isFilled}
      sx={{ p: 2, ...(card.isFilled && { filter: 'grayscale(1)', opacity: 0.6 }) }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }} title={card.name}>
            {stampName(card.name)}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="stamp-count">
            {intl.formatMessage(m.collected, { collected: card.collected, total: card.total })}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {card.expireDate
            ? intl.formatMessage(m.expires, { date: format.date(card.expireDate) })
            : intl.formatMessage(m.neverExpire)}
        </Typography>
        <StampGrid card={card} challenges={program.challenges} color={program.merchant.color} />
        {gifts.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h4">
              {intl.formatMessage(m.gifts)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {gifts.map((gift) => (
                <Chip
                  key={gift._id}
                  size="small"
                  color={gift.isUsed ? 'default' : 'success'}
                  label={`${intl.formatMessage(m.slot, { level: gift.challengeLevel })}: ${intl.formatMessage(
                    gift.isUsed ? m.giftUsed : m.giftNotUsed,
                  )}`}
                />
              ))}
            </Stack>
          </Box>
        )}
        {action}
      </Stack>
    </Card>
  );
}
