import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Language } from '../../shared/tenant';
import { useTenant } from '../tenant/tenant-context';
import { NotificationBell, ProfileButton } from './header-actions';
import { LanguagePicker } from '../components/language-picker';
import { useRouteHandle } from './route-handle';

/** Top bar in the brand colour: screen title (the merchant's name by default), language, profile and bell. */
export function Header({ language }: { language: Language }) {
  const tenant = useTenant();
  const intl = useIntl();
  const { title } = useRouteHandle();
  return (
    <AppBar position="sticky" color="primary" data-testid="app-header">
      <Toolbar variant="dense" sx={{ gap: 0.5, minHeight: 52 }}>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, fontWeight: 700, fontSize: '1.1rem' }}>
          {title ? intl.formatMessage(title) : tenant.name}
        </Typography>
        <LanguagePicker current={language} languages={tenant.languages} />
        <ProfileButton />
        <NotificationBell />
      </Toolbar>
    </AppBar>
  );
}
