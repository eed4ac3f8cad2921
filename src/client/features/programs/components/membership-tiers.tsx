import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../../shared/rules';
import { isDiscountOffer } from '../../../../shared/rules/programs';
import { useAppSelector } from '../../../state/store';
import { SanitizedHtml } from '../../../components/sanitized-html';
import type { MembershipTier } from '../../../../shared/api/loyalty';
import { programMessages as m } from '../messages';
import { GuestDiscountPrompt } from './guest-prompt';

const MembershipProgressPopup = lazy(() =>
  import(/* webpackChunkName: "membership-progress" */ './membership-progress-popup').then((module) => ({
    default: module.MembershipProgressPopup,
  })),
);

/** '10% discount' / '5% cashback' for a tier that gives one, else null. */
export function useTierBenefit(tier: MembershipTier): string | null {
  const intl = useIntl();
  const benefit = tier.discountCashback;
  if (!benefit || typeof benefit.value !== 'number') return null;
  if (benefit.discountType === 'cashback') return intl.formatMessage(m.cashback, { value: benefit.value });
  if (benefit.discountType === 'discount') return intl.formatMessage(m.discount, { value: benefit.value });
  return null;
}

function TierRow({ tier, index }: { tier: MembershipTier; index: number }) {
  const intl = useIntl();
  const benefit = useTierBenefit(tier);
  // What it takes to reach this tier: its own requirement (the last value names the tier's threshold).
  const need = tier.isActive === undefined ? tier.requiredUsage?.values?.[0] : undefined;
  const requirement =
    need && ((need.requiredAmount ?? 0) > 0 || (need.requiredCount ?? 0) > 0)
      ? intl.formatMessage(m.requirement, {
          amount: formatAmount(need.requiredAmount ?? 0),
          count: need.requiredCount ?? 0,
        })
      : need
        ? intl.formatMessage(m.noRequirement)
        : null;
  const id = `tier-${index}`;
  return (
    <Accordion disableGutters variant="outlined" data-testid="membership-tier">
      <AccordionSummary
        aria-controls={`${id}-content`}
        id={`${id}-header`}
        aria-label={intl.formatMessage(m.openTier, { name: tier.name })}
      >
        <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {tier.name}
            </Typography>
            {tier.isActive && <Chip size="small" color="success" label={intl.formatMessage(m.active)} />}
          </Stack>
          {benefit && <Typography variant="body2">{benefit}</Typography>}
          {requirement && (
            <Typography variant="caption" color="text.secondary">
              {requirement}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        {tier.outlets && tier.outlets.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(m.outletsOnly, { outlets: tier.outlets.map((o) => o.name).join(', ') })}
          </Typography>
        )}
        {tier.howItWorks && <SanitizedHtml html={tier.howItWorks} />}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * The merchant's membership tiers (seed 000 §3 Membership) on its page: name, Active for the member's tier, the
 * discount or cashback it gives and how it works, and the progress popup (seed 001 screen 9). A guest meeting a
 * discount offer sees the sign-up prompt (seed 000 §8).
 */
export function MembershipTiers({ tiers }: { tiers: readonly MembershipTier[] }) {
  const intl = useIntl();
  const theme = useTheme();
  const isGuest = useAppSelector((state) => state.session.role === 'guest');
  const [progressOpen, setProgressOpen] = useState(false);
  const shown = tiers.filter((tier) => tier.showOnMemberApp !== false);
  if (shown.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="membership-tiers-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="membership-tiers-heading" variant="h6" component="h2">
          {intl.formatMessage(m.membershipsHeading)}
        </Typography>
        <Button size="small" onClick={() => setProgressOpen(true)} data-testid="open-membership-progress">
          {intl.formatMessage(m.progressOpen)}
        </Button>
      </Stack>
      {progressOpen && (
        <Suspense fallback={null}>
          <MembershipProgressPopup
            tiers={shown}
            color={theme.palette.primary.main}
            open
            onClose={() => setProgressOpen(false)}
          />
        </Suspense>
      )}
      {isGuest && shown.some(isDiscountOffer) && <GuestDiscountPrompt />}
      {shown.map((tier, i) => (
        <TierRow key={tier._id} tier={tier} index={i} />
      ))}
    </Stack>
  );
}
