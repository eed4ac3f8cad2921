import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useDateFormat } from '../../../i18n/format-date';
import { loyaltyUnitName } from '../../../i18n/loyalty-unit';
import { useTenant } from '../../../tenant/tenant-context';
import type { RewardMerchant } from '../../../api/my-rewards';
import { balanceAreaPath } from '../../wallet';
import { balanceText, type BalanceKind } from '../lib/balance-view';
import { rewardsMessages as m } from '../messages';
import { TierProgressBar } from './tier-progress-bar';

/**
 * A merchant of My Rewards: name, last visited (or joined) date, the balance switchable between Point and Store
 * credit, and the tier bar. Tapping the balance opens the merchant's Activity tab.
 */
export function RewardCard({ merchant }: { merchant: RewardMerchant }) {
  const intl = useIntl();
  const { currency } = useTenant();
  const [kind, setKind] = useState<BalanceKind>('point');
  const { date } = useDateFormat();
  const balance = balanceText(merchant, kind, currency.symbol, loyaltyUnitName(intl, merchant.loyaltyProgramUnit));
  return (
    <Card variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="reward-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={merchant.logo ?? undefined} alt="" sx={{ bgcolor: merchant.color }}>
          {merchant.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} noWrap>
            {merchant.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {merchant.last_visited
              ? intl.formatMessage(m.lastVisited, { date: date(merchant.last_visited) })
              : intl.formatMessage(m.joined, { date: date(merchant.joinedAt) })}
          </Typography>
          {merchant.memberNumber && (
            <Typography variant="body2" color="text.secondary" data-testid="member-number">
              {intl.formatMessage(m.memberNumber, { number: merchant.memberNumber })}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1.5, gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/merchant-detail/${encodeURIComponent(merchant._id)}/tabs/Activity`}
          aria-label={intl.formatMessage(m.openActivity, { balance, name: merchant.name })}
          sx={{ fontSize: '1.25rem', fontWeight: 700, px: 1 }}
        >
          {balance}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          onChange={(_, value: BalanceKind | null) => value && setKind(value)}
          aria-label={intl.formatMessage(m.balanceKind)}
        >
          <ToggleButton value="point">{intl.formatMessage(m.point)}</ToggleButton>
          <ToggleButton value="credit">{intl.formatMessage(m.storeCredit)}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <TierProgressBar tiers={merchant.memberships} color={merchant.color} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button
          component={RouterLink}
          size="small"
          variant="outlined"
          // Seed 001 §2: My Rewards links into the rewards area, on the kind of balance the card shows.
          to={balanceAreaPath(merchant, kind === 'credit' ? 'credit' : 'points')}
          aria-label={intl.formatMessage(m.openAreaLabel, { name: merchant.name })}
          data-testid="open-rewards-area"
        >
          {intl.formatMessage(m.openArea)}
        </Button>
      </Box>
    </Card>
  );
}
