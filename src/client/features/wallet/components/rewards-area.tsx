import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { Wallet, WalletAsset } from '../../../api/wallet';
import { useTenant } from '../../../tenant/tenant-context';
import { programsOfTypePath } from '../../programs';
import {
  chosenWalletTab,
  visibleWalletTabs,
  walletTabAction,
  type WalletTab,
  type WalletTabAction,
} from '../lib/wallet-tabs';
import { walletMessages as m } from '../messages';
import { CreditPanel, PointsPanel } from './balance-panels';
import { BuyCreditSheet } from './buy-credit-sheet';
import { MembershipCard } from './membership-card';
import { PointDetailSheet } from './point-detail-sheet';
import { HeldRewardsPanel } from './held-rewards-panel';
import { RedeemSheet } from './redeem-sheet';

const TAB_LABELS: Record<WalletTab, MessageDescriptor> = {
  membership: m.tabMembership,
  vouchers: m.tabVouchers,
  credit: m.tabCredit,
  points: m.tabPoints,
  stamps: m.tabStamps,
  packages: m.tabPackages,
};

const ACTION_LABELS: Record<WalletTabAction, MessageDescriptor> = {
  redeemVoucher: m.actionRedeemVoucher,
  buyStoreCredit: m.actionBuyStoreCredit,
  seeStamps: m.actionSeeStamps,
};

type Sheet = { kind: 'redeem'; asset: WalletAsset } | { kind: 'buy' } | { kind: 'pointDetail' } | null;

function TabPanel({ wallet, tab, open }: { wallet: Wallet; tab: WalletTab; open: (sheet: Sheet) => void }) {
  const intl = useIntl();
  switch (tab) {
    case 'membership':
      return wallet.card ? <MembershipCard wallet={wallet} card={wallet.card} /> : null;
    case 'points':
      return (
        <PointsPanel
          wallet={wallet}
          onRedeem={() => open({ kind: 'redeem', asset: 'points' })}
          onDetail={() => open({ kind: 'pointDetail' })}
        />
      );
    case 'credit':
      return (
        <CreditPanel
          wallet={wallet}
          onRedeem={() => open({ kind: 'redeem', asset: 'credit' })}
          onBuy={() => open({ kind: 'buy' })}
        />
      );
    case 'vouchers':
      return <HeldRewardsPanel wallet={wallet} kind="voucher" label={intl.formatMessage(m.tabVouchers)} />;
    case 'stamps':
      return <HeldRewardsPanel wallet={wallet} kind="stamp" label={intl.formatMessage(m.tabStamps)} />;
    case 'packages':
      return <HeldRewardsPanel wallet={wallet} kind="package" label={intl.formatMessage(m.tabPackages)} />;
  }
}

/**
 * The member rewards area of one merchant (seed 001 §2 screen 6): the tabs that have data (the chosen one in the
 * address, `?tab=`), the tab's top-right action, and its panel; the redeem, buy and point detail sheets.
 */
export function RewardsArea({ wallet, routeTab }: { wallet: Wallet; routeTab: WalletTab }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { features } = useTenant();
  const [params, setParams] = useSearchParams();
  const [sheet, setSheet] = useState<Sheet>(null);
  const visible = visibleWalletTabs(wallet, features.storeCredit);
  const tab = chosenWalletTab(params.get('tab'), routeTab, visible);
  const merchantPage = `/merchant-detail/${encodeURIComponent(wallet.merchant._id)}`;
  const action = tab && walletTabAction(tab, wallet.permissions);
  const runAction = (chosen: WalletTabAction) => {
    if (chosen === 'buyStoreCredit') setSheet({ kind: 'buy' });
    else navigate(programsOfTypePath(chosen === 'seeStamps' ? 'stamp' : 'voucher', wallet.merchant._id));
  };
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src={wallet.merchant.logo ?? undefined} alt="" sx={{ bgcolor: wallet.merchant.color }}>
          {wallet.merchant.name.charAt(0)}
        </Avatar>
        <Typography component="h1" variant="h6" sx={{ flex: 1, minWidth: 0, fontWeight: 700 }} noWrap>
          {wallet.merchant.name}
        </Typography>
        {action && (
          <Button size="small" variant="contained" onClick={() => runAction(action)} data-testid="tab-action">
            {intl.formatMessage(ACTION_LABELS[action])}
          </Button>
        )}
      </Stack>
      {!wallet.joined && <Alert severity="info">{intl.formatMessage(m.notJoined)}</Alert>}
      {wallet.joined && tab === null && (
        <Typography color="text.secondary" role="status">
          {intl.formatMessage(m.nothingHere, { name: wallet.merchant.name })}
        </Typography>
      )}
      {tab && (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: WalletTab) => setParams({ tab: value }, { replace: true })}
            variant="scrollable"
            aria-label={intl.formatMessage(m.tabsLabel, { name: wallet.merchant.name })}
          >
            {visible.map((name) => (
              <Tab
                key={name}
                value={name}
                label={intl.formatMessage(TAB_LABELS[name])}
                id={`wallet-tab-${name}`}
                aria-controls="wallet-tab-panel"
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id="wallet-tab-panel" aria-labelledby={`wallet-tab-${tab}`}>
            <TabPanel wallet={wallet} tab={tab} open={setSheet} />
          </Box>
        </>
      )}
      <Link component={RouterLink} to={merchantPage} variant="body2">
        {intl.formatMessage(m.openMerchant, { name: wallet.merchant.name })}
      </Link>
      {sheet?.kind === 'redeem' && (
        <RedeemSheet wallet={wallet} asset={sheet.asset} open onClose={() => setSheet(null)} />
      )}
      <BuyCreditSheet merchantId={wallet.merchant._id} open={sheet?.kind === 'buy'} onClose={() => setSheet(null)} />
      <PointDetailSheet wallet={wallet} open={sheet?.kind === 'pointDetail'} onClose={() => setSheet(null)} />
    </Stack>
  );
}
