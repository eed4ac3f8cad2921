import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { MembershipTier } from '../../../../shared/api/loyalty';
import { guestMayOpenProgram, isDiscountOffer, type ProgramType } from '../../../../shared/rules/programs';
import type { ProgramSummary } from '../../../api/programs';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { useAppSelector } from '../../../state/store';
import { useTenant } from '../../../tenant/tenant-context';
import { programMessages as m } from '../messages';
import { GuestDiscountDialog } from './guest-discount-dialog';
import { useTierBenefit } from './membership-tiers';
import { programTarget } from './merchant-programs';
import { ProgramCard } from './program-card';

type TabKey =
  'vouchers' | 'credit' | 'memberships' | 'loyalties' | 'stamps' | 'packages' | 'discounts' | 'cashbacks' | 'referrals';

/** Seed 001 §2 screen 8, in the seed's order; a program tab lists the programs of its kind. */
const TABS: readonly { key: TabKey; label: MessageDescriptor; programType?: ProgramType }[] = [
  { key: 'vouchers', label: m.tabVouchers, programType: 'voucher' },
  { key: 'credit', label: m.tabCredit },
  { key: 'memberships', label: m.tabMemberships },
  { key: 'loyalties', label: m.tabLoyalties, programType: 'loyalty' },
  { key: 'stamps', label: m.tabStamps, programType: 'stamp' },
  { key: 'packages', label: m.tabPackages, programType: 'package' },
  { key: 'discounts', label: m.tabDiscounts, programType: 'discount' },
  { key: 'cashbacks', label: m.tabCashbacks, programType: 'cashback' },
  { key: 'referrals', label: m.tabReferrals, programType: 'referral' },
];

export interface BrowsedMerchant {
  _id: string;
  color: string;
  loyaltyPrograms: readonly ProgramSummary[];
  memberships: readonly MembershipTier[];
}

/** The membership bottom sheet (seed 001 §2 screen 8): the tier's discounts and cashbacks and how it works. */
function MembershipSheet({
  tier,
  programs,
  onClose,
  onAct,
}: {
  tier: MembershipTier | null;
  programs: readonly ProgramSummary[];
  onClose: () => void;
  onAct: () => void;
}) {
  const intl = useIntl();
  return (
    <Drawer
      anchor="bottom"
      open={tier !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { borderRadius: '16px 16px 0 0' } } }}
    >
      {tier && <MembershipSheetBody tier={tier} programs={programs} onAct={onAct} />}
      <Button onClick={onClose} sx={{ m: 1 }}>
        {intl.formatMessage(m.close)}
      </Button>
    </Drawer>
  );
}

function MembershipSheetBody({
  tier,
  programs,
  onAct,
}: {
  tier: MembershipTier;
  programs: readonly ProgramSummary[];
  onAct: () => void;
}) {
  const intl = useIntl();
  const benefit = useTierBenefit(tier);
  const offers = programs.filter(
    (p) => p.membership?._id === tier._id && (p.type === 'discount' || p.type === 'cashback'),
  );
  return (
    <Stack spacing={1.5} sx={{ p: 2 }} data-testid="membership-sheet">
      <Typography variant="h6" component="h2">
        {tier.name}
      </Typography>
      <Typography variant="subtitle2">{intl.formatMessage(m.tierBenefits)}</Typography>
      {benefit || offers.length > 0 ? (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {benefit && (
            <Typography component="li" variant="body2">
              {benefit}
            </Typography>
          )}
          {offers.map((offer) => (
            <Typography component="li" variant="body2" key={offer._id}>
              {offer.name}
            </Typography>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(m.noTierBenefits)}
        </Typography>
      )}
      {tier.howItWorks && (
        <>
          <Typography variant="subtitle2">{intl.formatMessage(m.howItWorks)}</Typography>
          <SanitizedHtml html={tier.howItWorks} />
        </>
      )}
      <Button variant="contained" onClick={onAct}>
        {intl.formatMessage(m.signUp)}
      </Button>
    </Stack>
  );
}

function SimpleCard({ title, text, onOpen }: { title: string; text?: string; onOpen: () => void }) {
  return (
    <Card variant="outlined" data-testid="browser-card">
      <CardActionArea onClick={onOpen} sx={{ p: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {text && (
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}

/**
 * The public programs browser for guests and signed-out visitors (seed 001 §2 screen 8, §6): tabs Vouchers,
 * Credit, Memberships, Loyalties, Stamps, Packages, Discounts, Cashbacks, Referrals, each hidden when empty.
 * Nothing opens for them: a guest's tap prompts sign-up, a visitor's goes to /login; a membership opens its bottom
 * sheet first.
 */
export function ProgramsBrowser({ merchant }: { merchant: BrowsedMerchant }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const tenant = useTenant();
  const isGuest = useAppSelector((state) => state.session.role === 'guest');
  const [prompt, setPrompt] = useState<{ name: string; discount: boolean } | null>(null);
  const [sheetTier, setSheetTier] = useState<MembershipTier | null>(null);
  const memberships = merchant.memberships.filter((tier) => tier.showOnMemberApp);
  const programsOf = (type: ProgramType) => merchant.loyaltyPrograms.filter((p) => p.type === type);
  const hasItems = (tab: (typeof TABS)[number]) => {
    if (tab.programType) return programsOf(tab.programType).length > 0;
    return tab.key === 'credit' ? tenant.features.storeCredit : memberships.length > 0;
  };
  const shown = TABS.filter(hasItems);
  const [chosen, setChosen] = useState<TabKey | null>(null);
  const tab = shown.find((t) => t.key === chosen) ?? shown[0];
  if (!tab) return null;
  const act = (name: string, discount: boolean) => {
    if (isGuest) setPrompt({ name, discount });
    else navigate('/login');
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby="programs-browser-heading" data-testid="programs-browser">
      <Typography id="programs-browser-heading" variant="h6" component="h2">
        {intl.formatMessage(m.browserTitle)}
      </Typography>
      <Tabs
        value={tab.key}
        onChange={(_event, value: TabKey) => setChosen(value)}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {shown.map((t) => (
          <Tab key={t.key} value={t.key} label={intl.formatMessage(t.label)} id={`browser-tab-${t.key}`} />
        ))}
      </Tabs>
      <Stack spacing={1} role="tabpanel" aria-labelledby={`browser-tab-${tab.key}`}>
        {tab.programType &&
          programsOf(tab.programType).map((program) => (
            <ProgramCard
              key={program._id}
              program={program}
              color={merchant.color}
              to={programTarget(merchant._id, program)}
              onOpen={() => act(program.name, !guestMayOpenProgram(program.type))}
            />
          ))}
        {tab.key === 'credit' && (
          <SimpleCard
            title={intl.formatMessage(m.tabCredit)}
            onOpen={() => act(intl.formatMessage(m.tabCredit), false)}
          />
        )}
        {tab.key === 'memberships' &&
          memberships.map((tier) => <SimpleCard key={tier._id} title={tier.name} onOpen={() => setSheetTier(tier)} />)}
      </Stack>
      <MembershipSheet
        tier={sheetTier}
        programs={merchant.loyaltyPrograms}
        onClose={() => setSheetTier(null)}
        onAct={() => {
          const tier = sheetTier;
          setSheetTier(null);
          if (tier) act(tier.name, isDiscountOffer(tier));
        }}
      />
      <GuestDiscountDialog
        open={prompt !== null}
        onClose={() => setPrompt(null)}
        // The seed's discount-package wording for those; a plain sign-up prompt for any other offer.
        text={prompt && !prompt.discount ? intl.formatMessage(m.signUpToOpen, prompt) : undefined}
      />
    </Stack>
  );
}
