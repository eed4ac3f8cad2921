import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../state/store';
import { FeedIcon, HomeIcon, PersonIcon, PlaceIcon, QrCodeIcon, RewardsIcon } from '../components/icons';
import { useTenant } from '../tenant/tenant-context';
import { shellMessages } from './messages';
import { TAB_BAR_HEIGHT, activeTab, visibleTabs } from './tab-rules';
import type { TabId } from './tab-rules';

const TAB_LOOK: Record<TabId, { label: MessageDescriptor; Icon: ComponentType<{ fontSize?: 'small' }> }> = {
  feed: { label: shellMessages.tabFeed, Icon: FeedIcon },
  home: { label: shellMessages.tabHome, Icon: HomeIcon },
  'near-me': { label: shellMessages.tabNearMe, Icon: PlaceIcon },
  'my-rewards': { label: shellMessages.tabMyRewards, Icon: RewardsIcon },
  scan: { label: shellMessages.tabScan, Icon: QrCodeIcon },
  profile: { label: shellMessages.tabProfile, Icon: PersonIcon },
};

// The tab bar drawn with the theme rather than MUI's Paper and BottomNavigation (part of every first load): a raised
// bar of equal-width links, the current one in the brand's on-page shade (`aria-current="page"`).
const TabBarNav = styled('nav')(({ theme }) => ({
  position: 'fixed',
  bottom: 0,
  left: 0,
  right: 0,
  margin: '0 auto',
  maxWidth: theme.breakpoints.values.sm,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  justifyContent: 'center',
  backgroundColor: theme.palette.background.paper,
  boxShadow: theme.shadows[8],
}));

const TabLink = styled(Link)(({ theme }) => ({
  flex: '1 1 0',
  minWidth: 0,
  maxWidth: 168,
  padding: theme.spacing(0, 0.5),
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  color: theme.palette.text.secondary,
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: theme.transitions.create('color', { duration: theme.transitions.duration.short }),
  '&[aria-current="page"]': { color: theme.palette.primaryOnPage.main },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primaryOnPage.main}`, outlineOffset: -2 },
}));

const TabLabel = styled('span')(({ theme }) => ({
  marginTop: theme.spacing(0.25),
  fontFamily: theme.typography.fontFamily,
  fontSize: '0.68rem',
  lineHeight: 1.5,
  // Six tabs share 390 px: a two-word label ('My Rewards', mn/cn wording) must not wrap out of the bar.
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}));

/** Installed apps (display-mode standalone) get the taller bar. */
export function useTabBarHeight(): number {
  const installed = useMediaQuery('(display-mode: standalone)');
  return installed ? TAB_BAR_HEIGHT.installed : TAB_BAR_HEIGHT.browser;
}

export function TabBar() {
  const intl = useIntl();
  const tenant = useTenant();
  const { pathname } = useLocation();
  const role = useAppSelector((state) => state.session.role);
  const height = useTabBarHeight();
  const tabs = visibleTabs({ role, singleMerchant: tenant.singleMerchant, merchantId: tenant.id });
  const current = activeTab(tabs, pathname);
  return (
    <TabBarNav data-testid="tab-bar" sx={{ height }}>
      {tabs.map(({ id, path }) => {
        const { label, Icon } = TAB_LOOK[id];
        return (
          <TabLink key={id} to={path} aria-current={id === current ? 'page' : undefined}>
            <Icon fontSize="small" />
            {/* Same size when current: colour alone marks the active tab, so labels never jump. */}
            <TabLabel>{intl.formatMessage(label)}</TabLabel>
          </TabLink>
        );
      })}
    </TabBarNav>
  );
}
