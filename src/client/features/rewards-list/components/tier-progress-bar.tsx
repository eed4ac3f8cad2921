import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { tierProgress, TIER_PROGRESS_PX_PER_TIER } from '../../../../shared/rules';
import type { RewardMerchant } from '../api/types';
import { rewardsMessages as m } from '../messages';

/**
 * Progress through the membership tiers (seed 000 §4): 150 px per tier, filled to the active tier's index plus the
 * share of the next requirement reached (tierProgress). Scrolls sideways when the tiers are wider than the card.
 */
export function TierProgressBar({ tiers, color }: { tiers: RewardMerchant['memberships']; color: string }) {
  const intl = useIntl();
  if (tiers.length === 0) return null;
  const progress = tierProgress(tiers);
  return (
    // Focusable so keyboard users can scroll a bar wider than the card.
    <Box sx={{ overflowX: 'auto', mt: 1 }} tabIndex={0} role="group" aria-label={intl.formatMessage(m.tierProgress)}>
      <Box sx={{ width: progress.totalPx }}>
        <Box
          role="progressbar"
          aria-label={intl.formatMessage(m.tierProgress)}
          aria-valuemin={0}
          aria-valuemax={tiers.length}
          aria-valuenow={Math.round(progress.position * 100) / 100}
          aria-valuetext={tiers[progress.index].name}
          sx={{ position: 'relative', height: 8, borderRadius: 4, bgcolor: 'action.hover' }}
        >
          <Box
            data-testid="tier-fill"
            sx={{ position: 'absolute', inset: 0, width: progress.px, borderRadius: 4, bgcolor: color }}
          />
        </Box>
        <Box sx={{ display: 'flex' }}>
          {tiers.map((tier, i) => (
            <Typography
              key={tier._id}
              variant="caption"
              sx={{ width: TIER_PROGRESS_PX_PER_TIER, fontWeight: i === progress.index ? 700 : 400 }}
              color={i === progress.index ? 'text.primary' : 'text.secondary'}
            >
              {tier.name}
            </Typography>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
