import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatAmount } from '../../../../shared/rules';
import { membershipDuration, tierState, type TierState } from '../../../../shared/rules/membership-display';
import type { MembershipTier } from '../../../../shared/api/loyalty';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { useTenant } from '../../../tenant/tenant-context';
import { TierProgressBar } from '../../rewards-list';
import { programMessages as m } from '../messages';
import { useTierBenefit } from './membership-tiers';

const ALL_OUTLETS = 'all';

const STATE_LABEL = { active: m.stateActive, completed: m.stateCompleted, progressing: m.stateProgressing } as const;
// Progressing is outlined rather than coloured: MUI's warning chip fails 4.5:1 contrast on light themes.
const STATE_CHIP = {
  active: { color: 'success', variant: 'filled' },
  completed: { color: 'default', variant: 'filled' },
  progressing: { color: 'default', variant: 'outlined' },
} as const;
const DURATION_LABEL = { days: m.durationDays, months: m.durationMonths, years: m.durationYears } as const;

/** 'Lasts 1 year' / 'Lasts 3 months' / 'Lasts 45 days' (seed 001 §9), or 'No end date'. */
function durationText(intl: IntlShape, days: number | null): string {
  if (days === null) return intl.formatMessage(m.noEnd);
  const { unit, count } = membershipDuration(days);
  return intl.formatMessage(DURATION_LABEL[unit], { count });
}

/** The outlets some tier's rules name, each once, in the order the tiers name them. */
function outletsWithRules(tiers: readonly MembershipTier[]) {
  const seen = new Map<string, string>();
  for (const tier of tiers) for (const outlet of tier.outlets) seen.set(outlet._id, outlet.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/** A tier applies at an outlet when its rules name no outlet (every outlet) or name this one. */
const appliesAt = (tier: MembershipTier, outletId: string) =>
  outletId === ALL_OUTLETS || tier.outlets.length === 0 || tier.outlets.some((o) => o._id === outletId);

function RequirementCard({
  tier,
  state,
  expanded,
  color,
}: {
  tier: MembershipTier;
  state: TierState | null;
  expanded: boolean;
  color: string;
}) {
  const intl = useIntl();
  const { currency } = useTenant();
  const benefit = useTierBenefit(tier);
  const { requiredAmount, requiredCount } = tier.requirement;
  const requirement =
    requiredAmount > 0 || requiredCount > 0
      ? intl.formatMessage(m.requirement, {
          amount: formatAmount(requiredAmount, currency.symbol),
          count: requiredCount,
        })
      : intl.formatMessage(m.noRequirement);
  // A member's own standing rides on every tier's values (the server fills it from their purchases).
  const standing = tier.requiredUsage.values[0];
  const member = state !== null && standing?.currentAmount !== undefined;
  return (
    <Paper
      variant="outlined"
      data-testid="requirement-card"
      data-state={state ?? 'public'}
      sx={{ p: 1.5, borderLeft: 4, borderLeftColor: state === 'active' ? color : 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {tier.name}
        </Typography>
        {state && <Chip size="small" {...STATE_CHIP[state]} label={intl.formatMessage(STATE_LABEL[state])} />}
      </Stack>
      <Typography variant="body2">{requirement}</Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {durationText(intl, tier.durationDays)}
      </Typography>
      {member && state !== 'completed' && (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="member-standing">
          {intl.formatMessage(m.progressYou, {
            amount: formatAmount(standing.currentAmount ?? 0, currency.symbol),
            count: standing.currentCount ?? 0,
          })}
        </Typography>
      )}
      <Collapse in={expanded} unmountOnExit>
        <Box sx={{ pt: 1 }} data-testid="requirement-details">
          {benefit && <Typography variant="body2">{benefit}</Typography>}
          {tier.outlets.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage(m.outletsOnly, { outlets: tier.outlets.map((o) => o.name).join(', ') })}
            </Typography>
          )}
          {tier.howItWorks && <SanitizedHtml html={tier.howItWorks} sx={{ typography: 'body2' }} />}
        </Box>
      </Collapse>
    </Paper>
  );
}

/**
 * The membership progress popup (seed 001 §2 screen 9, §4 Membership tiers): the tier bar (150 px per tier at the
 * active tier's index plus the fraction reached), per-outlet tabs when some tier's rules name outlets, Show all /
 * Hide all for the cards' details, and a requirement card per tier, active / completed / progressing for a member.
 * It reads the tiers the merchant page holds, so a tier joined live (membershipJoined refreshes the merchant)
 * moves the bar and the states while it is open.
 */
export function MembershipProgressPopup({
  tiers,
  color,
  open,
  onClose,
}: {
  tiers: readonly MembershipTier[];
  color: string;
  open: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [outlet, setOutlet] = useState(ALL_OUTLETS);
  const [expanded, setExpanded] = useState(false);
  const outlets = outletsWithRules(tiers);
  const isMember = tiers.some((tier) => tier.isActive !== undefined);
  const activeIndex = tiers.findIndex((tier) => tier.isActive);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="membership-progress-title">
      <DialogTitle id="membership-progress-title">{intl.formatMessage(m.progressTitle)}</DialogTitle>
      <DialogContent dividers sx={{ px: 2 }}>
        <Stack spacing={1.5}>
          {isMember && <TierProgressBar tiers={tiers} color={color} />}
          {outlets.length > 0 && (
            <Tabs
              value={outlet}
              onChange={(_event, value: string) => setOutlet(value)}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label={intl.formatMessage(m.outletTabs)}
            >
              <Tab value={ALL_OUTLETS} label={intl.formatMessage(m.allOutlets)} />
              {outlets.map((o) => (
                <Tab key={o.id} value={o.id} label={o.name} data-testid="outlet-tab" />
              ))}
            </Tabs>
          )}
          <Button
            size="small"
            sx={{ alignSelf: 'flex-end' }}
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
            data-testid="toggle-all"
          >
            {intl.formatMessage(expanded ? m.hideAll : m.showAll)}
          </Button>
          {tiers.map((tier, index) =>
            appliesAt(tier, outlet) ? (
              <RequirementCard
                key={tier._id}
                tier={tier}
                state={isMember ? tierState(index, activeIndex) : null}
                expanded={expanded}
                color={color}
              />
            ) : null,
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </DialogActions>
    </Dialog>
  );
}
