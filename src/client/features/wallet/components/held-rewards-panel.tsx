import { RewardsIcon } from '../../../components/icons';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useDateFormat } from '../../../i18n/format-date';
import { useWalletRewards, type Wallet, type WalletReward } from '../../../api/wallet';
import { useTenant } from '../../../tenant/tenant-context';
import { STAMP_GRID_COLUMNS } from '../../../../shared/constants/loyalty';
import { isStepFilled } from '../../../../shared/rules/stamps';
import { moneyText } from '../lib/amounts';
import { walletMessages as m } from '../messages';
import { PagedList } from './paged-list';

type Kind = WalletReward['kind'];
const pathPart = encodeURIComponent;

/**
 * Where a reward opens: a held voucher its owned detail (/vouchers/{id}/{issued id}), a stamp card the owned card
 * (/stamps/{program_id}/my/{card}), a package its program detail.
 */
function rewardPath(reward: WalletReward): string {
  if (reward.voucherId) return `/vouchers/${pathPart(reward.voucherId)}/${pathPart(reward._id)}`;
  if (reward.programId) return `/stamps/${pathPart(reward.programId)}/my/${pathPart(reward._id)}`;
  return `/programs/${pathPart(reward._id)}`;
}

/** The card's steps in the 4-column grid (seed 001 §9), step i filled when more than i stamps are collected. */
function StampSteps({ steps, collected, color }: { steps: WalletReward['steps']; collected: number; color: string }) {
  const intl = useIntl();
  return (
    <Box
      role="list"
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${STAMP_GRID_COLUMNS}, 1fr)`, gap: 1, mt: 1, maxWidth: 240 }}
    >
      {steps.map((step, index) => {
        const filled = isStepFilled(index, collected);
        return (
          <Box
            key={step.level}
            role="listitem"
            data-filled={filled}
            aria-label={intl.formatMessage(m.stampStep, {
              ...step,
              hasGift: String(step.hasGift),
              filled: String(filled),
            })}
            sx={{
              aspectRatio: '1',
              borderRadius: '50%',
              border: 2,
              borderStyle: filled ? 'solid' : 'dashed',
              borderColor: filled ? color : 'divider',
              bgcolor: filled ? color : 'transparent',
              display: 'grid',
              placeItems: 'center',
              color: filled ? 'common.white' : 'text.secondary',
              fontSize: 13,
            }}
          >
            {step.hasGift ? <RewardsIcon fontSize="small" /> : filled ? '✓' : step.level}
          </Box>
        );
      })}
    </Box>
  );
}

function RewardRow({ reward, color }: { reward: WalletReward; color: string }) {
  const intl = useIntl();
  const format = useDateFormat();
  const { currency } = useTenant();
  const expiry = reward.expiresAt
    ? intl.formatMessage(m.cardExpires, { date: format.date(reward.expiresAt) })
    : intl.formatMessage(m.cardNoExpiry);
  return (
    <ListItemButton
      component={RouterLink}
      to={rewardPath(reward)}
      divider
      sx={{ alignItems: 'flex-start', gap: 1.5, opacity: reward.isExpired || reward.stamps?.isFilled ? 0.5 : 1 }}
      data-testid={`reward-${reward.kind}`}
    >
      <Avatar variant="rounded" src={reward.image ?? undefined} alt="" sx={{ bgcolor: color, mt: 0.5 }}>
        {reward.name.charAt(0)}
      </Avatar>
      <Stack sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{reward.name}</Typography>
        {reward.value !== null && (
          <Typography variant="body2">
            {intl.formatMessage(m.rewardValue, { amount: moneyText(reward.value, currency.symbol) })}
          </Typography>
        )}
        {reward.kind !== 'voucher' && reward.description && (
          <Typography variant="body2" color="text.secondary">
            {reward.description}
          </Typography>
        )}
        {reward.stamps && (
          <>
            <Typography variant="caption" color="text.secondary">
              {intl.formatMessage(m.stampCollected, reward.stamps)}
            </Typography>
            <StampSteps steps={reward.steps} collected={reward.stamps.collected} color={color} />
          </>
        )}
        <Typography variant="caption" color={reward.isExpired ? 'error' : 'text.secondary'}>
          {reward.isExpired && reward.kind === 'voucher' ? intl.formatMessage(m.voucherExpired) : expiry}
        </Typography>
      </Stack>
    </ListItemButton>
  );
}

/**
 * The My Voucher, Stamp and Packages tabs (seed 001 §2 screen 6): the member's own vouchers and stamp cards at this
 * merchant (full cards greyed), and the packages open to them, each opening its detail; 10 a page with 'All loaded'.
 */
export function HeldRewardsPanel({ wallet, kind, label }: { wallet: Wallet; kind: Kind; label: string }) {
  const query = useWalletRewards(wallet.merchant._id, kind);
  return (
    <PagedList
      query={query}
      label={label}
      renderItem={(reward) => <RewardRow key={reward._id} reward={reward} color={wallet.merchant.color} />}
    />
  );
}
