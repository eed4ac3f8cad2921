import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
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
  return (
    <Paper
      component="nav"
      elevation={8}
      data-testid="tab-bar"
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, mx: 'auto', maxWidth: 'sm', zIndex: 'appBar' }}
    >
      <BottomNavigation showLabels value={activeTab(tabs, pathname)} sx={{ height }}>
        {tabs.map(({ id, path }) => {
          const { label, Icon } = TAB_LOOK[id];
          return (
            <BottomNavigationAction
              key={id}
              value={id}
              component={Link}
              to={path}
              label={intl.formatMessage(label)}
              icon={<Icon fontSize="small" />}
              sx={{
                minWidth: 0,
                px: 0.5,
                // Same size when selected: colour alone marks the active tab, so labels never jump.
                '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
                  fontSize: '0.68rem',
                  mt: 0.25,
                  // Six tabs share 390 px: a two-word label ('My Rewards', mn/cn wording) must not wrap out of the bar.
                  maxWidth: '100%',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                },
              }}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
