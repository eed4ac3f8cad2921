import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { loyaltyUnitName } from '../../../i18n/loyalty-unit';
import { useNavigate } from 'react-router-dom';
import { displayBalance } from '../../../../shared/rules';
import type { Merchant } from '../../../api/merchants';
import { balanceAreaPath } from '../../wallet';
import { useTenant } from '../../../tenant/tenant-context';
import { PlainTabs } from '../../../components/plain-tabs';
import { TextLink } from '../../../components/text-link';
import { MERCHANT_TABS } from '../lib/detail-path';
import type { MerchantTab } from '../lib/detail-path';
import { merchantMessages as m } from '../messages';
import { OutletList } from './outlet-list';

const LABELS = { about: m.tabAbout, outlets: m.tabOutlets, activity: m.tabActivity } as const;

function About({ merchant }: { merchant: Merchant }) {
  const intl = useIntl();
  const { contact } = merchant;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {merchant.description}
      </Typography>
      {(contact.phone1 || contact.email || contact.street1) && (
        <Typography variant="subtitle2" component="h3">
          {intl.formatMessage(m.contact)}
        </Typography>
      )}
      {contact.street1 && (
        <Typography variant="body2" color="text.secondary">
          {[contact.street1, contact.addressLine].filter(Boolean).join(', ')}
        </Typography>
      )}
      {contact.phone1 && <TextLink href={`tel:${contact.phone1}`}>{contact.phone1}</TextLink>}
      {contact.email && <TextLink href={`mailto:${contact.email}`}>{contact.email}</TextLink>}
    </Stack>
  );
}

function Activity({ merchant }: { merchant: Merchant }) {
  const intl = useIntl();
  const { features } = useTenant();
  if (!merchant.joined)
    return <Typography color="text.secondary">{intl.formatMessage(m.notJoinedActivity)}</Typography>;
  // Each balance opens its tab of the member rewards area (seed 001 §2 screens 6 and 7).
  const rows = [
    [
      loyaltyUnitName(intl, merchant.loyaltyProgramUnit),
      displayBalance(merchant.loyaltyBalance, merchant.loyaltyProgramUnit),
      balanceAreaPath(merchant, 'points'),
    ] as const,
    ...(features.storeCredit
      ? [[intl.formatMessage(m.storeCredit), merchant.storeValueBalance, balanceAreaPath(merchant, 'credit')] as const]
      : []),
  ];
  return (
    <Stack spacing={1} data-testid="balances">
      {rows.map(([label, value, to]) => (
        <Stack key={String(label)} direction="row" sx={{ justifyContent: 'space-between' }}>
          <TextLink to={to}>{label}</TextLink>
          <Typography sx={{ fontWeight: 700 }}>{intl.formatNumber(Number(value))}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** About, Outlets and Activity; the chosen tab is in the address (/merchant-detail/:id/tabs/:tabName). */
export function MerchantTabs({ merchant, tab, now }: { merchant: Merchant; tab: MerchantTab; now: Date }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <PlainTabs
        value={tab}
        onChange={(value) =>
          navigate(`/merchant-detail/${encodeURIComponent(merchant._id)}/tabs/${value}`, { replace: true })
        }
        tabs={MERCHANT_TABS.map((name) => ({
          value: name,
          label: intl.formatMessage(LABELS[name]),
          id: `merchant-tab-${name}`,
          panelId: 'merchant-tab-panel',
        }))}
      />
      <div role="tabpanel" id="merchant-tab-panel" aria-labelledby={`merchant-tab-${tab}`}>
        {tab === 'about' && <About merchant={merchant} />}
        {tab === 'outlets' && <OutletList outlets={merchant.outlets} now={now} />}
        {tab === 'activity' && <Activity merchant={merchant} />}
      </div>
    </Stack>
  );
}
